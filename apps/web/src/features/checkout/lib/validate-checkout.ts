import { customerInfoProblems } from '@store/shared/schemas/orders';
import { FORM_FIELD, type CheckoutForm, type PaymentMethod } from './checkout-form.ts';
import { toCustomerInfo } from './order-payload.ts';

export type CheckoutProblem = {
  /** Which text the checkout shows (`checkout:errors.<message>`). */
  message: 'allRequired' | 'required' | 'invalidEmail' | 'invalidPhone';
  /** The form fields to mark invalid. */
  fields: (keyof CheckoutForm)[];
};

/**
 * The server's own rules (shared), in the spec's order: first the required fields (online payment,
 * PayPal or Moyasar, needs six, "allRequired"; cash on delivery name, email and phone,
 * "required"; empty after trimming counts as missing), then a well-formed email, then a
 * well-formed phone number.
 * Null when the form can be sent.
 */
export function validateCheckout(
  form: CheckoutForm,
  method: PaymentMethod,
): CheckoutProblem | null {
  const problems = customerInfoProblems(toCustomerInfo(form), method);
  const first = problems[0];
  if (!first) return null;
  if (first.problem === 'invalid-email') return { message: 'invalidEmail', fields: ['email'] };
  if (first.problem === 'invalid-phone') return { message: 'invalidPhone', fields: ['phone'] };
  return {
    message: method === 'cod' ? 'required' : 'allRequired',
    fields: problems.map(({ field }) => FORM_FIELD[field]),
  };
}
