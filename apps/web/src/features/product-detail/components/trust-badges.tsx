import type { ReactNode } from 'react';
import { halalasToSar } from '@store/shared/money';
import type { FreeShippingNote } from '@store/shared/schemas/shipping';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { BoltIcon } from '../../../components/ui/icons/bolt-icon.tsx';
import { ReturnIcon } from '../../../components/ui/icons/return-icon.tsx';
import { SealIcon } from '../../../components/ui/icons/seal-icon.tsx';
import { TruckIcon } from '../../../components/ui/icons/truck-icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';

/** Authentic, free shipping (with the real threshold), free returns, fast delivery. */
export function TrustBadges({ freeShipping }: { freeShipping: FreeShippingNote }) {
  const { t } = useTranslation('catalog');
  const badges: { key: string; icon: ReactNode; title: string; text: ReactNode }[] = [
    {
      key: 'authentic',
      icon: <SealIcon />,
      title: t('detail.trust.authentic'),
      text: t('detail.trust.authenticText'),
    },
    {
      key: 'returns',
      icon: <ReturnIcon />,
      title: t('detail.trust.freeReturns'),
      text: t('detail.trust.freeReturnsText'),
    },
    {
      key: 'fast',
      icon: <BoltIcon />,
      title: t('detail.trust.fastDelivery'),
      text: t('detail.trust.fastDeliveryText'),
    },
  ];
  // Only promised when the shipping zones make it true (DESIGN.md, issue 19).
  if (freeShipping !== null) {
    badges.splice(1, 0, {
      key: 'shipping',
      icon: <TruckIcon />,
      title: t('detail.trust.freeShipping'),
      text:
        freeShipping.fromHalalas === 0 && freeShipping.everywhere ? (
          t('detail.trust.freeShippingAlways')
        ) : (
          <TextWithSlot
            translate={(amount) =>
              t(
                freeShipping.everywhere
                  ? 'detail.trust.freeShippingText'
                  : 'detail.trust.freeShippingSomeText',
                { amount },
              )
            }
            slot={<Price amount={halalasToSar(freeShipping.fromHalalas)} />}
          />
        ),
    });
  }
  return (
    <ul className="mt-10 grid grid-cols-2 gap-px border border-line bg-line">
      {badges.map((badge) => (
        <li key={badge.key} className="flex gap-3 bg-ivory p-4">
          <span className="mt-0.5 shrink-0 text-gold-deep">{badge.icon}</span>
          <div>
            <p className="text-sm font-medium text-ink">{badge.title}</p>
            <p className="mt-0.5 text-xs leading-relaxed text-ink-soft">{badge.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
