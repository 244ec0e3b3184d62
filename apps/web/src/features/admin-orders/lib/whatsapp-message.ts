import { formatSar } from '@store/shared/money';
import type { Language } from '@store/shared/locales';
import { COUNTRY_CODES } from '@store/shared/saudi/address';
import { parseMobile } from '@store/shared/saudi/mobile';
import type { AdminOrderDetail } from '@store/shared/schemas/admin-orders';
import type { OrderStatus } from '@store/shared/schemas/orders';

/** A parcel as the message names it. */
export interface WhatsAppParcel {
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export interface WhatsAppOrder {
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: AdminOrderDetail['paymentMethod'];
  paymentStatus: AdminOrderDetail['paymentStatus'];
  /** SAR. */
  total: number;
  language: Language;
  firstName: string;
}

const TEXTS = {
  en: {
    hello: (name: string, site: string) => `Hello ${name}, this is ${site}.`,
    pending: (n: string, total: string) =>
      `We have received your order ${n} (${total}, cash on delivery). Could you confirm it, so we can prepare it for you?`,
    confirmed: (n: string) =>
      `Your order ${n} is confirmed. We are preparing it now and will let you know when it ships.`,
    processing: (n: string) => `We are preparing your order ${n}.`,
    shipped: (n: string) => `Your order ${n} has been shipped.`,
    parcel: (carrier: string, number: string | null) =>
      number ? `${carrier}, tracking number ${number}` : carrier,
    track: (url: string) => `Track it here: ${url}`,
    outForDelivery: (n: string) => `The courier is bringing your order ${n} to you today.`,
    codDue: (total: string) => `Please have ${total} ready in cash.`,
    delivered: (n: string) =>
      `Your order ${n} has been delivered. We hope you enjoy it! If anything is not right, just reply to this message.`,
    about: (n: string) => `We are writing about your order ${n}.`,
    follow: (url: string) => `Follow your order: ${url}`,
  },
  ar: {
    hello: (name: string, site: string) => `مرحبًا ${name}، معك ${site}.`,
    pending: (n: string, total: string) =>
      `استلمنا طلبك رقم ${n} (${total}، الدفع عند الاستلام). هل تؤكد الطلب لنبدأ بتجهيزه؟`,
    confirmed: (n: string) => `تم تأكيد طلبك رقم ${n}، ونعمل الآن على تجهيزه، وسنخبرك عند شحنه.`,
    processing: (n: string) => `نعمل على تجهيز طلبك رقم ${n}.`,
    shipped: (n: string) => `تم شحن طلبك رقم ${n}.`,
    parcel: (carrier: string, number: string | null) =>
      number ? `${carrier}، رقم التتبع ${number}` : carrier,
    track: (url: string) => `تتبّع الشحنة من هنا: ${url}`,
    outForDelivery: (n: string) => `مندوب التوصيل في طريقه إليك اليوم بطلبك رقم ${n}.`,
    codDue: (total: string) => `يُرجى تجهيز مبلغ ${total} نقدًا.`,
    delivered: (n: string) =>
      `تم توصيل طلبك رقم ${n}. نتمنى أن ينال إعجابك! إن كان هناك ما يحتاج إلى معالجة فردّ على هذه الرسالة.`,
    about: (n: string) => `نتواصل معك بخصوص طلبك رقم ${n}.`,
    follow: (url: string) => `تابع طلبك: ${url}`,
  },
} as const;

/**
 * The message an admin sends the shopper on WhatsApp, in the order's language, for where the
 * order is: a cash-on-delivery order to confirm, confirmed, shipped (each parcel's carrier,
 * tracking number and page), out for delivery (the cash to have ready), delivered; otherwise a
 * line about the order. `orderPage`: the store's tracking page for the order.
 */
export function whatsappMessage(
  order: WhatsAppOrder,
  context: { siteName: string; parcels: readonly WhatsAppParcel[]; orderPage: string },
): string {
  const t = TEXTS[order.language];
  const n = order.orderNumber;
  const total = formatSar(order.total, order.language);
  const codDue = order.paymentMethod === 'cod' && order.paymentStatus !== 'paid';
  const lines: string[] = [t.hello(order.firstName, context.siteName)];
  switch (order.status) {
    case 'pending':
      lines.push(codDue ? t.pending(n, total) : t.about(n));
      break;
    case 'confirmed':
      lines.push(t.confirmed(n));
      break;
    case 'processing':
    case 'ready':
      lines.push(t.processing(n));
      break;
    case 'shipped':
      lines.push(t.shipped(n));
      for (const parcel of context.parcels) {
        lines.push(t.parcel(parcel.carrier, parcel.trackingNumber));
        if (parcel.trackingUrl) lines.push(t.track(parcel.trackingUrl));
      }
      break;
    case 'out_for_delivery':
      lines.push(t.outForDelivery(n));
      if (codDue) lines.push(t.codDue(total));
      break;
    case 'delivered':
      lines.push(t.delivered(n));
      break;
    default:
      lines.push(t.about(n));
  }
  if (order.status !== 'delivered') lines.push(t.follow(context.orderPage));
  return lines.join('\n');
}

/**
 * The shopper's mobile as wa.me takes it: the international number, digits only (no +, spaces or
 * leading zeros), read with the address's country; null when it is no mobile number.
 */
export function whatsappNumber(phone: string, countryCode: string): string | null {
  const country = COUNTRY_CODES.find((code) => code === countryCode) ?? 'SA';
  const mobile = parseMobile(phone, country);
  return mobile ? mobile.e164.replace(/\D/g, '') : null;
}

/** WhatsApp's click-to-chat link: the chat with this number, the message typed in. */
export function whatsappChatLink(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The order's parcels that are on their way or delivered, named in the message's language. */
export function parcelsOf(order: AdminOrderDetail, language: Language): WhatsAppParcel[] {
  return order.shipments
    .filter((shipment) => shipment.status !== 'cancelled')
    .map((shipment) => ({
      carrier: shipment.carrierName[language],
      trackingNumber: shipment.trackingNumber,
      // Only a web address goes into a message the shopper may tap.
      trackingUrl:
        shipment.trackingUrl && /^https?:\/\//.test(shipment.trackingUrl)
          ? shipment.trackingUrl
          : null,
    }));
}
