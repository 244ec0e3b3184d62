import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/**
 * /payment/return?token=&PayerID= (spec section 2): the processing message. Capturing the payment
 * is wired by the payments issue; until then the page says so instead of spinning forever.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const token = params.get('token');
  const payerId = params.get('PayerID');
  useDocumentTitle(t('paymentReturn.documentTitle'));

  if (!token || !payerId) {
    return (
      <div className="mx-auto max-w-xl px-6 py-28 text-center">
        <h1 className="text-display-lg">{t('paymentReturn.title')}</h1>
        <p role="alert" className="mt-6 text-danger">
          {t('paymentReturn.missing')}
        </p>
        <Link to={paths.checkout} className={buttonClass('secondary', 'md', 'mt-10')}>
          {t('paymentReturn.backToCheckout')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-28 text-center">
      <Spinner label={t('paymentReturn.title')} />
      <h1 className="mt-8 text-display-lg">{t('paymentReturn.title')}</h1>
      <p className="mt-5 text-ink-soft">{t('paymentReturn.text')}</p>
      <p role="status" className="mt-10 border border-line bg-paper p-5 text-sm text-ink-soft">
        {t('paymentReturn.unavailable')}
      </p>
    </div>
  );
}
