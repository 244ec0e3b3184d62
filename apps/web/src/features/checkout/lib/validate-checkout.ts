import {
  customerInfoProblems,
  deliveryProblems,
  type DeliveryMessage,
} from '@store/shared/schemas/orders';
import {
  FORM_FIELD,
  type CheckoutForm,
  type CheckoutTextField,
  type PaymentMethod,
} from './checkout-form.ts';
import { toCustomerInfo } from './order-payload.ts';

export type CheckoutMessage =
  | 'allRequired'
  | 'required'
  | 'invalidEmail'
  | 'invalidPhone'
  | DeliveryMessage
  | 'chooseDelivery'
  | 'messageTooLong'
  | 'messageTooManyLines';

export type CheckoutProblem = {
  /** Which text the checkout shows (`checkout:errors.<message>`). */
  message: CheckoutMessage;
  /** The form fields to mark invalid. */
  fields: CheckoutTextField[];
  /** Values the text names (a limit). */
  values?: Record<string, number>;
};

const INVALID_PART = {
  buildingNumber: 'invalidBuildingNumber',
  postalCode: 'invalidPostalCode',
  additionalNumber: 'invalidAdditionalNumber',
  shortAddress: 'invalidShortAddress',
} as const;

/**
 * The server's own rules (shared), in the spec's order: first the required fields (online payment
 * needs six, "allRequired"; cash on delivery name, email and phone, "required"; empty after
 * trimming counts as missing), then a well-formed email, then a mobile number of the address's
 * country. Then the delivery (issue 19): a city of the list, the district and street unless
 * collected in store, the National Address numbers' shapes, and a delivery method chosen.
 * Null when the form can be sent.
 */
export function validateCheckout(
  form: CheckoutForm,
  method: PaymentMethod,
  delivery: { pickup: boolean; chosen: boolean },
): CheckoutProblem | null {
  const info = toCustomerInfo(form);
  const first = customerInfoProblems(info, method)[0];
  if (first?.problem === 'invalid-email') return { message: 'invalidEmail', fields: ['email'] };
  if (first?.problem === 'invalid-phone') return { message: 'invalidPhone', fields: ['phone'] };
  if (first) {
    return {
      message: method === 'cod' ? 'required' : 'allRequired',
      fields: customerInfoProblems(info, method).map(({ field }) => FORM_FIELD[field]),
    };
  }
  const problems = deliveryProblems(info, delivery);
  const place = problems[0];
  if (place?.problem === 'choose-city') return { message: 'chooseCity', fields: ['city'] };
  if (place?.field === 'city') return { message: 'cityRequired', fields: ['city'] };
  if (place?.problem === 'required') {
    return { message: 'addressRequired', fields: problems.map(({ field }) => FORM_FIELD[field]) };
  }
  if (place?.problem === 'invalid') {
    const part = place.field as keyof typeof INVALID_PART;
    return { message: INVALID_PART[part], fields: [FORM_FIELD[part]] };
  }
  if (!delivery.chosen) return { message: 'chooseDelivery', fields: [] };
  return null;
}
