import { z } from 'zod';

/** The filters as they stand in the URL (`?user=&entity=&action=&from=&to=&page=`). */
export interface AuditFilters {
  user: string;
  entity: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

const day = z.union([z.literal(''), z.iso.date()]);

export const auditFiltersSchema = z
  .object({ from: day, to: day })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], error: 'invalidRange' });

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  return {
    user: params.get('user') ?? '',
    entity: params.get('entity') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query for filters: empty ones left out, page 1 left out. */
export function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['user', 'entity', 'action', 'from', 'to'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether the date range can be asked for: both dates valid, "from" not after "to". */
export function dateRangeValid(filters: Pick<AuditFilters, 'from' | 'to'>): boolean {
  return auditFiltersSchema.safeParse({ from: filters.from, to: filters.to }).success;
}
