import { useEffect, useId, useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderDiscount } from '@store/shared/discounts';
import { ERROR_CODES } from '@store/shared/errors';
import { halalasToSar } from '@store/shared/money';
import { ApiError } from '../../lib/api-error.ts';
import { cx } from '../../lib/class-names.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { discountCodeStore } from '../../stores/discount-code.ts';
import { Button } from '../ui/button.tsx';
import { AlertIcon } from '../ui/icons/alert-icon.tsx';
import { Ltr } from '../ui/ltr.tsx';
import { Price } from '../ui/price.tsx';

/**
 * The discount code field of the cart and the checkout (issue 21): the shopper types a code and
 * sees at once what it saves, or why it does not apply, in the page's language (the server's
 * words). The saving shown is computed by the caller with computeOrderTotals, as the server will.
 */
export function DiscountCodeField({
  code,
  check,
  savingHalalas,
  setAside = false,
  className,
}: {
  /** The code entered (discountCodeStore). */
  code: string;
  check: UseQueryResult<OrderDiscount>;
  /** What it takes off goods and delivery for the cart as shown. */
  savingHalalas: number;
  /**
   * The code does not combine and the offers in the cart save more (computeOrderTotals'
   * `codeSetAside`): it gives nothing and the order will not claim it (decision 037).
   */
  setAside?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('cart');
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(code);
  useEffect(() => setText(code), [code]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    discountCodeStore.apply(text);
  };
  const error = check.error;
  const refusal = code
    ? error instanceof ApiError && error.code === ERROR_CODES.DISCOUNT_NOT_APPLICABLE
      ? error.message
      : error
        ? t('discount.failed')
        : null
    : null;
  const applied = code && check.data && !check.isError ? check.data : null;
  const isolated = `\u2068${applied?.code ?? code}\u2069`;

  if (applied) {
    return (
      <div
        className={cx('flex items-center justify-between gap-3 text-sm', className)}
        data-testid="discount-applied"
        aria-live="polite"
      >
        <p className="min-w-0">
          <span className="font-medium">
            {t(setAside ? 'discount.notUsed' : 'discount.applied', { code: isolated })}
          </span>
          <span className="block text-xs text-ink-soft">
            {setAside ? (
              <span data-testid="discount-set-aside">{t('discount.setAside')}</span>
            ) : applied.rule.kind === 'free_shipping' ? (
              t('discount.freeDelivery')
            ) : (
              <>
                {t('discount.saving')} <Price amount={halalasToSar(savingHalalas)} />
              </>
            )}
          </span>
        </p>
        <Button
          variant="link"
          size="sm"
          onClick={discountCodeStore.remove}
          aria-label={t('discount.removeNamed', { code: isolated })}
          data-testid="discount-remove"
        >
          {t('discount.remove')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className={className} noValidate data-testid="discount-form">
      <label htmlFor={inputId} className="mb-1.5 block text-xs text-ink-soft">
        {t('discount.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="discountCode"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('discount.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? messageId : undefined}
          className={cx(
            'h-10 w-0 min-w-0 flex-1 border bg-ivory px-3 text-sm uppercase placeholder:normal-case placeholder:text-ink-muted focus:border-ink focus:outline-none rtl:text-end',
            refusal ? 'border-danger' : 'border-line',
          )}
          data-testid="discount-input"
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          className="h-10 shrink-0"
          aria-disabled={check.isFetching || undefined}
          data-testid="discount-apply"
        >
          {check.isFetching && code === text.trim() ? t('discount.checking') : t('discount.apply')}
        </Button>
      </div>
      {refusal && (
        <p
          id={messageId}
          role="alert"
          className="mt-2 flex gap-2 text-xs text-danger"
          data-testid="discount-message"
        >
          <AlertIcon size={14} className="mt-0.5 shrink-0" />
          <span>
            {refusal}{' '}
            <button
              type="button"
              onClick={discountCodeStore.remove}
              className="text-ink underline underline-offset-2"
            >
              {t('discount.remove')}
            </button>
          </span>
        </p>
      )}
    </form>
  );
}

/** The code as the summary names it, kept left to right inside Arabic text. */
export function DiscountCodeLabel({ code }: { code: string }) {
  return <Ltr>{code}</Ltr>;
}
