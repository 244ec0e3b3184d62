/** Query keys of returns as a shopper sees them. */
export const returnKeys = {
  all: ['returns'] as const,
  order: (orderNumber: string, email: string) =>
    [...returnKeys.all, 'order', orderNumber, email] as const,
};
