import type { ErrorReason } from '@store/shared/errors';
import { usePaymentEventLabels } from '../../../components/admin/payment-event-parts.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { adminSales as englishTexts } from '../../../locales/en/admin-sales.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';

type RefusalKey = keyof typeof englishTexts.order.refund.refusals;
/** The values of a refusal that are halalas, shown as money. */
const MONEY = new Set(['amount', 'held', 'remaining', 'refunded', 'captured', 'asked']);
/** The values that name a provider, shown as the page names it. */
const PROVIDERS = new Set(['provider', 'paidWith', 'current']);

/**
 * A refund's refusal in the page's language, its amounts as money and its providers by name; null
 * for a reason the refund flow does not give (the caller words that one). An order's refund and a
 * return's refund go through the same flow, so both dialogs say its refusals alike.
 */
export function useRefundRefusalText() {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  const labels = usePaymentEventLabels();
  return (reason: ErrorReason): string | null => {
    if (!(reason.key in englishTexts.order.refund.refusals)) return null;
    const values = Object.fromEntries(
      Object.entries(reason.params).map(([name, value]) => [
        name,
        MONEY.has(name) && typeof value === 'number'
          ? format.money(value / 100)
          : PROVIDERS.has(name)
            ? labels.provider(String(value).toLowerCase())
            : value,
      ]),
    );
    return t(`order.refund.refusals.${reason.key as RefusalKey}`, values);
  };
}
