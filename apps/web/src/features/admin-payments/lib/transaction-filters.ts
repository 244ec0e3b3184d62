import {
  PAYMENT_RECORD_STATUSES,
  type PaymentRecordStatus,
  type TransactionsQuery,
} from '@store/shared/schemas/payments';

/** How the admin picks a method: Moyasar or PayPal, each real or simulated, or cash on delivery. */
export const METHOD_FILTERS = [
  'moyasar',
  'moyasarSimulator',
  'paypal',
  'simulator',
  'cod',
] as const;

/** Each filter as the API asks it: the order's method and the provider recorded on the payment. */
const METHOD_QUERIES: Record<MethodFilter, Pick<TransactionsQuery, 'method' | 'provider'>> = {
  moyasar: { method: 'moyasar', provider: 'moyasar' },
  moyasarSimulator: { method: 'moyasar', provider: 'moyasar-simulator' },
  paypal: { method: 'paypal', provider: 'paypal' },
  simulator: { method: 'paypal', provider: 'paypal-simulator' },
  cod: { method: 'cod' },
};
export type MethodFilter = (typeof METHOD_FILTERS)[number];

export interface TransactionFilters {
  status: PaymentRecordStatus | '';
  method: MethodFilter | '';
  from: string;
  to: string;
  search: string;
  page: number;
  sortBy: 'createdAt' | 'amount';
  sortOrder: 'asc' | 'desc';
}

export const PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.includes(value as T) ? (value as T) : '';
}

/** The filters from the URL; anything unreadable falls back to its default. */
export function parseTransactionFilters(params: URLSearchParams): TransactionFilters {
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: oneOf(PAYMENT_RECORD_STATUSES, params.get('status')),
    method: oneOf(METHOD_FILTERS, params.get('method')),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sortBy: params.get('sortBy') === 'amount' ? 'amount' : 'createdAt',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
  };
}

/** The URL query of the filters, defaults left out. */
export function serializeTransactionFilters(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.method) params.set('method', filters.method);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.sortBy !== 'createdAt') params.set('sortBy', filters.sortBy);
  if (filters.sortOrder !== 'desc') params.set('sortOrder', filters.sortOrder);
  return params;
}

/** A date range the server would refuse is not sent: the screen says why instead. */
export function rangeIsValid(filters: Pick<TransactionFilters, 'from' | 'to'>): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

/** The API query of the filters. */
export function toTransactionsQuery(filters: TransactionFilters): TransactionsQuery {
  const valid = rangeIsValid(filters);
  return {
    page: String(filters.page),
    limit: String(PAGE_SIZE),
    status: filters.status || undefined,
    ...(filters.method ? METHOD_QUERIES[filters.method] : {}),
    from: valid ? filters.from || undefined : undefined,
    to: valid ? filters.to || undefined : undefined,
    search: filters.search.trim() || undefined,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
}
