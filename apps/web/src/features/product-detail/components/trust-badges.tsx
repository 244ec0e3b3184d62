import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { BoltIcon, ReturnIcon, SealIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';

/** Authentic, free shipping (with the real threshold), free returns, fast delivery. */
export function TrustBadges({ freeShippingThreshold }: { freeShippingThreshold: number | null }) {
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
  // Only promised when the store's settings make it true (DESIGN.md).
  if (freeShippingThreshold !== null) {
    badges.splice(1, 0, {
      key: 'shipping',
      icon: <TruckIcon />,
      title: t('detail.trust.freeShipping'),
      text:
        freeShippingThreshold === 0 ? (
          t('detail.trust.freeShippingAlways')
        ) : (
          <TextWithSlot
            translate={(amount) => t('detail.trust.freeShippingText', { amount })}
            slot={<Price amount={freeShippingThreshold} />}
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
