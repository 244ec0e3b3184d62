import { useId, useState } from 'react';
import { halalasToSar } from '@store/shared/money';
import type { PaymentMethodOffer } from '@store/shared/schemas/payments';
import { InfoIcon } from '../../../components/ui/icons/info-icon.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { TextWithSlot } from '../../../components/ui/text-with-slot.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/class-names.ts';
import { splitInstalments } from '../../../lib/pay-later.ts';
import { canUseApplePay } from '../lib/apple-pay.ts';
import type { PaymentMethod } from '../lib/checkout-form.ts';
import { PaymentMarks, type PaymentMarkName } from './payment-marks.tsx';

const LABELS = {
  moyasar: { title: 'moyasar', text: 'moyasarText' },
  tabby: { title: 'tabby', text: 'tabbyText' },
  paypal: { title: 'online', text: 'onlineText' },
  cod: { title: 'cod', text: 'codText' },
} as const;

/** The marks a method shows; Apple Pay's only where this browser can pay with it. */
function marksOf(offer: PaymentMethodOffer, applePay: boolean): PaymentMarkName[] {
  if (offer.method === 'paypal') return ['paypal'];
  if (offer.method === 'cod') return [];
  if (offer.method === 'tabby') return ['tabby'];
  return offer.marks.filter((mark) => mark !== 'applepay' || applePay);
}

/**
 * The payment methods on offer, in the server's order, as a radio group: each with its name,
 * its marks and a line on how it works (Tabby's with the first of its 4 payments of the order
 * total); the simulator's notice when the chosen one is simulated.
 */
export function PaymentChoice({
  offers,
  loading = false,
  value,
  onChange,
  totalHalalas,
}: {
  offers: readonly PaymentMethodOffer[];
  /** The server's list is still awaited: the group says it is busy (`aria-busy`). */
  loading?: boolean;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The order total shown in the summary. */
  totalHalalas: number;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [applePay] = useState(canUseApplePay);
  const chosen = offers.find((offer) => offer.method === value);
  const simulated = chosen && 'simulated' in chosen && chosen.simulated;

  return (
    <fieldset className="min-w-0" aria-busy={loading}>
      <legend className="font-display text-display-md">{t('payment')}</legend>
      <div className="mt-6 grid gap-3">
        {offers.map((offer) => {
          const { method } = offer;
          const marks = marksOf(offer, applePay);
          const ids = { title: `${id}${method}-title`, text: `${id}${method}-text` };
          const marksId = `${id}${method}-marks`;
          return (
            <label
              key={method}
              className={cx(
                'flex cursor-pointer gap-4 border p-5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-deep',
                value === method ? 'border-ink bg-paper' : 'border-line hover:border-ink-muted',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                aria-labelledby={ids.title}
                aria-describedby={marks.length > 0 ? `${ids.text} ${marksId}` : ids.text}
                className="mt-1 size-4 shrink-0 accent-ink"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <span id={ids.title} className="font-medium text-ink">
                    {t(LABELS[method].title)}
                  </span>
                  <PaymentMarks id={marksId} marks={marks} />
                </span>
                <span id={ids.text} className="mt-1 block text-sm text-ink-soft">
                  {method === 'tabby' ? (
                    <TextWithSlot
                      translate={(amount) => t('tabbyText', { amount })}
                      slot={<Price amount={halalasToSar(splitInstalments(totalHalalas)[0] ?? 0)} />}
                    />
                  ) : (
                    t(LABELS[method].text)
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {simulated && (
        <p
          data-testid="simulator-notice"
          className="mt-4 flex gap-3 border-s-2 border-warning bg-champagne-light/30 p-4 text-sm text-warning"
        >
          <InfoIcon className="shrink-0" />
          <span>{t('simulatorNotice')}</span>
        </p>
      )}
    </fieldset>
  );
}
