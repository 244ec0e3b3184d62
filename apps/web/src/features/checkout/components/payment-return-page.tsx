import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PAYMENT_FAILURE_REDIRECT_MS } from '@store/shared/constants';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { usePaths } from '../../../hooks/use-paths.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { usePaymentCapture } from '../hooks/use-payment-capture.ts';
import { useRedirectAfter } from '../hooks/use-redirect-after.ts';
import { captureFailureMessage } from '../lib/payment-messages.ts';
import { readHostedReturn, readReturnParams } from '../lib/return-params.ts';
import { HostedOutcome } from './hosted-outcome.tsx';
import { PaymentFailure, PaymentProcessing } from './payment-outcome-views.tsx';

/**
 * /payment/return (spec sections 2, 4 and 5): back from the payment provider. From Moyasar or
 * Tabby (`?provider=moyasar|tabby&order=`) the server confirms the payment; from PayPal
 * (`?token=&PayerID=`) the approved payment is captured.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const hosted = readHostedReturn(params);
  usePrivatePageHead(t('paymentReturn.documentTitle'));
  return hosted ? (
    <HostedOutcome provider={hosted.provider} order={hosted.order} occasion="return" />
  ) : (
    <PaypalReturn params={params} />
  );
}

/**
 * The processing message while the approved PayPal payment is captured, then the success page;
 * on failure the error, and /checkout/cancel after 5 seconds.
 */
function PaypalReturn({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('checkout');
  const paths = usePaths();
  const returned = readReturnParams(params);
  const capture = usePaymentCapture(returned.ok ? returned.token : null);

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

  if (!message) return <PaymentProcessing />;
  return (
    <PaymentFailure title={t('paymentReturn.failedTitle')} message={message}>
      <p className="mt-6 text-sm text-ink-soft">
        {t('paymentReturn.redirecting', { seconds: PAYMENT_FAILURE_REDIRECT_MS / 1000 })}
      </p>
      <Link to={paths.checkoutCancel} replace className={buttonClass('secondary', 'md', 'mt-8')}>
        {t('paymentReturn.continue')}
      </Link>
    </PaymentFailure>
  );
}
