import { useId } from 'react';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGE_MAX_LINES,
  giftMessageProblem,
  type GiftOptions,
} from '@store/shared/gifting';
import { Price } from '../../../components/ui/price.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** What the checkout holds of the gift: off, or the options (decision 036). */
export type GiftChoice = GiftOptions | null;

export const NO_GIFT_OPTIONS: GiftOptions = { wrap: false, message: '', hidePrices: false };

/**
 * "This order is a gift": wrapping for the store's fee, a message for the packing slip (counted as
 * typed, with the server's own limits), and prices hidden on the slip. The fee joins the summary's
 * total as soon as wrapping is ticked.
 */
export function GiftOptionsFields({
  value,
  onChange,
  wrapFeeSar,
}: {
  value: GiftChoice;
  onChange: (next: GiftChoice) => void;
  wrapFeeSar: number;
}) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const gift = value ?? NO_GIFT_OPTIONS;
  const set = (change: Partial<GiftOptions>) => onChange({ ...gift, ...change });
  const problem = value ? giftMessageProblem(value.message) : null;
  const length = [...gift.message.trim()].length;
  return (
    <fieldset className="min-w-0" data-testid="gift-options">
      <legend className="font-display text-display-md">{t('gift.title')}</legend>
      <label className="mt-6 flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange(event.target.checked ? NO_GIFT_OPTIONS : null)}
          className="size-5 shrink-0 accent-ink"
          data-testid="gift-toggle"
        />
        <span>{t('gift.isGift')}</span>
      </label>
      {value && (
        <div className="mt-5 space-y-5 border-s-2 border-gold-deep/40 ps-5">
          <label className="flex cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              checked={gift.wrap}
              onChange={(event) => set({ wrap: event.target.checked })}
              className="size-5 shrink-0 accent-ink"
              data-testid="gift-wrap"
            />
            <span>
              {t('gift.wrap')}{' '}
              <span className="text-ink-muted">
                (
                {wrapFeeSar > 0 ? (
                  <>
                    + <Price amount={wrapFeeSar} />
                  </>
                ) : (
                  t('gift.wrapFree')
                )}
                )
              </span>
            </span>
          </label>
          <div>
            <label htmlFor={`${id}-message`} className="mb-2 block text-sm text-ink-soft">
              {t('gift.message')}
            </label>
            <textarea
              id={`${id}-message`}
              rows={3}
              dir="auto"
              value={gift.message}
              onChange={(event) => set({ message: event.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint ${id}-count`}
              className={cx(
                'w-full border bg-paper px-4 py-3 text-base text-ink',
                problem ? 'border-danger' : 'border-line focus:border-ink',
              )}
              data-testid="gift-message"
            />
            <div className="mt-1 flex justify-between gap-4 text-xs">
              <p id={`${id}-hint`} className="min-w-0 text-ink-muted">
                {problem ? (
                  <span className="text-danger" role="status" data-testid="gift-message-problem">
                    {t(`errors.${problem}`, {
                      max:
                        problem === 'messageTooLong'
                          ? GIFT_MESSAGE_MAX_LENGTH
                          : GIFT_MESSAGE_MAX_LINES,
                    })}
                  </span>
                ) : (
                  t('gift.messageHint')
                )}
              </p>
              <p
                id={`${id}-count`}
                className={cx(
                  'shrink-0',
                  length > GIFT_MESSAGE_MAX_LENGTH ? 'text-danger' : 'text-ink-muted',
                )}
              >
                {t('gift.counter', { count: length, max: GIFT_MESSAGE_MAX_LENGTH })}
              </p>
            </div>
          </div>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={gift.hidePrices}
              onChange={(event) => set({ hidePrices: event.target.checked })}
              className="mt-0.5 size-5 shrink-0 accent-ink"
              data-testid="gift-hide-prices"
            />
            <span>
              <span className="block">{t('gift.hidePrices')}</span>
              <span className="block text-xs text-ink-muted">{t('gift.hidePricesHint')}</span>
            </span>
          </label>
        </div>
      )}
    </fieldset>
  );
}
