import type {
  ProviderCapture,
  ProviderFailure,
  ProviderOrder,
  ProviderOrderRequest,
  ProviderRefund,
  ProviderRefundRequest,
} from '../payment-provider.ts';
import { formatMinor, parseMinor } from '../settlement.ts';

/** PayPal Orders v2 JSON as documented (PAYMENTS.md): the request we send and the answers we read. */

const MAX_TEXT = 127;

function clip(text: string): string {
  return [...text].slice(0, MAX_TEXT).join('');
}

function money(minor: number, currency: string) {
  return { currency_code: currency, value: formatMinor(minor, currency) };
}

/** The body of `POST /v2/checkout/orders`; its totals add up exactly, as PayPal checks. */
export function paypalOrderBody(request: ProviderOrderRequest) {
  const { currency } = request;
  const itemTotal = request.items.reduce((sum, item) => sum + item.unitMinor * item.quantity, 0);
  const discount = request.discountMinor ?? 0;
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: request.reference,
        custom_id: request.reference,
        invoice_id: request.reference,
        description: clip(request.description),
        amount: {
          // PayPal's rule: value = item_total + shipping + tax_total − discount.
          ...money(itemTotal + request.shippingMinor + request.taxMinor - discount, currency),
          breakdown: {
            item_total: money(itemTotal, currency),
            shipping: money(request.shippingMinor, currency),
            tax_total: money(request.taxMinor, currency),
            ...(discount > 0 ? { discount: money(discount, currency) } : {}),
          },
        },
        items: request.items.map((item) => ({
          name: clip(item.name),
          unit_amount: money(item.unitMinor, currency),
          quantity: String(item.quantity),
          sku: clip(item.sku),
          category: 'PHYSICAL_GOODS',
        })),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: clip(request.brandName),
          locale: request.locale,
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          // The store collects the delivery address itself.
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
        },
      },
    },
  };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function firstOf(value: unknown): Json | null {
  return Array.isArray(value) && isObject(value[0]) ? value[0] : null;
}

/** A capture object, from an order's `purchase_units[0].payments.captures` or a webhook resource. */
export function readPaypalCapture(resource: unknown): ProviderCapture | null {
  if (!isObject(resource)) return null;
  const id = text(resource.id);
  if (!id) return null;
  const amount = isObject(resource.amount) ? resource.amount : {};
  const currency = text(amount.currency_code) ?? '';
  const value = text(amount.value);
  return {
    id,
    status: text(resource.status) ?? 'UNKNOWN',
    amountMinor: value === null ? null : parseMinor(value, currency),
    currency,
    reference: text(resource.custom_id) ?? text(resource.invoice_id),
  };
}

/** An order answer (create, get or capture). The buyer's link is `payer-action` or, in the legacy form, `approve`. */
export function readPaypalOrder(body: unknown): ProviderOrder {
  const order = isObject(body) ? body : {};
  const links = Array.isArray(order.links) ? order.links.filter(isObject) : [];
  const approve = links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
  const unit = firstOf(order.purchase_units);
  const payments = unit && isObject(unit.payments) ? unit.payments : {};
  return {
    id: text(order.id) ?? '',
    status: text(order.status) ?? 'UNKNOWN',
    approveUrl: approve ? text(approve.href) : null,
    capture: readPaypalCapture(firstOf(payments.captures)),
    raw: order,
  };
}

/**
 * The body of `POST /v2/payments/captures/{id}/refund`: with an amount (in the capture's currency)
 * a partial refund, without one all that is left of the capture goes back.
 */
export function paypalRefundBody(request: ProviderRefundRequest) {
  return {
    ...(request.amount ? { amount: money(request.amount.minor, request.amount.currency) } : {}),
    invoice_id: clip(request.reference),
    ...(request.customId ? { custom_id: clip(request.customId) } : {}),
    ...(request.noteToPayer ? { note_to_payer: clip(request.noteToPayer) } : {}),
  };
}

/** A refund answer: `{ id, status, amount: { value, currency_code } }`. */
export function readPaypalRefund(body: unknown): ProviderRefund {
  const refund = isObject(body) ? body : {};
  const amount = isObject(refund.amount) ? refund.amount : {};
  const currency = text(amount.currency_code) ?? '';
  const value = text(amount.value);
  return {
    id: text(refund.id) ?? '',
    status: text(refund.status) ?? 'UNKNOWN',
    amountMinor: value === null ? null : parseMinor(value, currency),
    currency,
    raw: refund,
  };
}

/** Issues that mean the buyer's payment was refused (Orders v2 capture errors). */
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'PAYEE_ACCOUNT_RESTRICTED',
  'COMPLIANCE_VIOLATION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
]);

/** PayPal's error body `{ name, message, debug_id, details: [{ issue }] }` and HTTP status, as a failure kind. */
export function readPaypalError(
  status: number,
  body: unknown,
): { kind: ProviderFailure; issue: string | undefined; debugId: string | undefined } {
  const error = isObject(body) ? body : {};
  const issue = text(firstOf(error.details)?.issue) ?? text(error.name) ?? undefined;
  const debugId = text(error.debug_id) ?? undefined;
  let kind: ProviderFailure = 'rejected';
  if (status >= 500 || status === 429) kind = 'unavailable';
  else if (status === 404) kind = 'not-found';
  else if (issue === 'ORDER_NOT_APPROVED') kind = 'not-approved';
  else if (issue === 'ORDER_ALREADY_CAPTURED') kind = 'already-captured';
  else if (issue && DECLINE_ISSUES.has(issue)) kind = 'declined';
  return { kind, issue, debugId };
}
