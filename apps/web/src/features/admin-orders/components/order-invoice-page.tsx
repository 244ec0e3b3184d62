import { createPortal } from 'react-dom';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { directionOf, isLanguage, localize, type Language } from '@store/shared/locales';
import type { OrderInvoice } from '@store/shared/schemas/admin-orders';
import { ListError } from '../../../components/admin/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useOrderInvoice } from '../api/get-order-invoice.ts';
import { storeFormat } from '../../../lib/use-store-format.ts';

const ROOT_ID = 'order-invoice-print-root';

/** When printing, only the invoice: the admin's sidebar, top bar and toasts stay off the paper. */
const PRINT_CSS = `
@media print {
  body > *:not(#${ROOT_ID}) { display: none !important; }
  #${ROOT_ID} { position: static !important; overflow: visible !important; }
  @page { margin: 14mm; }
}`;

/** The invoice lines' columns: the name reads from the start, the figures line up at the end. */
const INVOICE_COLUMNS = [
  ['product', 'text-start'],
  ['unitPrice', 'text-end'],
  ['quantity', 'text-end'],
  ['lineTotal', 'text-end'],
] as const;

/**
 * /admin/orders/{id}/invoice?lang=en|ar: the invoice in the language asked for, whatever the admin's
 * own language; a sheet over the whole window (and alone on paper), laid out for A4.
 */
export function OrderInvoicePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const requested = params.get('lang');
  const language: Language = isLanguage(requested) ? requested : 'en';
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(language, 'adminSales');
  const query = useOrderInvoice(id);
  useDocumentTitle(
    query.data ? `${t('invoice.title')} ${query.data.order.orderNumber}` : t('invoice.title'),
  );

  const sheet = (
    <div
      id={ROOT_ID}
      lang={language}
      dir={directionOf(language)}
      data-testid="order-invoice"
      className="fixed inset-0 z-[60] overflow-auto bg-ivory print:bg-white"
    >
      <style>{PRINT_CSS}</style>
      <div className="mx-auto flex max-w-[210mm] items-center justify-between gap-3 px-4 py-4 print:hidden">
        <Link to={`/admin/orders/${encodeURIComponent(id)}`} className={buttonClass('ghost', 'sm')}>
          {t('invoice.back')}
        </Link>
        <div className="flex items-center gap-2">
          <span className="text-xs text-ink-muted">{t('invoice.language')}</span>
          {(['en', 'ar'] as const).map((lang) => (
            <Link
              key={lang}
              to={`?lang=${lang}`}
              replace
              lang={lang}
              aria-current={lang === language ? 'page' : undefined}
              data-testid={`invoice-language-${lang}`}
              className={buttonClass(lang === language ? 'primary' : 'secondary', 'sm')}
            >
              {lang === 'en' ? 'English' : 'العربية'}
            </Link>
          ))}
          <Button
            size="sm"
            variant="gold"
            onClick={() => window.print()}
            disabled={!query.data}
            data-testid="invoice-print"
          >
            {t('invoice.print')}
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-24 text-ink-soft">
          <Spinner />
          {t('invoice.loading')}
        </div>
      ) : query.isError ? (
        <div className="mx-auto max-w-[210mm] px-4">
          <ListError message={t('invoice.loadError')} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <InvoiceSheet invoice={query.data} language={language} />
      )}
    </div>
  );
  return createPortal(sheet, document.body);
}

function InvoiceSheet({ invoice, language }: { invoice: OrderInvoice; language: Language }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(language, 'adminSales');
  const format = storeFormat(language);
  const { store, order } = invoice;
  const customer = order.customer;
  const itemName = (item: OrderInvoice['order']['items'][number]) => localize(item.name, language);
  return (
    <article className="mx-auto mb-10 max-w-[210mm] bg-paper px-10 py-12 text-ink shadow-sm print:m-0 print:max-w-none print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-ink pb-6">
        <div>
          <p className="font-display text-3xl">{localize(store.name, language)}</p>
          <p className="mt-2 max-w-xs text-sm whitespace-pre-line text-ink-soft">
            {localize(store.address, language)}
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            <Ltr>{store.email}</Ltr>
            {store.phone && (
              <>
                {' · '}
                <Ltr>{store.phone}</Ltr>
              </>
            )}
          </p>
          {store.vatNumber && (
            <p className="mt-1 text-sm text-ink-soft" data-testid="invoice-vat-number">
              {t('invoice.vatNumber')} <Ltr className="font-mono">{store.vatNumber}</Ltr>
            </p>
          )}
        </div>
        <div className="text-end">
          <h1 className="font-display text-2xl tracking-wide uppercase rtl:tracking-normal">
            {store.vatRate > 0 ? t('invoice.taxInvoice') : t('invoice.title')}
          </h1>
          <dl className="mt-3 grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t('invoice.orderNumber')}</dt>
            <dd className="font-mono">
              <Ltr>{order.orderNumber}</Ltr>
            </dd>
            <dt className="text-ink-muted">{t('invoice.orderDate')}</dt>
            <dd>{format.date(order.createdAt)}</dd>
            <dt className="text-ink-muted">{t('invoice.issued')}</dt>
            <dd>{format.date(invoice.issuedAt)}</dd>
          </dl>
        </div>
      </header>

      <section className="mt-8 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase rtl:tracking-normal">
            {t('invoice.billTo')}
          </h2>
          <p className="mt-2 font-medium">{`${customer.firstName} ${customer.lastName}`.trim()}</p>
          {[customer.address, customer.city, customer.postalCode, customer.country]
            .filter(Boolean)
            .map((line) => (
              <p key={line} className="text-sm text-ink-soft">
                {line}
              </p>
            ))}
          <p className="text-sm text-ink-soft">
            <Ltr>{customer.email}</Ltr>
          </p>
          <p className="text-sm text-ink-soft">
            <Ltr>{customer.phone}</Ltr>
          </p>
        </div>
        <div className="sm:text-end print:text-end">
          <h2 className="text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase rtl:tracking-normal">
            {t('invoice.paymentMethod')}
          </h2>
          <p className="mt-2">{t(`paymentMethod.${order.paymentMethod}`)}</p>
          <p className="text-sm text-ink-soft">
            {t('invoice.paymentStatus')}: {t(`paymentStatus.${order.paymentStatus}`)}
          </p>
        </div>
      </section>

      <table className="mt-10 w-full border-collapse text-sm" data-testid="invoice-lines">
        <thead>
          <tr className="border-b border-ink text-xs tracking-wide text-ink-muted uppercase rtl:tracking-normal">
            {INVOICE_COLUMNS.map(([key, align]) => (
              <th key={key} scope="col" className={`py-2 ${align} font-semibold`}>
                {t(`invoice.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId} className="border-b border-line">
              <td className="py-3 pe-4">{itemName(item)}</td>
              <td className="py-3 text-end tabular-nums">
                <Ltr>{format.money(item.price)}</Ltr>
              </td>
              <td className="py-3 text-end tabular-nums">{format.number(item.quantity)}</td>
              <td className="py-3 text-end tabular-nums">
                <Ltr>{format.money(item.subtotal)}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="ms-auto mt-6 w-full max-w-xs space-y-2 text-sm">
        <Total label={t('invoice.subtotal')} value={format.money(order.subtotal)} />
        {order.appliedOffers
          .filter((offer) => offer.discount > 0)
          .map((offer) => (
            <Total
              key={offer.offerId}
              label={t('order.offer', { name: localize(offer.name, language) })}
              value={format.money(-offer.discount)}
            />
          ))}
        {order.discount > 0 && order.discountCode && (
          <Total
            label={t('order.discount', { code: `\u2068${order.discountCode}\u2069` })}
            value={format.money(-order.discount)}
          />
        )}
        <Total label={t('invoice.shipping')} value={format.money(order.shippingCost)} />
        {order.codFee > 0 && <Total label={t('order.codFee')} value={format.money(order.codFee)} />}
        {/* The wrapping is an amount; the gift message never is (decision 036). */}
        {order.giftWrapFee > 0 && (
          <Total label={t('order.giftWrap')} value={format.money(order.giftWrapFee)} />
        )}
        {order.tax > 0 && !store.pricesIncludeVat && (
          <Total
            label={t('invoice.vat', { rate: format.number(store.vatRate) })}
            value={format.money(order.tax)}
          />
        )}
        <Total label={t('invoice.total')} value={format.money(order.total)} strong />
        {/* VAT-inclusive prices: the VAT is part of the total, shown under it. */}
        {order.tax > 0 && store.pricesIncludeVat && (
          <Total
            label={t('invoice.vatOfWhich', { rate: format.number(store.vatRate) })}
            value={format.money(order.tax)}
          />
        )}
      </dl>
      {store.vatRate > 0 && store.pricesIncludeVat && (
        <p className="mt-4 text-end text-xs text-ink-muted">
          {t('invoice.vatIncluded', { rate: format.number(store.vatRate) })}
        </p>
      )}
      <p className="mt-12 border-t border-line pt-6 text-center font-display text-lg text-ink-soft">
        {t('invoice.thanks')}
      </p>
    </article>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between border-t border-ink pt-2 text-base font-semibold'
          : 'flex justify-between text-ink-soft'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">
        <Ltr>{value}</Ltr>
      </dd>
    </div>
  );
}
