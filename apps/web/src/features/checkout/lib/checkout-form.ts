import {
  REQUIRED_CUSTOMER_FIELDS,
  type CustomerField,
  type DeliveryField,
  type PaymentMethod,
} from '@store/shared/schemas/orders';

export type { PaymentMethod };

/**
 * The checkout form (spec section 3), plus the optional postal code and notes (DESIGN.md) and the
 * Saudi address parts of issue 19: the city chosen from the list, district, National Address
 * numbers. `country` shows the name of `countryCode`, `city` the chosen city's name.
 */
export interface CheckoutForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  cityId: string | null;
  district: string;
  buildingNumber: string;
  postalCode: string;
  additionalNumber: string;
  shortAddress: string;
  country: string;
  countryCode: string;
  notes: string;
}

export const EMPTY_CHECKOUT_FORM: Omit<CheckoutForm, 'country'> = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  cityId: null,
  district: '',
  buildingNumber: '',
  postalCode: '',
  additionalNumber: '',
  shortAddress: '',
  countryCode: 'SA',
  notes: '',
};

/** The form fields that hold text the shopper types. */
export type CheckoutTextField = Exclude<keyof CheckoutForm, 'cityId'>;

/** Which form field holds each of the API's customer details (the name holds both names). */
export const FORM_FIELD: Record<CustomerField | DeliveryField, CheckoutTextField> = {
  firstName: 'name',
  lastName: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  postalCode: 'postalCode',
  country: 'country',
  notes: 'notes',
  countryCode: 'country',
  cityId: 'city',
  district: 'district',
  buildingNumber: 'buildingNumber',
  additionalNumber: 'additionalNumber',
  shortAddress: 'shortAddress',
};

/** Which fields each payment method needs (spec section 5), by the rules the server applies. */
export function requiredFields(method: PaymentMethod): readonly CheckoutTextField[] {
  return REQUIRED_CUSTOMER_FIELDS[method].map((field) => FORM_FIELD[field]);
}
