import type { JobState } from '@store/shared/schemas/jobs';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The job types the server knows today; a type not listed here is shown as it is stored. */
const TYPE_KEYS = {
  'email.order-confirmation': 'monitoring.jobs.types.orderConfirmation',
  'email.order-notice': 'monitoring.jobs.types.orderNotice',
  'checkout.expire-pending-payments': 'monitoring.jobs.types.expirePendingPayments',
  'jobs.prune': 'monitoring.jobs.types.prune',
} as const;

function isKnownType(type: string): type is keyof typeof TYPE_KEYS {
  return Object.hasOwn(TYPE_KEYS, type);
}

/** Job types and states in the page's language. */
export function useJobLabels() {
  const { t } = useTranslation('adminSystem');
  return {
    /** The human name of a type, or null when the type is not one we know. */
    type: (type: string): string | null => (isKnownType(type) ? t(TYPE_KEYS[type]) : null),
    state: (state: JobState): string => t(`monitoring.jobs.states.${state}`),
  };
}
