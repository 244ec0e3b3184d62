/** Query keys of the payment methods the checkout offers. */
export const paymentMethodKeys = {
  all: ['payment-methods'] as const,
  public: () => [...paymentMethodKeys.all, 'public'] as const,
};
