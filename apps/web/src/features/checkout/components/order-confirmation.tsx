import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PublicOrder } from '@store/shared/schemas/orders';
import { useSiteSettings } from '../../../api/get-site-settings.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';
import { MailIcon } from '../../../components/ui/icons/mail-icon.tsx';
import { PhoneIcon } from '../../../components/ui/icons/phone-icon.tsx';
import { TruckIcon } from '../../../components/ui/icons/truck-icon.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePaths } from '../../../hooks/use-paths.ts';
import { purchaseEvent } from '../../../lib/shop-event-items.ts';
import { emitShopEvent } from '../../../lib/shop-events.ts';
import { PlacedOrderDetails } from './placed-order-details.tsx';

/**
 * The confirmed order (spec section 2, success): order number, the order itself when it is known,
 * next steps and support contacts. Shown after cash on delivery and on /checkout/success.
 */
export function OrderConfirmation({
  orderNumber,
  order,
  email,
  loadingOrder = false,
  lead,
}: {
  orderNumber: string | undefined;
  order: PublicOrder | null;
  /** The email the order was placed with, when this tab knows it: the tracking link carries it. */
  email?: string;
  loadingOrder?: boolean;
  lead?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const paths = usePaths();
  const { settings } = useSiteSettings();
  const { email: storeEmail, phone } = settings.contactInfo;

  // The purchase, for the marketing tags the shopper consented to; the tracker sends each order
  // number once, so opening this page again reports nothing more.
  useEffect(() => {
    if (order) emitShopEvent(purchaseEvent(order));
  }, [order]);

  const steps = [
    { icon: <MailIcon />, text: t('success.emailStep') },
    { icon: <PhoneIcon />, text: t('success.callStep') },
    { icon: <TruckIcon />, text: t('success.shipStep') },
  ];

  return (
    <div className="mx-auto max-w-3xl px-5 py-16 text-center sm:px-6 lg:py-24">
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full border border-champagne text-gold-deep">
        <CheckIcon size={28} />
      </span>
      <h1 className="mt-8 text-display-xl">{t('success.title')}</h1>
      {lead && <p className="mx-auto mt-5 max-w-xl text-ink-soft">{lead}</p>}
      <div className="mx-auto mt-8 inline-flex max-w-full flex-col items-center border border-line bg-paper px-8 py-6 sm:px-10">
        {orderNumber ? (
          <>
            <p className="eyebrow text-gold-deep">{t('success.orderNumber')}</p>
            <p
              className="mt-3 font-sans text-2xl tracking-wide tabular-nums break-all sm:text-3xl"
              data-testid="order-number"
            >
              <Ltr>{orderNumber}</Ltr>
            </p>
            <Link
              to={paths.orderTracking({ orderNumber, email })}
              className={buttonClass('link', 'md', 'mt-4')}
              data-testid="order-tracking-link"
            >
              {t('success.trackOrder')}
            </Link>
          </>
        ) : (
          <p className="text-ink-soft">{t('success.noOrderNumber')}</p>
        )}
      </div>

      {order ? (
        <div className="mt-12">
          <PlacedOrderDetails order={order} />
        </div>
      ) : (
        loadingOrder && (
          <div className="mt-12 space-y-4 bg-paper p-6 sm:p-8" role="status">
            <span className="sr-only">{t('order.loading')}</span>
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )
      )}

      <section aria-labelledby="next-steps" className="mt-16 text-start">
        <h2 id="next-steps" className="text-center text-display-md">
          {t('success.nextSteps')}
        </h2>
        <ol className="mt-8 grid gap-4 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={index} className="bg-paper p-6">
              <span className="text-gold-deep">{step.icon}</span>
              <p className="mt-4 text-sm leading-relaxed text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="support" className="mt-14">
        <h2 id="support" className="text-2xl">
          {t('success.support')}
        </h2>
        <p className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <a
            href={`mailto:${storeEmail}`}
            className="underline decoration-champagne underline-offset-4"
          >
            {storeEmail}
          </a>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="underline decoration-champagne underline-offset-4"
          >
            <Ltr>{phone}</Ltr>
          </a>
        </p>
      </section>

      <Link to={paths.products} className={buttonClass('primary', 'lg', 'mt-14')}>
        {t('success.continue')}
      </Link>
    </div>
  );
}
