import {
  REQUIRED_CUSTOMER_FIELDS,
  type CustomerField,
  type PaymentMethod,
} from '@store/shared/schemas/orders';

export type { PaymentMethod };

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

/** Which form field holds each of the API's customer details (the name holds both names). */
export const FORM_FIELD: Record<CustomerField, keyof CheckoutForm> = {
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  postalCode: 'postalCode',
  country: 'country',
  notes: 'notes',
};

/** Which fields each payment method needs (spec section 5), by the rules the server applies. */
export function requiredFields(method: PaymentMethod): readonly (keyof CheckoutForm)[] {
  return REQUIRED_CUSTOMER_FIELDS[method].map((field) => FORM_FIELD[field]);
}
