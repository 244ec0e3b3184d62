import type { TranslationTree, TranslationValue } from '@store/shared/schemas/content';

export interface PlainTranslations {
  [key: string]: string | PlainTranslations;
}

function isTextWrapper(value: TranslationValue): value is { text: string } {
  return (
    typeof value === 'object' &&
    Object.keys(value).length === 1 &&
    typeof (value as { text?: unknown }).text === 'string'
  );
}

/**
 * Unwraps the `{ text }` values the content API may hold (spec section 3) into plain strings,
 * keeping nested groups, and drops empty strings so a blank admin field never hides a default.
 */
export function toPlainTranslations(tree: TranslationTree): PlainTranslations {
  const result: PlainTranslations = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      if (value.trim()) result[key] = value;
    } else if (isTextWrapper(value)) {
      if (value.text.trim()) result[key] = value.text;
    } else if (typeof value === 'object' && value !== null) {
      result[key] = toPlainTranslations(value as TranslationTree);
    }
  }
  return result;
}
