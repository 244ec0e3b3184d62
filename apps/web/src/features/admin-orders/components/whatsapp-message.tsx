import { directionOf, localize } from '@store/shared/locales';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import { useSiteSettings } from '../../../api/get-site-settings.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { WhatsAppIcon } from '../../../components/ui/icons/whatsapp-icon.tsx';
import { storefrontPaths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import {
  parcelsOf,
  whatsappChatLink,
  whatsappMessage,
  whatsappNumber,
} from '../lib/whatsapp-message.ts';

/**
 * "Message on WhatsApp" for the shopper's mobile, the message already typed in the order's
 * language for where the order is, and the message shown beneath so the admin knows what goes.
 */
export function WhatsAppMessage({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminSales');
  const { settings } = useSiteSettings();
  const digits = whatsappNumber(order.customer.phone, order.customer.countryCode);
  if (!digits) {
    return <p className="mt-2 text-xs text-ink-muted">{t('order.whatsapp.noMobile')}</p>;
  }
  const text = whatsappMessage(
    {
      orderNumber: order.orderNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      total: order.total,
      language: order.language,
      firstName: order.customer.firstName,
    },
    {
      siteName: localize(settings.siteInfo.siteName, order.language),
      parcels: parcelsOf(order, order.language),
      orderPage: `${window.location.origin}${storefrontPaths(order.language).orderTracking({ orderNumber: order.orderNumber })}`,
    },
  );
  return (
    <div className="mt-3" data-testid="order-whatsapp">
      <a
        href={whatsappChatLink(digits, text)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('secondary', 'sm', 'gap-2')}
        data-testid="order-whatsapp-link"
      >
        <WhatsAppIcon size={16} />
        {t('order.whatsapp.link')}
      </a>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-xs text-ink-muted">
          {t('order.whatsapp.preview')}
        </summary>
        <p
          lang={order.language}
          dir={directionOf(order.language)}
          className="mt-2 border-s-2 border-champagne bg-ivory px-3 py-2 text-start whitespace-pre-line text-ink-soft"
          data-testid="order-whatsapp-preview"
        >
          {text}
        </p>
      </details>
    </div>
  );
}
