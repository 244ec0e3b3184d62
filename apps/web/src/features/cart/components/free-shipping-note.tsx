import { halalasToSar } from '@store/shared/money';
import { useShippingOptions } from '../../../api/get-shipping-options.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TruckIcon } from '../../../components/ui/icons/truck-icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';

/**
 * "Free shipping on orders over …" as the shipping zones make it true (issue 19): everywhere, or
 * "to selected cities" when only some zones have it; nothing when no delivery is ever free.
 */
export function FreeShippingNote() {
  const { t } = useTranslation('cart');
  // Asked when the drawer shows a cart, not by every page that has the drawer closed.
  const note = useShippingOptions().freeShipping;
  if (note === null) return null;
  const key = note.everywhere ? 'freeShipping' : 'freeShippingSome';
  return (
    <p className="flex items-center gap-2 text-xs text-ink-soft" data-testid="free-shipping-note">
      <TruckIcon size={16} className="shrink-0 text-gold-deep" />
      <span>
        <TextWithSlot
          translate={(amount) => t(key, { amount })}
          slot={<Price amount={halalasToSar(note.fromHalalas)} />}
        />
      </span>
    </p>
  );
}
