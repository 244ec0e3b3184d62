import {
  REPORTING_STATUSES,
  TAX_DOCUMENT_KINDS,
  type ReportingStatus,
  type TaxDocumentKind,
  type TaxDocumentsQuery,
} from '@store/shared/schemas/tax-documents';

export interface TaxDocumentFilters {
  kind: TaxDocumentKind | '';
  reportingStatus: ReportingStatus | '';
  /** A document or order number, or part of one. */
  search: string;
  /** First and last day included, Riyadh calendar (YYYY-MM-DD). */
  from: string;
  to: string;
  page: number;
}

export const TAX_DOCUMENTS_PAGE_SIZE = 25;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.includes(value as T) ? (value as T) : '';
}

/** The filters from the URL; anything unreadable falls back to its default. */
export function parseTaxDocumentFilters(params: URLSearchParams): TaxDocumentFilters {
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    kind: oneOf(TAX_DOCUMENT_KINDS, params.get('kind')),
    reportingStatus: oneOf(REPORTING_STATUSES, params.get('status')),
    search: (params.get('search') ?? '').slice(0, 100),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters, defaults left out. */
export function serializeTaxDocumentFilters(filters: TaxDocumentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.reportingStatus) params.set('status', filters.reportingStatus);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A range the server would refuse is not sent: the screen says why instead. */
export function rangeIsValid(filters: Pick<TaxDocumentFilters, 'from' | 'to'>): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

export function isFiltered(filters: TaxDocumentFilters): boolean {
  return Boolean(
    filters.kind || filters.reportingStatus || filters.search || filters.from || filters.to,
  );
}

/** What the list, its totals and its export are asked with (totals and export ignore the page). */
export function toTaxDocumentsQuery(filters: TaxDocumentFilters): TaxDocumentsQuery {
  const valid = rangeIsValid(filters);
  return {
    kind: filters.kind || undefined,
    reportingStatus: filters.reportingStatus || undefined,
    search: filters.search.trim() || undefined,
    from: valid ? filters.from || undefined : undefined,
    to: valid ? filters.to || undefined : undefined,
    page: String(filters.page),
    limit: String(TAX_DOCUMENTS_PAGE_SIZE),
  };
}

/** The same filters without the page: for the totals and the CSV export. */
export function withoutPaging(query: TaxDocumentsQuery): Omit<TaxDocumentsQuery, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...rest } = query;
  return rest;
}
