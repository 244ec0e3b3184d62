import { localize } from '@store/shared/locales';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { RecordPage } from '../../../components/admin/record-page.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useOrder } from '../api/get-order.ts';
import { useStoreFormat } from '../../../lib/use-store-format.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderHistory } from './order-history.tsx';
import { Card } from './section-card.tsx';
import { OrderPayments } from './order-payments.tsx';
import { OrderPaymentTimeline } from './order-payment-timeline.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderShipments } from './order-shipments.tsx';
import { OrderTaxDocuments } from './order-tax-documents.tsx';
import { WhatsAppMessage } from './whatsapp-message.tsx';
import { findCity, findRegion } from '@store/shared/saudi/places';
import { taxDocumentPath } from '../../../config/admin-sections.ts';

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminSales');
  const query = useOrder(id);
  useDocumentTitle(
    query.data ? t('order.title', { number: query.data.orderNumber }) : t('orders.title'),
  );

  return (
    <RecordPage
      back={
        <BackLink to=".." relative="path">
          {t('order.back')}
        </BackLink>
      }
      query={query}
      loading={{ rows: 6, label: t('order.title', { number: '' }) }}
      notFound={{ title: t('order.notFoundTitle'), description: t('order.notFoundDescription') }}
      loadError={t('order.loadError')}
    >
      {(order) => <OrderDetail order={order} onConflict={() => void query.refetch()} />}
    </RecordPage>
  );
}

function OrderDetail({ order, onConflict }: { order: AdminOrderDetail; onConflict: () => void }) {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  return (
    <>
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span>{t('order.title', { number: '' }).trim()}</span>
            <Ltr className="font-mono text-[0.8em]">{order.orderNumber}</Ltr>
          </span>
        }
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{t('order.placedOn', { date: format.dateTime(order.createdAt) })}</span>
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
          </span>
        }
        actions={<InvoiceActions order={order} />}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderItems order={order} />
          <OrderShipments order={order} />
          <OrderTaxDocuments order={order} />
          <OrderPayments order={order} />
          <OrderRefunds order={order} />
          <OrderReturns order={order} />
          <OrderPaymentTimeline events={order.paymentEvents} />
          <OrderHistory history={order.history} />
        </div>
        {/* On a tablet the actions come first, above the items. */}
        <div className="order-first flex min-w-0 flex-col gap-6 lg:order-none">
          <OrderActions order={order} onConflict={onConflict} />
          <OrderCustomer order={order} />
        </div>
      </div>
    </>
  );
}

/**
 * The invoice button: the order's tax invoice when e-invoicing issued one (issue 18), else the
 * plain printable invoice in either language, for stores with e-invoicing off.
 */
function InvoiceActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminSales');
  const { t: tt } = useTranslation('adminTaxDocuments');
  const taxInvoice = order.taxDocuments.find((document) => document.kind === 'invoice');
  if (taxInvoice) {
    return (
      <Link
        to={taxDocumentPath(taxInvoice.id)}
        data-testid="order-tax-invoice"
        className={buttonClass('secondary', 'sm')}
      >
        {tt('orderCard.taxInvoice')}
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2" aria-label={t('order.invoiceIn')} role="group">
      <span className="text-xs text-ink-muted">{t('order.printInvoice')}</span>
      {(['en', 'ar'] as const).map((lang) => (
        <a
          key={lang}
          href={`/admin/orders/${encodeURIComponent(order.id)}/invoice?lang=${lang}`}
          target="_blank"
          rel="noopener"
          data-testid={`order-invoice-${lang}`}
          className={buttonClass('secondary', 'sm')}
          lang={lang}
        >
          {lang === 'en' ? 'English' : 'العربية'}
        </a>
      ))}
    </div>
  );
}

function OrderItems({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  // VAT-inclusive prices: the total is subtotal plus shipping, and the VAT is part of it.
  const taxIncluded =
    Math.round(
      (order.subtotal -
        order.discount -
        order.offerDiscount +
        order.shippingCost +
        order.codFee +
        order.giftWrapFee) *
        100,
    ) === Math.round(order.total * 100);
  const name = (item: AdminOrderDetail['items'][number]) =>
    format.language === 'ar' ? item.name.ar || item.name.en : item.name.en || item.name.ar;
  return (
    <Card title={t('order.items')} id="order-items-title" testId="order-items">
      <ul className="divide-y divide-line">
        {order.items.map((item) => (
          <li key={item.productId} className="flex items-center gap-4 py-3 first:pt-0">
            {item.image ? (
              <img
                src={item.image}
                alt=""
                className="size-14 shrink-0 border border-line object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-14 shrink-0 border border-line bg-ivory" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{name(item)}</p>
              <p className="text-sm text-ink-muted">
                <Ltr>{format.money(item.price)}</Ltr> × {format.number(item.quantity)}
              </p>
            </div>
            <p className="text-end font-medium whitespace-nowrap">
              <Ltr>{format.money(item.subtotal)}</Ltr>
              {item.discount > 0 && (
                <span
                  className="block text-xs font-normal text-gold-deep"
                  data-testid="line-discount"
                >
                  <Ltr>{format.money(-item.discount)}</Ltr>
                </span>
              )}
            </p>
          </li>
        ))}
        {order.samples.map((sample) => (
          <li
            key={sample.productId}
            className="flex items-center gap-4 py-3 text-sm"
            data-testid="order-sample"
          >
            <span aria-hidden="true" className="size-14 shrink-0 border border-line bg-ivory" />
            <p className="min-w-0 flex-1">
              <span className="text-ink-muted">{t('order.sample')}: </span>
              {format.language === 'ar'
                ? sample.name.ar || sample.name.en
                : sample.name.en || sample.name.ar}
            </p>
            <p className="text-end text-gold-deep">{t('order.free')}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
        <Row label={t('order.subtotal')} value={format.money(order.subtotal)} />
        {order.appliedOffers.map((offer) => (
          <Row
            key={offer.offerId}
            label={t('order.offer', { name: localize(offer.name, format.language) })}
            value={offer.discount > 0 ? format.money(-offer.discount) : t('order.offerIncluded')}
            testId="order-offer"
          />
        ))}
        {order.discount > 0 && order.discountCode && (
          <Row
            label={t('order.discount', { code: `\u2068${order.discountCode}\u2069` })}
            value={format.money(-order.discount)}
            testId="order-discount"
          />
        )}
        <Row
          label={
            order.shippingDiscount > 0 && order.discountCode
              ? t('order.shippingWaived', { code: `\u2068${order.discountCode}\u2069` })
              : t('order.shipping')
          }
          value={order.shippingCost === 0 ? t('order.free') : format.money(order.shippingCost)}
        />
        {order.codFee > 0 && <Row label={t('order.codFee')} value={format.money(order.codFee)} />}
        {order.gift?.wrap && (
          <Row
            label={t('order.giftWrap')}
            value={order.giftWrapFee === 0 ? t('order.free') : format.money(order.giftWrapFee)}
            testId="order-gift-wrap"
          />
        )}
        {order.tax > 0 && !taxIncluded && (
          <Row label={t('order.tax')} value={format.money(order.tax)} />
        )}
        <Row label={t('order.total')} value={format.money(order.total)} strong />
        {order.tax > 0 && taxIncluded && (
          <Row label={t('order.taxIncluded')} value={format.money(order.tax)} />
        )}
      </dl>
    </Card>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={
        strong
          ? 'flex justify-between text-base font-semibold text-ink'
          : 'flex justify-between text-ink-soft'
      }
    >
      <dt>{label}</dt>
      <dd>
        <Ltr>{value}</Ltr>
      </dd>
    </div>
  );
}

/** Who ordered and how to reach them: name, email, phone, WhatsApp, their other orders. */
function BuyerContact({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminSales');
  const c = order.customer;
  return (
    <>
      <p className="font-medium text-ink">{`${c.firstName} ${c.lastName}`.trim()}</p>
      <p className="mt-1 text-sm">
        <a href={`mailto:${c.email}`} className="text-ink-soft underline-offset-4 hover:underline">
          <Ltr>{c.email}</Ltr>
        </a>
      </p>
      <p className="text-sm">
        <a href={`tel:${c.phone}`} className="text-ink-soft underline-offset-4 hover:underline">
          <Ltr>{c.phone}</Ltr>
        </a>
      </p>
      <WhatsAppMessage order={order} />
      <Link
        to={`/admin/customers/${encodeURIComponent(c.email.trim().toLowerCase())}`}
        className="mt-2 inline-block text-sm text-gold-deep underline decoration-champagne underline-offset-4"
      >
        {t('order.customerOrders')}
      </Link>
    </>
  );
}

function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminSales');
  const format = useStoreFormat();
  const c = order.customer;
  const language = format.language;
  const region = findRegion(c.regionCode);
  const city = findCity(c.cityId);
  // The street as typed; the district; the city (its name in the admin's language, with its
  // region); the National Address numbers; the country.
  const numbers = [
    c.buildingNumber && t('order.buildingNumber', { value: c.buildingNumber }),
    c.postalCode && t('order.postalCode', { value: c.postalCode }),
    c.additionalNumber && t('order.additionalNumber', { value: c.additionalNumber }),
    c.shortAddress && t('order.shortAddress', { value: c.shortAddress }),
  ].filter(Boolean);
  const address = [
    c.address,
    c.district,
    // "Riyadh, Riyadh" says nothing more than "Riyadh".
    [...new Set([city ? city[language] : c.city, region?.[language]])]
      .filter(Boolean)
      .join(language === 'ar' ? '، ' : ', '),
    numbers.join(' · '),
    c.country,
  ].filter(Boolean);
  const delivery = order.delivery;
  return (
    <Card title={t('order.customer')} id="order-customer-title" testId="order-customer">
      {order.personalDataErasedAt ? (
        <p className="border-s-2 border-line ps-3 text-sm text-ink-soft" data-testid="order-erased">
          {t('order.erased', { date: format.dateTime(order.personalDataErasedAt) })}
        </p>
      ) : (
        <BuyerContact order={order} />
      )}

      <h3 className="mt-5 text-xs font-semibold tracking-wide text-ink-muted uppercase rtl:tracking-normal">
        {t('order.address')}
      </h3>
      {c.address || c.city ? (
        <address className="mt-1 text-sm leading-relaxed text-ink not-italic">
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t('order.noAddress')}</p>
      )}
      {delivery && (
        <>
          <h3 className="mt-5 text-xs font-semibold tracking-wide text-ink-muted uppercase rtl:tracking-normal">
            {t('order.delivery')}
          </h3>
          <p className="mt-1 text-sm text-ink" data-testid="order-delivery">
            {delivery.name[language]} · {delivery.zone.name[language]}
          </p>
          {delivery.pickupAddress && (
            <p className="text-sm text-ink-soft">{delivery.pickupAddress[language]}</p>
          )}
        </>
      )}
      {order.gift && (
        // What the packer must do: the slip prints the same (decision 036).
        <div className="mt-5 border-s-2 border-gold-deep/50 ps-3" data-testid="order-gift">
          <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase rtl:tracking-normal">
            {t('order.gift.title')}
          </h3>
          <p className="mt-1 text-sm text-ink">
            {t(order.gift.wrap ? 'order.gift.wrap' : 'order.gift.noWrap')}
          </p>
          {order.gift.hidePrices && (
            <p className="text-sm text-ink">{t('order.gift.hidePrices')}</p>
          )}
          {order.gift.message && (
            <>
              <p className="mt-2 text-xs text-ink-muted">{t('order.gift.message')}</p>
              <p dir="auto" className="text-sm whitespace-pre-line text-ink">
                {order.gift.message}
              </p>
            </>
          )}
        </div>
      )}
      {c.notes && (
        <>
          <h3 className="mt-5 text-xs font-semibold tracking-wide text-ink-muted uppercase rtl:tracking-normal">
            {t('order.notes')}
          </h3>
          <p className="mt-1 text-sm whitespace-pre-line text-ink">{c.notes}</p>
        </>
      )}
      <p className="mt-5 text-xs text-ink-muted">
        {t('order.language')}: {order.language === 'ar' ? 'العربية' : 'English'}
      </p>
    </Card>
  );
}
