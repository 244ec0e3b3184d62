import type { FastifyBaseLogger } from 'fastify';
import { asc, inArray } from 'drizzle-orm';
import type { Language, LocalizedText } from '@store/shared/locales';
import { halalasToSar } from '@store/shared/money';
import { findCountry } from '@store/shared/saudi/address';
import { findCity, findRegion } from '@store/shared/saudi/places';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';
import type { OrderItemRow, OrderRow } from '../../modules/orders/index.ts';
import { getSiteSettings } from '../../modules/settings/index.ts';
import {
  renderPackingSlips,
  renderShippingLabels,
  type PackingSlipData,
  type PartyAddress,
} from '../../modules/shipping-documents/index.ts';
import { findShipment, shipmentsOfOrders } from '../../modules/shipments/index.ts';
import { CURRENCY_NAME, formatAmount } from '../../pdf/format.ts';
import { fulfilmentRefusal } from './fulfilment-refusals.ts';
import { loadOrder } from './ship-order.ts';
import { carrierNamer } from './shipment-view.ts';

const languageOf = (order: OrderRow): Language => (order.language === 'ar' ? 'ar' : 'en');

/** The recipient as the shopper entered the address, with its normalised parts. */
function recipientOf(order: OrderRow): PartyAddress {
  const city = findCity(order.cityId);
  const region = findRegion(order.regionCode ?? city?.region);
  const country = findCountry(order.countryCode);
  return {
    name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
    phone: order.customerPhone,
    addressAsEntered: order.addressLine,
    district: order.district,
    street: '',
    buildingNumber: order.buildingNumber,
    additionalNumber: order.additionalNumber,
    postalCode: order.postalCode,
    shortAddress: order.shortAddress,
    city: city ? { en: city.en, ar: city.ar } : { en: order.city, ar: order.city },
    // "Riyadh, Riyadh" says nothing more than "Riyadh".
    region: region && region.en !== city?.en ? { en: region.en, ar: region.ar } : null,
    country: country
      ? { en: country.en, ar: country.ar }
      : { en: order.country, ar: order.country },
  };
}

/** The store as the sender: the seller's National Address when set, else the contact address. */
function senderOf(settings: SiteSettings, language: Language): PartyAddress | null {
  const seller = settings.sellerProfile.address;
  const contact = settings.contactInfo.address[language] || settings.contactInfo.address.en;
  if (!seller.city.en && !seller.city.ar && !contact) return null;
  const pick = (text: LocalizedText) => text[language] || text.en || text.ar;
  return {
    name: pick(settings.siteInfo.siteName),
    phone: settings.contactInfo.phone,
    addressAsEntered: seller.city.en || seller.city.ar ? '' : contact,
    district: pick(seller.district),
    street: pick(seller.street),
    buildingNumber: seller.buildingNumber || null,
    additionalNumber: seller.additionalNumber || null,
    postalCode: seller.postalCode || null,
    shortAddress: null,
    city: seller.city,
    region: null,
    // The contact address as typed names its own country, when it names one.
    country:
      seller.city.en || seller.city.ar
        ? { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' }
        : { en: '', ar: '' },
  };
}

/**
 * The store's A6 label of a parcel (renderShippingLabels): the recipient as entered, the carrier,
 * the barcode of its tracking number (the order number while there is none), parcel n of m, the
 * weight, and the cash to collect. In the language asked, else the order's.
 */
export async function parcelLabelPdf(
  db: Db,
  shipmentId: string,
  language: Language | undefined,
  log: FastifyBaseLogger,
): Promise<{ pdf: Buffer; filename: string }> {
  const shipment = await findShipment(db, shipmentId);
  const { order } = await loadOrder(db, shipment.orderId, language ?? 'en');
  const lang = language ?? languageOf(order);
  const [settings, nameOf, parcels] = await Promise.all([
    getSiteSettings(db, log),
    carrierNamer(db),
    shipmentsOfOrders(db, [order.id]),
  ]);
  const live = parcels.filter(({ shipment: row }) => row.status !== 'cancelled');
  const pdf = await renderShippingLabels([
    {
      language: lang,
      store: {
        name: settings.siteInfo.siteName,
        phone: settings.contactInfo.phone || null,
        address: senderOf(settings, lang),
      },
      recipient: recipientOf(order),
      orderNumber: order.orderNumber,
      carrier: nameOf(shipment.carrier),
      trackingNumber: shipment.trackingNumber,
      parcel: {
        index: Math.max(1, live.findIndex(({ shipment: row }) => row.id === shipment.id) + 1),
        count: Math.max(1, live.length),
      },
      weightGrams: shipment.weightGrams,
      cashOnDeliveryHalalas: shipment.codHalalas > 0 ? shipment.codHalalas : null,
      shippedOn: shipment.shippedAt ?? shipment.createdAt,
    },
  ]);
  return { pdf, filename: `label-${order.orderNumber}-${shipment.parcelNumber}.pdf` };
}

const PAYMENT_NOTES = {
  cod: { en: 'Cash on delivery: collect {amount}', ar: 'الدفع عند الاستلام: يُحصَّل {amount}' },
  codPaid: { en: 'Cash on delivery: paid', ar: 'الدفع عند الاستلام: مدفوع' },
  // A gift whose prices are hidden: the amount is on the courier's label, not in the parcel.
  codHidden: {
    en: 'Cash on delivery: the courier collects the amount on the label',
    ar: 'الدفع عند الاستلام: يحصّل المندوب المبلغ المذكور على البوليصة',
  },
  paid: { en: 'Paid online: nothing to collect', ar: 'مدفوع إلكترونيًا: لا مبلغ للتحصيل' },
  unpaid: { en: 'Online payment not received', ar: 'لم يصل الدفع الإلكتروني' },
} satisfies Record<string, LocalizedText>;

const SAMPLE_PREFIX: LocalizedText = { en: 'Free sample:', ar: 'عينة مجانية:' };

function paymentNoteOf(order: OrderRow, language: Language): string {
  if (order.paymentMethod === 'cod') {
    if (order.paymentStatus === 'paid') return PAYMENT_NOTES.codPaid[language];
    if (order.isGift && order.giftHidePrices) return PAYMENT_NOTES.codHidden[language];
    const amount = `${formatAmount(halalasToSar(order.totalHalalas))} ${CURRENCY_NAME[language]}`;
    return PAYMENT_NOTES.cod[language].replace('{amount}', amount);
  }
  return PAYMENT_NOTES[order.paymentStatus === 'paid' ? 'paid' : 'unpaid'][language];
}

function slipOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  settings: SiteSettings,
): PackingSlipData {
  const language = languageOf(order);
  const method = order.shippingMethod;
  const days =
    method && method.maxDays > 0
      ? language === 'ar'
        ? `${method.minDays}-${method.maxDays} أيام`
        : `${method.minDays}-${method.maxDays} days`
      : '';
  return {
    language,
    store: {
      name: settings.siteInfo.siteName,
      phone: settings.contactInfo.phone || null,
      email: settings.contactInfo.email || null,
    },
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    recipient: recipientOf(order),
    shippingMethod: method
      ? [method.name[language] || method.name.en, days].filter(Boolean).join(' · ')
      : '',
    items: [
      ...items.map((item) => ({
        name: (language === 'ar' ? item.productNameAr : item.productNameEn) || item.productNameEn,
        quantity: item.quantity,
        sku: null,
      })),
      // Free samples go in the parcel too: a line each, to tick like the rest (decision 036).
      ...order.samples.map((sample) => ({
        name: `${SAMPLE_PREFIX[language]} ${sample.name[language] || sample.name.en}`,
        quantity: 1,
        sku: null,
      })),
    ],
    notes: order.notes,
    paymentNote: paymentNoteOf(order, language),
    gift: order.isGift ? { wrap: order.giftWrap, message: order.giftMessage } : null,
  };
}

/** One A5 packing slip per order, in the order given, each in its order's language. */
export async function packingSlipsPdf(
  db: Db,
  ids: readonly string[],
  language: Language,
  log: FastifyBaseLogger,
): Promise<Buffer> {
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const rows = valid.length ? await db.select().from(orders).where(inArray(orders.id, valid)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw fulfilmentRefusal('orderNotFound', language, { id: missing });
  const [settings, lines] = await Promise.all([
    getSiteSettings(db, log),
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, valid))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
  ]);
  return renderPackingSlips(
    ids.map((id) =>
      slipOf(
        byId.get(id)!,
        lines.filter((line) => line.orderId === id),
        settings,
      ),
    ),
  );
}
