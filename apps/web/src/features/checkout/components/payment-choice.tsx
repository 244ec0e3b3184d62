import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/class-names.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../lib/checkout-form.ts';

const LABELS = {
  online: { title: 'online', text: 'onlineText' },
  cod: { title: 'cod', text: 'codText' },
} as const;

/** Online payment or cash on delivery, as a radio group. */
export function PaymentChoice({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset>
      <legend className="font-display text-display-md">{t('payment')}</legend>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => (
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
              className="mt-1 size-4 accent-ink"
            />
            <span>
              <span className="block font-medium text-ink">{t(LABELS[method].title)}</span>
              <span className="mt-1 block text-sm text-ink-soft">{t(LABELS[method].text)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
