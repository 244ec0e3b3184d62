import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { cx } from '../../../lib/class-names.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The order's number (unless the address gave it) and the email it was placed with: what the
 * return page needs to show an order, as the order lookup does.
 */
export function OrderLookupForm({
  orderNumber,
  initialEmail = '',
  onSubmit,
  testId,
}: {
  /** Known from the address: not asked again. */
  orderNumber?: string;
  initialEmail?: string;
  onSubmit: (found: { orderNumber: string; email: string }) => void;
  testId?: string;
}) {
  const { t } = useTranslation('returns');
  const id = useId();
  const [number, setNumber] = useState(orderNumber ?? '');
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const numberProblem = submitted && !number.trim() ? t('page.orderNumberRequired') : null;
  const emailProblem = submitted && !EMAIL.test(email.trim()) ? t('page.emailInvalid') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!number.trim() || !EMAIL.test(email.trim())) return;
    onSubmit({ orderNumber: number.trim(), email: email.trim() });
  };
  const field = (invalid: boolean) =>
    cx(
      'h-12 w-full border bg-paper px-4 text-base text-ink',
      invalid ? 'border-danger' : 'border-line focus:border-ink',
    );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid={testId}>
      {orderNumber === undefined && (
        <div>
          <label htmlFor={`${id}-number`} className="mb-2 block text-sm text-ink-soft">
            {t('page.orderNumber')}
          </label>
          <input
            id={`${id}-number`}
            dir="ltr"
            autoComplete="off"
            value={number}
            aria-invalid={Boolean(numberProblem) || undefined}
            aria-describedby={numberProblem ? `${id}-number-error` : undefined}
            onChange={(event) => setNumber(event.target.value)}
            className={cx(field(Boolean(numberProblem)), 'font-mono uppercase')}
            placeholder="MA-XXXX-XXXX"
            data-testid="lookup-order-number"
          />
          {numberProblem && (
            <p id={`${id}-number-error`} role="alert" className="mt-1.5 text-sm text-danger">
              {numberProblem}
            </p>
          )}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-email`} className="mb-2 block text-sm text-ink-soft">
          {t('page.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          aria-invalid={Boolean(emailProblem) || undefined}
          aria-describedby={emailProblem ? `${id}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className={field(Boolean(emailProblem))}
          data-testid="lookup-email"
        />
        {emailProblem && (
          <p id={`${id}-email-error`} role="alert" className="mt-1.5 text-sm text-danger">
            {emailProblem}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" data-testid="lookup-submit">
        {t('page.show')}
      </Button>
    </form>
  );
}
