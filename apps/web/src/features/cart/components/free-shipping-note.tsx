import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TruckIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';

/**
 * "Free shipping on orders over …" with the threshold from the site settings, so the note is
 * always true (DESIGN.md); nothing when the store has no free shipping.
 */
export function FreeShippingNote({ threshold }: { threshold: number | null }) {
  const { t } = useTranslation('cart');
  if (threshold === null) return null;
  return (
    <p className="flex items-center gap-2 text-xs text-ink-soft" data-testid="free-shipping-note">
      <TruckIcon size={16} className="shrink-0 text-gold-deep" />
      <span>
        <TextWithSlot
          translate={(amount) => t('freeShipping', { amount })}
          slot={<Price amount={threshold} />}
        />
      </span>
    </p>
  );
}
