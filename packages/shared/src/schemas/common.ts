import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { LANGUAGES } from '../locales.ts';

export const languageSchema = z.enum(LANGUAGES);

export const localizedTextSchema = z.object({
  en: z.string(),
  ar: z.string(),
});

export const localizedListSchema = z.object({
  en: z.array(z.string()),
  ar: z.array(z.string()),
});

/** Ids are UUIDs; anything else cannot name a record (answered 404, not 400). */
export const idSchema = z.uuid();

export const isoDateSchema = z.string();

/**
 * What is wrong with a period given as two ISO instants, either of them open: an instant that does
 * not read (the start first), else an end at or before the start; null when nothing is.
 */
export function periodProblem(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
): { field: 'startsAt' | 'endsAt'; problem: 'dateInvalid' | 'endsBeforeStarts' } | null {
  const starts = startsAt ? Date.parse(startsAt) : null;
  const ends = endsAt ? Date.parse(endsAt) : null;
  if (starts !== null && Number.isNaN(starts)) return { field: 'startsAt', problem: 'dateInvalid' };
  if (ends !== null && Number.isNaN(ends)) return { field: 'endsAt', problem: 'dateInvalid' };
  if (starts !== null && ends !== null && ends <= starts) {
    return { field: 'endsAt', problem: 'endsBeforeStarts' };
  }
  return null;
}

/** A calendar day as the merchant names it, in Riyadh time. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date (YYYY-MM-DD)' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), {
    error: 'must be a real date',
  });

/** `from` and `to`: the first and last day a list or report covers, both included, Riyadh calendar. */
export const dayRangeShape = {
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
};

/** Refuses, on `to`, a day range whose last day comes before its first. */
export function inDayOrder<T extends z.ZodType<{ from?: string; to?: string }>>(
  schema: T,
  error = 'must not be before from',
): T {
  return schema.refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error });
}

/** Query booleans arrive as text. */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

function positiveIntegerText(name: string) {
  return z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n >= 1, { error: `${name} must be at least 1` });
}

export const pageQuerySchema = positiveIntegerText('page').default(DEFAULT_PAGE);
/** Larger limits are clamped rather than refused. */
export const limitQuerySchema = positiveIntegerText('limit')
  .transform((n) => Math.min(n, MAX_PAGE_SIZE))
  .default(DEFAULT_PAGE_SIZE);

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
  /**
   * True when counting stopped: at least `total` items match (and at least `pages` pages); the
   * catalogue's listings count only so far (decision 040).
   */
  totalIsLowerBound: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginationOf(page: number, limit: number, total: number): Pagination {
  const pages = Math.ceil(total / limit);
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
}

/** Pagination from a count that stopped at `total` when `more` were left uncounted. */
export function boundedPaginationOf(
  page: number,
  limit: number,
  total: number,
  more: boolean,
): Pagination {
  if (!more) return { ...paginationOf(page, limit, total), totalIsLowerBound: false };
  const pages = Math.ceil(total / limit);
  return { page, limit, total, pages, hasNext: true, hasPrev: page > 1, totalIsLowerBound: true };
}

/** The success envelope: `{ success: true, data, message? }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export function listEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    pagination: paginationSchema,
    message: z.string().optional(),
  });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Why, as a key and values a screen words in its language (ApiErrorBody's `reason`). */
  reason: z
    .object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .optional(),
});
