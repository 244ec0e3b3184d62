import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePrivatePageHead } from '../../seo/use-private-page-head.ts';
import { usePublicOrder } from '../api/get-public-order.ts';
import { readPendingPayment } from '../lib/pending-payment.ts';
import { OrderConfirmation } from './order-confirmation.tsx';

/**
 * /checkout/success?orderNumber= (spec section 2): after an online payment. The order number comes
 * from the address; its status and items from the public lookup, which needs the email this tab
 * kept while the shopper was at the payment provider.
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() || undefined;
  const pending = readPendingPayment();
  const email = pending && pending.orderNumber === orderNumber ? pending.email : undefined;
  const lookup = usePublicOrder(orderNumber, email);
  usePrivatePageHead(t('success.documentTitle'));

  return (
    <OrderConfirmation
      orderNumber={orderNumber}
      order={lookup.data ?? null}
      email={email}
      loadingOrder={lookup.isLoading}
      lead={lookup.data?.paymentStatus === 'paid' ? t('success.paidLead') : undefined}
    />
  );
}
