import type { TFunction } from '../i18n/translation-keys.ts';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api-error.ts';

type Issue = z.core.$ZodIssue;
type T = TFunction<'adminSite'>;

const RULES = [
  'address',
  'duplicate',
  'httpsLink',
  'phone',
  'whatsappNeeded',
  'halalas',
  'vatNumber',
  'crNumber',
  'buildingNumber',
  'postalCode',
  'additionalNumber',
  'neededForInvoicing',
  'host',
  'blank',
  'missing',
  'noSection',
  'noGroup',
] as const;

/**
 * A zod issue in the page's language. The shared write schemas carry no messages of their own for
 * built-in checks, and name their custom rules in `params.rule`, so each is worded here.
 */
export function issueMessage(issue: Issue, t: T): string {
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? t('validation.required') : t('validation.tooShort', { min });
      }
      if (issue.origin === 'number') return t('validation.min', { min });
      return t('validation.invalid');
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('validation.tooLong', { max });
      if (issue.origin === 'number') return t('validation.max', { max });
      return t('validation.invalid');
    }
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid');
    case 'invalid_type':
      if (issue.expected === 'number') return t('validation.number');
      if (issue.expected === 'int') return t('validation.integer');
      return t('validation.required');
    case 'custom': {
      const params = (issue.params ?? {}) as { rule?: string; other?: string };
      const rule = RULES.find((r) => r === params.rule);
      if (!rule) return issue.message;
      const other = params.other === 'ar' || params.other === 'en' ? params.other : 'en';
      return t(`validation.${rule}`, { other: t(`languages.${other}`) });
    }
    default:
      return t('validation.invalid');
  }
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  });
  const last = path.at(-1)!;
  if (node[last] === undefined) node[last] = value;
}

/** react-hook-form resolver: the shared zod schema, its messages in the page's language. */
export function localizedResolver<V extends FieldValues>(
  schema: z.ZodType<unknown, V>,
  t: T,
): Resolver<V> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as V, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path.map(String) : ['root'];
      setPath(errors, path, { type: issue.code, message: issueMessage(issue, t) });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * Puts the server's field errors of a refused save on the form's fields (the server's message,
 * since the client already checked what it can in the page's language). `prefix` is the part of
 * the server's field path above the form ("siteInfo."). Answers whether any field matched.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  prefix = '',
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const { field, message } of error.fieldErrors) {
    if (!field.startsWith(prefix)) continue;
    setError(field.slice(prefix.length) as Path<V>, { type: 'server', message });
    matched = true;
  }
  return matched;
}

/** The message to show under a toast title: the server's, or nothing. */
export function errorDetail(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
