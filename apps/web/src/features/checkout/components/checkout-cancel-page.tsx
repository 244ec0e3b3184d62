import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { usePaths } from '../../../hooks/use-paths.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { useReleasePayment } from '../hooks/use-release-payment.ts';
import { readHostedReturn } from '../lib/return-params.ts';
import { HostedOutcome } from './hosted-outcome.tsx';

/**
 * /checkout/cancel (spec section 2): nothing charged, cart kept; retry, browse or go home. From
 * Moyasar's back link or Tabby's cancel (`?provider=moyasar|tabby&order=`) the server settles the
 * payment first, and says what became of it (paid meanwhile: the success page).
 */
export function CheckoutCancelPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const hosted = readHostedReturn(params);
  usePrivatePageHead(t('cancel.documentTitle'));
  return hosted?.order ? (
    <HostedOutcome provider={hosted.provider} order={hosted.order} occasion="leave" />
  ) : (
    <PaymentCancelled token={hosted ? null : params.get('token')} />
  );
}

/** Coming from PayPal's cancel link (`?token=`), the held stock is released. */
function PaymentCancelled({ token }: { token: string | null }) {
  const { t } = useTranslation('checkout');
  const paths = usePaths();
  useReleasePayment(token);
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center lg:py-32">
      <h1 className="text-display-xl">{t('cancel.title')}</h1>
      <p className="mt-6 text-lg text-ink-soft">{t('cancel.text')}</p>
      <p className="mt-3 text-ink-soft">{t('cancel.cartKept')}</p>
      <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.checkout} className={buttonClass('primary', 'lg')}>
          {t('cancel.retry')}
        </Link>
        <Link to={paths.products} className={buttonClass('secondary', 'lg')}>
          {t('cancel.browse')}
        </Link>
        <Link to={paths.home} className={buttonClass('link', 'lg', 'self-center sm:ms-3')}>
          {t('cancel.home')}
        </Link>
      </div>
    </div>
  );
}
