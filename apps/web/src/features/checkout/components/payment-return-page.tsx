import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PAYMENT_FAILURE_REDIRECT_MS } from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { usePaymentCapture } from '../hooks/use-payment-capture.ts';
import { useRedirectAfter } from '../hooks/use-redirect-after.ts';
import { captureFailureMessage } from '../lib/payment-messages.ts';
import { readReturnParams } from '../lib/return-params.ts';

/**
 * /payment/return?token=&PayerID= (spec sections 2, 4 and 5): the processing message while the
 * approved payment is captured, then the success page; on failure the error, and /checkout/cancel
 * after 5 seconds.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const returned = readReturnParams(params);
  const capture = usePaymentCapture(returned.ok ? returned.token : null);
  useDocumentTitle(t('paymentReturn.documentTitle'));

  const message = !returned.ok
    ? t('paymentReturn.missing')
    : capture.status === 'failed'
      ? captureFailureMessage(capture.error, {
          createFailed: t('errors.createFailed'),
          captureFailed: t('errors.captureFailed'),
          processingError: t('errors.processingError'),
        })
      : null;
  useRedirectAfter(message ? paths.checkoutCancel : null, PAYMENT_FAILURE_REDIRECT_MS);

  if (message) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center lg:py-28">
        <span className="inline-flex size-16 items-center justify-center rounded-full border border-danger/40 text-danger">
          <AlertIcon size={28} />
        </span>
        <h1 className="mt-8 text-display-lg">{t('paymentReturn.failedTitle')}</h1>
        <p
          role="alert"
          data-testid="payment-error"
          className="mt-6 w-full border-s-2 border-danger bg-rose-light/50 p-5 text-start text-danger"
        >
          {message}
        </p>
        <p className="mt-6 text-sm text-ink-soft">
          {t('paymentReturn.redirecting', { seconds: PAYMENT_FAILURE_REDIRECT_MS / 1000 })}
        </p>
        <Link to={paths.checkoutCancel} replace className={buttonClass('secondary', 'md', 'mt-8')}>
          {t('paymentReturn.continue')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-28 text-center">
      <Spinner label={t('paymentReturn.title')} />
      <h1 className="mt-8 text-display-lg">{t('paymentReturn.title')}</h1>
      <p className="mt-5 text-ink-soft">{t('paymentReturn.text')}</p>
    </div>
  );
}
