import { halalasToSar, sarToHalalas } from '@store/shared/money';
import { usePaymentMethods } from '../../api/get-payment-methods.ts';
import { cx } from '../../lib/class-names.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { offerTakes, splitInstalments } from '../../lib/pay-later.ts';
import { Price } from '../ui/price.tsx';
import { TextWithSlot } from '../ui/text-with-slot.tsx';
import { TabbyBadge } from './tabby-mark.tsx';

/**
 * "or 4 interest-free payments of … with Tabby" for an amount in SAR (a product's price, the
 * cart's total): only while the store offers Tabby and the amount is within its limits. The first
 * payment is shown, the largest when the amount does not split evenly.
 */
export function PayLaterLine({ amount, className }: { amount: number; className?: string }) {
  const { t } = useTranslation('common');
  const offers = usePaymentMethods();
  const tabby = offers.find((offer) => offer.method === 'tabby');
  const totalHalalas = sarToHalalas(amount);
  if (!tabby || totalHalalas <= 0 || !offerTakes(tabby, totalHalalas)) return null;
  const [first = 0] = splitInstalments(totalHalalas);
  return (
    <p
      data-testid="pay-later"
      className={cx('flex items-center gap-2 text-sm text-ink-soft', className)}
    >
      <span className="min-w-0">
        <TextWithSlot
          translate={(instalment) => t('payLater.line', { amount: instalment })}
          slot={<Price amount={halalasToSar(first)} className="font-medium text-ink" />}
        />
      </span>
      {/* Beside the sentence, however it wraps: never alone on a line of its own. */}
      <TabbyBadge />
    </p>
  );
}
