import type { ErrorReason } from '@store/shared/errors';
import { REVIEW_LIMITS } from '@store/shared/review-limits';
import { REVIEW_REFUSALS, type ReviewRefusal } from '@store/shared/schemas/reviews';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

function isRefusal(key: string): key is ReviewRefusal {
  return (REVIEW_REFUSALS as readonly string[]).includes(key);
}

/** The review page's refusals in the page's language, from the server's reason or its own checks. */
export function useReviewTexts() {
  const { t } = useTranslation('reviews');
  const refusal = (reason: { key: string; params?: ErrorReason['params'] }) => {
    if (!isRefusal(reason.key)) return t('refusals.generic');
    const max = reason.key === 'titleTooLong' ? REVIEW_LIMITS.titleMax : REVIEW_LIMITS.textMax;
    return t(`refusals.${reason.key}`, { name: '', max, ...reason.params });
  };
  /** An API failure in the page's language: its reason when the page knows it. */
  const failure = (error: unknown) =>
    error instanceof ApiError && error.reason ? refusal(error.reason) : t('refusals.generic');
  return { refusal, failure };
}
