import {
  REQUIRED_CUSTOMER_FIELDS,
  type CustomerField,
  type PaymentMethod as ApiPaymentMethod,
} from '@store/shared/schemas/orders';

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

/** The payment method as the API names it: online payment goes through PayPal. */
export const API_PAYMENT_METHOD: Record<PaymentMethod, ApiPaymentMethod> = {
  online: 'paypal',
  cod: 'cod',
};

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
export const REQUIRED_FIELDS: Record<PaymentMethod, readonly (keyof CheckoutForm)[]> = {
  online: REQUIRED_CUSTOMER_FIELDS.paypal.map((field) => FORM_FIELD[field]),
  cod: REQUIRED_CUSTOMER_FIELDS.cod.map((field) => FORM_FIELD[field]),
};
