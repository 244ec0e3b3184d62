import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** While the server confirms a payment: the processing message asking not to close the page. */
export function PaymentProcessing() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-28 text-center">
      <Spinner label={t('paymentReturn.title')} />
      <h1 className="mt-8 text-display-lg">{t('paymentReturn.title')}</h1>
      <p className="mt-5 text-ink-soft">{t('paymentReturn.text')}</p>
    </div>
  );
}

/** A payment that did not go through: why, in an alert, and what the shopper can do next. */
export function PaymentFailure({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center lg:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-full border border-danger/40 text-danger">
        <AlertIcon size={28} />
      </span>
      <h1 className="mt-8 text-display-lg">{title}</h1>
      <p
        role="alert"
        data-testid="payment-error"
        className="mt-6 w-full border-s-2 border-danger bg-rose-light/50 p-5 text-start text-danger"
      >
        {message}
      </p>
      {children}
    </div>
  );
}
