import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { Card } from './section-card.tsx';

/** Each attempt to pay the order through a provider: ids, both amounts, state, failure. */
export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  return (
    <Card title={t('order.payment')} id="order-payment-title" testId="order-payment">
      <p className="text-sm text-ink-soft">
        {t('order.paymentMethod')}:{' '}
        <span className="text-ink">{t(`paymentMethod.${order.paymentMethod}`)}</span>
      </p>
      {order.payments.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{t('order.noPaymentRecord')}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {order.payments.map((payment) => {
            const charged = new Intl.NumberFormat(
              format.language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA',
              {
                style: 'currency',
                currency: payment.settlementCurrency,
              },
            ).format(payment.chargedAmount);
            return (
              <li
                key={payment.id}
                className="border border-line p-4"
                data-testid="order-payment-record"
              >
                <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  <Item label={t('order.provider')} value={payment.provider} />
                  <Item label={t('order.recordStatus')} value={payment.status} />
                  <Item label={t('order.amount')} value={format.money(payment.amount)} />
                  <Item
                    label={t('order.charged')}
                    value={charged}
                    hint={t('order.rate', {
                      currency: payment.settlementCurrency,
                      rate: payment.settlementRate,
                    })}
                  />
                  <Item label={t('order.providerOrderId')} value={payment.providerOrderId} mono />
                  <Item label={t('order.captureId')} value={payment.captureId} mono />
                  {payment.paidWith && (
                    <Item label={t('order.paidWith')} value={paidWith(payment, t)} />
                  )}
                  {payment.refundId && (
                    <Item label={t('order.refundId')} value={payment.refundId} mono />
                  )}
                  {payment.failureCode && (
                    <Item
                      label={t('order.failure')}
                      value={`${payment.failureCode}${payment.failureMessage ? `: ${payment.failureMessage}` : ''}`}
                    />
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

const CARD_BRANDS: Record<string, string> = {
  mada: 'mada',
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
};

/** "Card · mada •••• 1010", "Apple Pay · Visa •••• 4242", "STC Pay". */
function paidWith(
  payment: AdminOrderDetail['payments'][number],
  t: ReturnType<typeof useTranslation<'adminSales'>>['t'],
): string {
  const kinds = ['creditcard', 'applepay', 'stcpay'] as const;
  const kind = kinds.find((one) => one === payment.paidWith);
  const parts = [kind ? t(`order.paidWithKinds.${kind}`) : (payment.paidWith ?? '')];
  if (payment.cardBrand) {
    const brand = CARD_BRANDS[payment.cardBrand] ?? payment.cardBrand;
    parts.push(payment.cardLast4 ? `${brand} •••• ${payment.cardLast4}` : brand);
  }
  return parts.join(' · ');
}

function Item({
  label,
  value,
  hint,
  mono,
}: {
  label: string;
  value: string | null;
  hint?: string;
  mono?: boolean;
}) {
  const { t } = useTranslation('adminSales');
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all text-ink' : 'text-ink'}>
        <Ltr>{value ?? t('common.none')}</Ltr>
        {hint && <span className="block text-xs text-ink-muted">{hint}</span>}
      </dd>
    </div>
  );
}
