/** Query keys of orders as a shopper sees them. */
export const orderKeys = {
  all: ['orders'] as const,
  public: (orderNumber: string, email: string) =>
    [...orderKeys.all, 'public', orderNumber, email] as const,
};
