import { formatSar } from '@store/shared/money';
import { intlLocaleOf } from '@store/shared/locales';
import type { AdminPromotion } from '@store/shared/schemas/promotions';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatStoreDateTime } from '../../../lib/store-time.ts';

/** A day as YYYY-MM-DD kept left to right inside Arabic text (isolated, so it never reads 27-11-2026). */
export const ltrDay = (day: string) => `\u2066${day}\u2069`;

/** How a code reads on the screens: its value, its validity (Riyadh time), its uses. */
export function usePromotionLabels() {
  const { t } = useTranslation('adminPromotions');
  const { language } = useLanguage();
  const sar = (amount: number) => formatSar(amount, language);
  const number = (n: number) => new Intl.NumberFormat(intlLocaleOf(language)).format(n);
  const date = (iso: string) => formatStoreDateTime(iso, language);
  return {
    sar,
    number,
    date,
    value(p: AdminPromotion): string {
      const main =
        p.kind === 'percent'
          ? t('value.percent', { percent: number(p.percent ?? 0) })
          : p.kind === 'fixed'
            ? t('value.fixed', { amount: sar(p.amount ?? 0) })
            : t('value.free_shipping');
      return p.minOrder > 0
        ? `${main} · ${t('value.minOrder', { amount: sar(p.minOrder) })}`
        : main;
    },
    validity(p: AdminPromotion): string {
      if (p.startsAt && p.endsAt) {
        return t('validity.between', { from: date(p.startsAt), until: date(p.endsAt) });
      }
      if (p.startsAt) return t('validity.from', { from: date(p.startsAt) });
      if (p.endsAt) return t('validity.until', { until: date(p.endsAt) });
      return t('validity.always');
    },
    uses(p: AdminPromotion): string {
      return p.usageLimit === null
        ? t('usesUnlimited', { used: number(p.timesUsed) })
        : t('uses', { used: number(p.timesUsed), limit: number(p.usageLimit) });
    },
  };
}
