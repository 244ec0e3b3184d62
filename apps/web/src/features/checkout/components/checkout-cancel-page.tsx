import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useReleasePayment } from '../hooks/use-release-payment.ts';

/**
 * /checkout/cancel (spec section 2): nothing charged, cart kept; retry, browse or go home. Coming
 * from the provider's cancel link (`?token=`), the held stock is released.
 */
export function CheckoutCancelPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  useReleasePayment(params.get('token'));
  useDocumentTitle(t('cancel.documentTitle'));
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
