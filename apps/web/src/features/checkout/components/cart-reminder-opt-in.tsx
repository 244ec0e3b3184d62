import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * "Remind me of my cart": off until the shopper ticks it (PDPL: no reminder without consent).
 * Its words are what the consent records, so the label is the sentence agreed to.
 */
export function CartReminderOptIn({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  return (
    <div className="mt-5 flex items-start gap-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4 shrink-0 accent-ink"
        aria-describedby={`${id}-hint`}
        data-testid="checkout-cart-reminder"
      />
      <div>
        <label htmlFor={id} className="text-sm text-ink">
          {t('reminder.label')}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {t('reminder.hint')}
        </p>
      </div>
    </div>
  );
}
