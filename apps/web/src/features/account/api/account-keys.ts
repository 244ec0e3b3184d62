/** Query keys of the signed-in shopper's own data. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  orders: (page: number) => [...accountKeys.all, 'orders', page] as const,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
};
