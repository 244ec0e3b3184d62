import { Link } from 'react-router';
import { ERROR_CODES } from '@store/shared/errors';
import type { HostedProviderName } from '@store/shared/schemas/payment-providers';
import type { HostedConfirmRequest } from '@store/shared/schemas/payments';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { usePaths } from '../../../hooks/use-paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useHostedConfirm } from '../hooks/use-hosted-confirm.ts';
import { confirmFailureMessage, confirmMayChange } from '../lib/payment-messages.ts';
import { PaymentFailure, PaymentProcessing } from './payment-outcome-views.tsx';

/**
 * Back from the provider's own page (Moyasar, Tabby) on the return page (`return`) or the cancel
 * page (`leave`): the processing message while the server reads the payment, then the success
 * page when it was paid; otherwise the server's message (in the shopper's language) with the way
 * back to checkout, the cart kept, and "check again" while the outcome may still change.
 */
export function HostedOutcome({
  provider,
  order,
  occasion,
}: {
  provider: HostedProviderName;
  order: string | null;
  occasion: HostedConfirmRequest['occasion'];
}) {
  const { t } = useTranslation('checkout');
  const paths = usePaths();
  const confirm = useHostedConfirm(provider, order, occasion);
  if (order && confirm.status === 'confirming') return <PaymentProcessing />;

  const error = order && confirm.status === 'failed' ? confirm.error : null;
  const message = order
    ? confirmFailureMessage(error, {
        createFailed: t('errors.createFailed'),
        captureFailed: t('errors.captureFailed'),
        processingError: t('errors.processingError'),
      })
    : t('paymentReturn.missingOrder');
  const cancelled = error instanceof ApiError && error.code === ERROR_CODES.PAYMENT_CANCELLED;
  return (
    <PaymentFailure
      title={t(cancelled ? 'cancel.title' : 'paymentReturn.failedTitle')}
      message={message}
    >
      <p className="mt-6 text-sm text-ink-soft">{t('cancel.cartKept')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.checkout} replace className={buttonClass('primary', 'md')}>
          {t('paymentReturn.backToCheckout')}
        </Link>
        {order && confirmMayChange(error) && (
          <Button variant="secondary" onClick={confirm.retry}>
            {t('paymentReturn.checkAgain')}
          </Button>
        )}
      </div>
    </PaymentFailure>
  );
}
