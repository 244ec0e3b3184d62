import { useEffect, useState } from 'react';
import type { BuyAgain } from '@store/shared/schemas/accounts';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ChevronIcon } from '../../../components/ui/icons/chevron-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatStoreDateTime } from '../../../lib/store-time.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import { useBuyAgain } from '../api/buy-again.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import { putBackInCart } from '../lib/put-back-in-cart.ts';
import { isSignedOut } from '../lib/sign-in-refusal.ts';
import { SectionLoadError } from './section-load-error.tsx';

/** The page of the list in the address (`?page=`), 1 when absent or not a page number. */
function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * "My orders": newest first, a page at a time; each with its status, date, pieces and total, and
 * a link to its tracking page (timeline, parcels, invoices) with the lookup filled in.
 */
export function MyOrders({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation(['account', 'checkout']);
  const { language } = useLanguage();
  const paths = usePaths();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const query = useMyOrders(page, true);
  const signedOut = isSignedOut(query.error);

  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);

  const again = useBuyAgain();
  const [putBack, setPutBack] = useState<{
    orderNumber: string;
    pieces: number;
    answer: BuyAgain;
  } | null>(null);
  const buyAgain = (orderNumber: string) => {
    setPutBack(null);
    again.mutate(orderNumber, {
      onSuccess: (answer) =>
        setPutBack({ orderNumber, pieces: putBackInCart(cartStore, answer), answer }),
    });
  };
  const againSignedOut = isSignedOut(again.error);
  useEffect(() => {
    if (againSignedOut) onSignedOut();
  }, [againSignedOut, onSignedOut]);

  const toPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { replace: false });

  return (
    <section
      aria-labelledby="my-orders-title"
      className="min-w-0 bg-paper p-6 sm:p-8"
      data-testid="my-orders"
    >
      <h2 id="my-orders-title" className="font-display text-2xl">
        {t('orders.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t('orders.intro')}</p>
      {putBack && <PutBack {...putBack} />}
      {again.isError && !againSignedOut && (
        <p className="mt-4 text-sm text-danger" role="alert" data-testid="buy-again-failed">
          {t('orders.buyAgainFailed')}
        </p>
      )}
      {query.isPending && (
        <p className="mt-6 text-sm text-ink-muted" role="status">
          {t('orders.loading')}
        </p>
      )}
      {query.isError && !signedOut && (
        <SectionLoadError message={t('orders.loadError')} onRetry={() => void query.refetch()} />
      )}
      {query.data && query.data.orders.length === 0 && (
        <div className="mt-6" data-testid="my-orders-none">
          <p className="text-sm text-ink-soft">{t('orders.none')}</p>
          <Link to={paths.products} className={buttonClass('secondary', 'md', 'mt-4')}>
            {t('orders.browse')}
          </Link>
        </div>
      )}
      {query.data && query.data.orders.length > 0 && (
        <>
          <ul className="mt-6 divide-y divide-line border-y border-line">
            {query.data.orders.map((order) => (
              <li
                key={order.orderNumber}
                className="grid gap-3 py-5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                data-testid="my-order"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="sr-only">{t('orders.orderNumber')}</span>
                    <Ltr className="font-sans text-base font-medium tracking-wide tabular-nums">
                      {order.orderNumber}
                    </Ltr>
                    <span
                      className="bg-champagne-light px-2 py-0.5 text-xs text-ink"
                      data-testid="my-order-status"
                    >
                      {t(`checkout:order.statuses.${order.status}`)}
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">
                    {t('orders.placedOn', {
                      date: formatStoreDateTime(order.createdAt, language),
                    })}
                    {' · '}
                    {t('orders.items', { count: order.itemCount })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-4 sm:justify-end">
                  <p className="text-sm">
                    <span className="sr-only">{t('orders.total')} </span>
                    <Price amount={order.total} className="font-medium" />
                  </p>
                  <button
                    type="button"
                    className={buttonClass('link')}
                    disabled={again.isPending}
                    onClick={() => buyAgain(order.orderNumber)}
                    aria-label={t('orders.buyAgainLabel', { orderNumber: order.orderNumber })}
                    data-testid="my-order-buy-again"
                  >
                    {again.isPending && again.variables === order.orderNumber
                      ? t('orders.buyingAgain')
                      : t('orders.buyAgain')}
                  </button>
                  <Link
                    to={paths.orderTracking({
                      orderNumber: order.orderNumber,
                      email: order.lookupEmail,
                    })}
                    aria-label={t('orders.trackLabel', { orderNumber: order.orderNumber })}
                    className={buttonClass('secondary', 'sm')}
                    data-testid="my-order-track"
                  >
                    {t('orders.track')}
                    <ChevronIcon size={14} className="rtl:rotate-180" />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {query.data.pagination.pages > 1 && (
            <nav
              aria-label={t('orders.title')}
              className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm"
            >
              <button
                type="button"
                className={buttonClass('link')}
                disabled={!query.data.pagination.hasPrev}
                onClick={() => toPage(page - 1)}
              >
                {t('orders.previous')}
              </button>
              <p className="text-ink-muted" aria-live="polite">
                {t('orders.page', {
                  page: query.data.pagination.page,
                  pages: query.data.pagination.pages,
                })}
              </p>
              <button
                type="button"
                className={buttonClass('link')}
                disabled={!query.data.pagination.hasNext}
                onClick={() => toPage(page + 1)}
                data-testid="my-orders-next"
              >
                {t('orders.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** What "Buy again" did: how many pieces are in the cart, what was short, what is gone. */
function PutBack({
  orderNumber,
  pieces,
  answer,
}: {
  orderNumber: string;
  pieces: number;
  answer: BuyAgain;
}) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const short = answer.lines.filter((line) => line.quantity < line.ordered);
  return (
    <div
      className="mt-6 grid gap-2 border border-line bg-champagne-light/40 p-4 text-sm"
      role="status"
      data-testid="buy-again-result"
    >
      <p className="text-ink">
        {pieces > 0
          ? t('orders.putBack', { count: pieces, orderNumber })
          : t('orders.nothingPutBack', { orderNumber })}
      </p>
      {short.map((line) => (
        <p key={line.product._id} className="text-ink-soft" data-testid="buy-again-short">
          {t('orders.onlyLeft', {
            count: line.quantity,
            ordered: line.ordered,
            name: line.product.name[language],
          })}
        </p>
      ))}
      {answer.unavailable.map((item) => (
        <p key={item.productId} className="text-ink-soft" data-testid="buy-again-unavailable">
          {t(item.reason === 'withdrawn' ? 'orders.withdrawn' : 'orders.outOfStock', {
            name: item.name[language],
          })}
        </p>
      ))}
      {pieces > 0 && (
        <div>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'mt-2')}
            onClick={cartStore.open}
            data-testid="buy-again-view-cart"
          >
            {t('orders.viewCart')}
          </button>
        </div>
      )}
    </div>
  );
}
