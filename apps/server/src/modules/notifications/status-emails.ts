import { localize, type Language, type LocalizedText } from '@store/shared/locales';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { OrderRow } from '../orders/index.ts';
import { type ComposedEmail, contactLines, money, render } from './order-emails.ts';

/** The steps of an order the shopper is told of by email, after the confirmation of its placing. */
export const ORDER_STATUS_NOTICES = [
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
] as const;
export type OrderStatusNotice = (typeof ORDER_STATUS_NOTICES)[number];

/** A parcel as the shipped email names it. */
export interface NoticeParcel {
  parcelNumber: number;
  carrierName: LocalizedText;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** Working days as a sentence says them; Arabic counts 1, 2, 3–10 and 11 on differently. */
function workingDays(days: number, language: Language): string {
  if (language === 'en') return days === 1 ? '1 working day' : `${days} working days`;
  if (days === 1) return 'يوم عمل واحد';
  if (days === 2) return 'يوما عمل';
  return days <= 10 ? `${days} أيام عمل` : `${days} يوم عمل`;
}

/** "In two parcels", "in 3 parcels", "in 11 parcels", as Arabic counts them. */
function parcelsAr(count: number): string {
  if (count === 2) return 'طردين';
  return count <= 10 ? `${count} طرود` : `${count} طردًا`;
}

function deliveryDays(method: { minDays: number; maxDays: number }, language: Language): string {
  if (method.maxDays === 0) return language === 'en' ? 'today' : 'اليوم';
  if (method.minDays === method.maxDays) return workingDays(method.maxDays, language);
  return language === 'en'
    ? `${method.minDays}–${method.maxDays} working days`
    : `من ${method.minDays} إلى ${method.maxDays} أيام عمل`;
}

const TEXTS = {
  en: {
    subject: {
      confirmed: (n: string, site: string) => `Your order ${n} is confirmed – ${site}`,
      shipped: (n: string, site: string) => `Your order ${n} is on its way – ${site}`,
      out_for_delivery: (n: string, site: string) =>
        `Your order ${n} is out for delivery – ${site}`,
      delivered: (n: string, site: string) => `Your order ${n} has been delivered – ${site}`,
    },
    hello: (name: string) => `Hello ${name},`,
    confirmed: (n: string) =>
      `We have confirmed your order ${n}. We are preparing it now and will write again when it ships.`,
    delivery: (method: string, days: string) => `Delivery: ${method} (${days}).`,
    pickup: (method: string, days: string) => `${method}: ready for pickup (${days}).`,
    shipped: (n: string, count: number) =>
      count > 1
        ? `Your order ${n} has been shipped in ${count} parcels.`
        : `Your order ${n} has been shipped.`,
    shippedNoParcel: (n: string) =>
      `Your order ${n} has left our store and is on its way to you. You can follow it on your order’s page.`,
    outForDelivery: (n: string) =>
      `The courier is bringing your order ${n} to you today. Please keep your phone nearby.`,
    codDue: (amount: string) => `Please have ${amount} ready to pay in cash on delivery.`,
    delivered: (n: string) =>
      `Your order ${n} has been delivered. We hope you enjoy your fragrance.`,
    returns:
      'Something not quite right? You can ask to return or exchange an item on your order’s page.',
    parcel: (i: number, count: number) => `Parcel ${i} of ${count}`,
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    trackParcel: 'Track your parcel',
    trackParcelOf: (i: number, carrier: string) => `Track parcel ${i} (${carrier})`,
    followOrder: 'Follow your order',
    orderPage: 'Your order’s page',
  },
  ar: {
    subject: {
      confirmed: (n: string, site: string) => `تم تأكيد طلبك رقم ${n} – ${site}`,
      shipped: (n: string, site: string) => `طلبك رقم ${n} في الطريق إليك – ${site}`,
      out_for_delivery: (n: string, site: string) => `طلبك رقم ${n} خرج للتوصيل – ${site}`,
      delivered: (n: string, site: string) => `تم توصيل طلبك رقم ${n} – ${site}`,
    },
    hello: (name: string) => `مرحبًا ${name}،`,
    confirmed: (n: string) =>
      `أكّدنا طلبك رقم ${n}، ونعمل الآن على تجهيزه، وسنراسلك مرة أخرى عند شحنه.`,
    delivery: (method: string, days: string) => `طريقة التوصيل: ${method} (${days}).`,
    pickup: (method: string, days: string) => `${method}: جاهز للاستلام (${days}).`,
    shipped: (n: string, count: number) =>
      count > 1 ? `تم شحن طلبك رقم ${n} في ${parcelsAr(count)}.` : `تم شحن طلبك رقم ${n}.`,
    shippedNoParcel: (n: string) =>
      `غادر طلبك رقم ${n} متجرنا وهو في الطريق إليك، ويمكنك متابعته من صفحة طلبك.`,
    outForDelivery: (n: string) =>
      `مندوب التوصيل في طريقه إليك اليوم بطلبك رقم ${n}. يُرجى إبقاء هاتفك قريبًا منك.`,
    codDue: (amount: string) => `يُرجى تجهيز مبلغ ${amount} نقدًا للدفع عند الاستلام.`,
    delivered: (n: string) => `تم توصيل طلبك رقم ${n}. نتمنى أن ينال العطر إعجابك.`,
    returns: 'هل هناك ما لم يعجبك؟ يمكنك طلب إرجاع منتج أو استبداله من صفحة طلبك.',
    parcel: (i: number, count: number) => `الطرد ${i} من ${count}`,
    carrier: 'شركة الشحن',
    trackingNumber: 'رقم التتبع',
    trackParcel: 'تتبّع شحنتك',
    trackParcelOf: (i: number, carrier: string) => `تتبّع الطرد ${i} (${carrier})`,
    followOrder: 'تابع طلبك',
    orderPage: 'صفحة طلبك',
  },
} as const;

/**
 * The shopper's email at a step of the order (issue 19 point 5), in the order's language: the
 * step in words, what it means for them (the delivery's days, the cash to have ready, each
 * parcel's carrier, tracking number and page) and a link to their order's page (`orderPage`).
 */
export function orderStatusNotice(
  notice: OrderStatusNotice,
  order: OrderRow,
  parcels: readonly NoticeParcel[],
  settings: SiteSettings,
  language: Language,
  orderPage: string,
): ComposedEmail {
  const t = TEXTS[language];
  const n = order.orderNumber;
  const site = localize(settings.siteInfo.siteName, language);
  const paragraphs: string[] = [t.hello(order.customerFirstName)];
  const rows: { label: string; value: string }[][] = [];
  const links: { label: string; href: string }[] = [];
  const codDue = order.paymentMethod === 'cod' && order.paymentStatus !== 'paid';

  const tellParcels = () => {
    for (const parcel of parcels) {
      rows.push([
        {
          label: parcels.length > 1 ? t.parcel(parcel.parcelNumber, parcels.length) : t.carrier,
          value: localize(parcel.carrierName, language),
        },
        ...(parcel.trackingNumber
          ? [{ label: t.trackingNumber, value: parcel.trackingNumber }]
          : []),
      ]);
      if (parcel.trackingUrl) {
        links.push({
          label:
            parcels.length > 1
              ? t.trackParcelOf(parcel.parcelNumber, localize(parcel.carrierName, language))
              : t.trackParcel,
          href: parcel.trackingUrl,
        });
      }
    }
  };

  switch (notice) {
    case 'confirmed': {
      paragraphs.push(t.confirmed(n));
      const method = order.shippingMethod;
      if (method) {
        const name = localize(method.name, language);
        const days = deliveryDays(method, language);
        paragraphs.push(method.kind === 'pickup' ? t.pickup(name, days) : t.delivery(name, days));
      }
      break;
    }
    case 'shipped':
      paragraphs.push(parcels.length > 0 ? t.shipped(n, parcels.length) : t.shippedNoParcel(n));
      tellParcels();
      break;
    case 'out_for_delivery':
      paragraphs.push(t.outForDelivery(n));
      if (codDue) paragraphs.push(t.codDue(money(order.totalHalalas, language)));
      tellParcels();
      break;
    case 'delivered':
      paragraphs.push(t.delivered(n), t.returns);
      break;
  }
  links.push({ label: notice === 'delivered' ? t.orderPage : t.followOrder, href: orderPage });
  return {
    subject: t.subject[notice](n, site),
    ...render(language, { paragraphs, rows, links, closing: contactLines(settings, language) }),
  };
}
