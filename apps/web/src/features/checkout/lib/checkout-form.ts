/** The checkout form (spec section 3), plus the optional postal code and notes (DESIGN.md). */
export interface CheckoutForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  notes: string;
}

export type PaymentMethod = 'online' | 'cod';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['online', 'cod'];

/** Which fields each payment method needs (spec section 5). */
export const REQUIRED_FIELDS: Record<PaymentMethod, readonly (keyof CheckoutForm)[]> = {
  online: ['name', 'email', 'phone', 'address', 'city', 'country'],
  cod: ['name', 'email', 'phone'],
};
