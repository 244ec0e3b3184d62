import type { EventMoney, PaymentEventMessageKey } from '@store/shared/schemas/payment-events';
import { formatMinor } from './settlement.ts';

/**
 * What each payment event says, as a key and typed values: stored with the event so the admin
 * reads it in the page's language (the web app's `adminPaymentEvents.messages`), and worded here
 * in English for the summary that logs, exports and older readers show.
 */
interface MessageParams {
  pageOpened: { amount: EventMoney; reference: string };
  turnedAway: { reason: string };
  notStarted: { error: string; checkKeys: boolean };
  notRead: { error: string; checkKeys: boolean };
  notCaptured: { error: string; checkKeys: boolean };
  lateVoided: Record<string, never>;
  notCompleted: Record<string, never>;
  refusedWith: { reason: string };
  leftPage: Record<string, never>;
  webhookUnconfirmed: { type: string };
  webhookBadSecret: Record<string, never>;
  webhookVerified: { type: string };
  amountMismatch: { captured: EventMoney | null; expected: EventMoney | null };
  paid: { provider: string; amount: EventMoney | null };
  paidSimulated: { provider: string; amount: EventMoney | null };
  paidAfterCancel: { amount: EventMoney | null };
  capturePending: { reference: string };
  providerStatus: { status: string };
  refundAsked: { amount: EventMoney; provider: string; attempt: number };
  refundFailed: { amount: EventMoney; reason: string };
  refunded: {
    amount: EventMoney;
    refunded: EventMoney;
    captured: EventMoney;
    pendingAt: string | null;
  };
  captured: { amount: EventMoney };
  captureRefused: { reason: string };
}

export type EventMessage = {
  [K in PaymentEventMessageKey]: { key: K; params: MessageParams[K] };
}[PaymentEventMessageKey];

/** The message of a key, typed by its values. */
export function eventMessage<K extends PaymentEventMessageKey>(
  key: K,
  ...params: MessageParams[K] extends Record<string, never> ? [] : [MessageParams[K]]
): EventMessage {
  return { key, params: params[0] ?? {} } as EventMessage;
}

/** SAR in halalas as an event's money. */
export function sarMoney(halalas: number): EventMoney {
  return { minor: halalas, currency: 'SAR' };
}

/** "26.67 USD", "590.00 SAR". */
export function moneyText(money: EventMoney | null): string {
  return money === null
    ? 'an unreadable amount'
    : `${formatMinor(money.minor, money.currency)} ${money.currency}`;
}

const TITLES: Record<string, string> = {
  paypal: 'PayPal',
  'paypal-simulator': 'PayPal',
  moyasar: 'Moyasar',
  'moyasar-simulator': 'Moyasar',
  tabby: 'Tabby',
  'tabby-simulator': 'Tabby',
};

/** A provider's name as a merchant knows it, the simulators by the provider they stand for. */
export function providerTitle(provider: string): string {
  return TITLES[provider] ?? provider;
}

const keysHint = (checkKeys: boolean) => (checkKeys ? ' (check the provider keys)' : '');

/** The message in English. */
export function englishSummary(message: EventMessage): string {
  switch (message.key) {
    case 'pageOpened':
      return `Payment page opened for ${moneyText(message.params.amount)} (${message.params.reference})`;
    case 'turnedAway':
      return `The provider turned the buyer away before its page: ${message.params.reason}`;
    case 'notStarted':
      return `Payment not started: ${message.params.error}${keysHint(message.params.checkKeys)}`;
    case 'notRead':
      return `Payment not read: ${message.params.error}${keysHint(message.params.checkKeys)}`;
    case 'notCaptured':
      return `Capture failed: ${message.params.error}${keysHint(message.params.checkKeys)}`;
    case 'lateVoided':
      return 'Authorised after the order was given up: voided, nothing taken';
    case 'notCompleted':
      return 'Payment not completed: the payment page expired';
    case 'refusedWith':
      return `Payment refused: ${message.params.reason}`;
    case 'leftPage':
      return 'The shopper left the payment page without paying';
    case 'webhookUnconfirmed':
      return `Webhook ${message.params.type} refused: PayPal did not confirm its signature`;
    case 'webhookBadSecret':
      return 'Webhook refused: wrong or missing secret';
    case 'webhookVerified':
      return `Webhook ${message.params.type} received and verified`;
    case 'amountMismatch':
      return `Captured ${moneyText(message.params.captured)}, expected ${moneyText(message.params.expected)}: not marked paid, refund it`;
    case 'paid':
      return `Paid with ${providerTitle(message.params.provider)}: ${moneyText(message.params.amount)} captured`;
    case 'paidSimulated':
      return `Paid through the ${providerTitle(message.params.provider)} simulator, no real money taken: ${moneyText(message.params.amount)}`;
    case 'paidAfterCancel':
      return `${moneyText(message.params.amount)} captured after the order was cancelled: refund it`;
    case 'capturePending':
      return `Capture ${message.params.reference} pending at the provider (held for review)`;
    case 'providerStatus':
      return `The provider did not take the payment (status ${message.params.status})`;
    case 'refundAsked': {
      const { amount, provider, attempt } = message.params;
      const again = attempt > 1 ? ` (attempt ${attempt})` : '';
      return `Refund of ${moneyText(amount)} asked of ${providerTitle(provider)}${again}`;
    }
    case 'refundFailed':
      return `Refund of ${moneyText(message.params.amount)}: ${message.params.reason}`;
    case 'refunded': {
      const { amount, refunded, captured, pendingAt } = message.params;
      const pending = pendingAt ? ` (pending at ${providerTitle(pendingAt)})` : '';
      return `Refunded ${moneyText(amount)}${pending}; ${moneyText(refunded)} of ${moneyText(captured)} refunded in all`;
    }
    case 'captured':
      return `Payment captured: ${moneyText(message.params.amount)}`;
    case 'captureRefused':
      return `Capture refused by the provider: ${message.params.reason}`;
  }
}
