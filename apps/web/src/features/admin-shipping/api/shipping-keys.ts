/** Keys of the shipping admin's queries: every write refreshes the one view. */
export const shippingKeys = {
  all: ['admin', 'shipping'] as const,
  view: () => [...shippingKeys.all, 'view'] as const,
};
