import { ADMIN_ORDER_SORTS, type AdminOrderListQuery } from '@store/shared/schemas/admin-orders';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@store/shared/schemas/orders';

/** The orders list's filters as they live in the URL (`?status=shipped&page=2`). */
export interface OrderFilters extends Pick<
  AdminOrderListQuery,
  'status' | 'paymentMethod' | 'paymentStatus'
> {
  from?: string;
  to?: string;
  search?: string;
  sortBy: (typeof ADMIN_ORDER_SORTS)[number];
  sortOrder: 'asc' | 'desc';
  page: number;
}

export const ORDER_PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Reads the filters from the URL; anything unknown or malformed is left out rather than sent. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentMethod: oneOf(PAYMENT_METHODS, params.get('paymentMethod')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    from: from && DATE.test(from) ? from : undefined,
    // An end before the start would be refused by the server: it is left out instead.
    to: to && DATE.test(to) && !(from && DATE.test(from) && to < from) ? to : undefined,
    search: params.get('search')?.trim() || undefined,
    sortBy: oneOf(ADMIN_ORDER_SORTS, params.get('sortBy')) ?? 'createdAt',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of the filters: defaults left out, so a plain list is a plain `/admin/orders`. */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['search', filters.search],
    ['status', filters.status],
    ['paymentMethod', filters.paymentMethod],
    ['paymentStatus', filters.paymentStatus],
    ['from', filters.from],
    ['to', filters.to],
    ['sortBy', filters.sortBy === 'createdAt' ? undefined : filters.sortBy],
    ['sortOrder', filters.sortOrder === 'desc' ? undefined : filters.sortOrder],
    ['page', filters.page > 1 ? filters.page : undefined],
  ];
  for (const [key, value] of entries)
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export function toListQuery(filters: OrderFilters): AdminOrderListQuery {
  return {
    status: filters.status,
    paymentMethod: filters.paymentMethod,
    paymentStatus: filters.paymentStatus,
    from: filters.from,
    to: filters.to,
    search: filters.search,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: String(filters.page),
    limit: String(ORDER_PAGE_SIZE),
  };
}

export function hasActiveFilters(filters: OrderFilters): boolean {
  return Boolean(
    filters.status ||
    filters.paymentMethod ||
    filters.paymentStatus ||
    filters.from ||
    filters.to ||
    filters.search,
  );
}
