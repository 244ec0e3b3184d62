import type { PaymentEventsQuery } from '@store/shared/schemas/payment-events';

/** The providers a payment event may name, as recorded on the payment. */
export const EVENT_PROVIDERS = [
  'moyasar',
  'moyasar-simulator',
  'tabby',
  'tabby-simulator',
  'paypal',
  'paypal-simulator',
] as const;
export type EventProvider = (typeof EVENT_PROVIDERS)[number];

export interface PaymentEventFilters {
  provider: EventProvider | '';
  /** Only what was refused or failed. */
  problems: boolean;
  from: string;
  to: string;
  page: number;
}

export const EVENTS_PAGE_SIZE = 25;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the URL; anything unreadable falls back to its default. */
export function parsePaymentEventFilters(params: URLSearchParams): PaymentEventFilters {
  const page = Number(params.get('page'));
  const provider = params.get('provider') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    provider: EVENT_PROVIDERS.includes(provider as EventProvider)
      ? (provider as EventProvider)
      : '',
    problems: params.get('problems') === '1',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters, defaults left out. */
export function serializePaymentEventFilters(filters: PaymentEventFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.provider) params.set('provider', filters.provider);
  if (filters.problems) params.set('problems', '1');
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A range the server would refuse is not sent: the screen says why instead. */
export function eventRangeIsValid(filters: Pick<PaymentEventFilters, 'from' | 'to'>): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

/** The API query of the filters. */
export function toPaymentEventsQuery(filters: PaymentEventFilters): PaymentEventsQuery {
  const valid = eventRangeIsValid(filters);
  return {
    page: String(filters.page),
    limit: String(EVENTS_PAGE_SIZE),
    provider: filters.provider || undefined,
    problems: filters.problems ? 'true' : undefined,
    from: valid ? filters.from || undefined : undefined,
    to: valid ? filters.to || undefined : undefined,
  };
}
