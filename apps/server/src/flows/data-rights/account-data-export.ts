import { asc, eq, inArray } from 'drizzle-orm';
import { halalasToSar } from '@store/shared/money';
import type { ConsentRecord } from '@store/shared/schemas/privacy';
import type { ShopperProfile } from '@store/shared/schemas/accounts';
import type { Db } from '../../db/client.ts';
import {
  orderItems,
  orders,
  products,
  reviews,
  shopperAddresses,
  shopperSessions,
  shopperWishlistItems,
} from '../../db/schema.ts';
import { toShopperProfile, type ShopperAccountRow } from '../../modules/accounts/index.ts';
import { consentHistory } from '../../modules/privacy/index.ts';
import { ordersOfAccount } from '../account-orders/shopper-orders.ts';

/**
 * What a shopper downloads of their data (PDPL's right of access): everything kept about them.
 * The profile carries the marketing opt-ins and since when.
 */
export interface AccountDataExport {
  exportedAt: string;
  profile: ShopperProfile;
  addresses: ExportedAddress[];
  wishlist: { product: { en: string; ar: string }; addedAt: string }[];
  orders: ExportedOrder[];
  reviews: ExportedReview[];
  consents: ConsentRecord[];
  devices: ExportedDevice[];
}

interface ExportedAddress {
  label: string;
  cityId: string;
  district: string;
  street: string;
  buildingNumber: string | null;
  postalCode: string | null;
  additionalNumber: string | null;
  shortAddress: string | null;
  isDefault: boolean;
}

interface ExportedOrder {
  orderNumber: string;
  placedAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  address: {
    addressLine: string;
    district: string;
    city: string;
    postalCode: string | null;
    buildingNumber: string | null;
    additionalNumber: string | null;
    shortAddress: string | null;
    country: string;
  };
  notes: string;
  giftMessage: string;
  items: { product: { en: string; ar: string }; quantity: number; unitPriceSar: number }[];
  totals: {
    subtotalSar: number;
    discountSar: number;
    shippingSar: number;
    cashOnDeliveryFeeSar: number;
    vatSar: number;
    totalSar: number;
  };
}

interface ExportedReview {
  product: { en: string; ar: string };
  stars: number;
  title: string;
  body: string;
  language: string;
  shownAs: string;
  status: string;
  writtenAt: string;
}

interface ExportedDevice {
  signedInAt: string;
  expiresAt: string;
  signedOutAt: string | null;
  ipAddress: string;
  userAgent: string;
}

export async function exportAccountData(
  db: Db,
  account: ShopperAccountRow,
  now: Date,
): Promise<AccountDataExport> {
  const owned = ordersOfAccount(account);
  const orderRows = owned
    ? await db.select().from(orders).where(owned).orderBy(asc(orders.createdAt))
    : [];
  const orderIds = orderRows.map((row) => row.id);
  const [lines, reviewRows, sessions, consents, addresses, wishlist] = await Promise.all([
    orderIds.length > 0
      ? db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.position))
      : [],
    orderIds.length > 0
      ? db
          .select()
          .from(reviews)
          .where(inArray(reviews.orderId, orderIds))
          .orderBy(asc(reviews.createdAt))
      : [],
    db
      .select()
      .from(shopperSessions)
      .where(eq(shopperSessions.accountId, account.id))
      .orderBy(asc(shopperSessions.createdAt)),
    consentsOf(db, account),
    db
      .select()
      .from(shopperAddresses)
      .where(eq(shopperAddresses.accountId, account.id))
      .orderBy(asc(shopperAddresses.createdAt)),
    db
      .select({
        en: products.nameEn,
        ar: products.nameAr,
        addedAt: shopperWishlistItems.addedAt,
      })
      .from(shopperWishlistItems)
      .innerJoin(products, eq(products.id, shopperWishlistItems.productId))
      .where(eq(shopperWishlistItems.accountId, account.id))
      .orderBy(asc(shopperWishlistItems.addedAt)),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: toShopperProfile(account),
    addresses: addresses.map((address) => ({
      label: address.label,
      cityId: address.cityId,
      district: address.district,
      street: address.street,
      buildingNumber: address.buildingNumber,
      postalCode: address.postalCode,
      additionalNumber: address.additionalNumber,
      shortAddress: address.shortAddress,
      isDefault: address.isDefault,
    })),
    wishlist: wishlist.map((item) => ({
      product: { en: item.en, ar: item.ar },
      addedAt: item.addedAt.toISOString(),
    })),
    orders: orderRows.map((order) => ({
      orderNumber: order.orderNumber,
      placedAt: order.createdAt.toISOString(),
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      customer: {
        firstName: order.customerFirstName,
        lastName: order.customerLastName,
        email: order.customerEmail,
        phone: order.customerPhone,
      },
      address: {
        addressLine: order.addressLine,
        district: order.district,
        city: order.city,
        postalCode: order.postalCode,
        buildingNumber: order.buildingNumber,
        additionalNumber: order.additionalNumber,
        shortAddress: order.shortAddress,
        country: order.country,
      },
      notes: order.notes,
      giftMessage: order.giftMessage,
      items: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          product: { en: line.productNameEn, ar: line.productNameAr },
          quantity: line.quantity,
          unitPriceSar: halalasToSar(line.unitPriceHalalas),
        })),
      totals: {
        subtotalSar: halalasToSar(order.subtotalHalalas),
        discountSar: halalasToSar(order.discountHalalas),
        shippingSar: halalasToSar(order.shippingHalalas),
        cashOnDeliveryFeeSar: halalasToSar(order.codFeeHalalas),
        vatSar: halalasToSar(order.taxHalalas),
        totalSar: halalasToSar(order.totalHalalas),
      },
    })),
    reviews: reviewRows.map((review) => ({
      product: { en: review.productNameEn, ar: review.productNameAr },
      stars: review.stars,
      title: review.title,
      body: review.body,
      language: review.language,
      shownAs: review.authorName,
      status: review.status,
      writtenAt: review.createdAt.toISOString(),
    })),
    consents,
    devices: sessions.map((session) => ({
      signedInAt: session.createdAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      signedOutAt: session.revokedAt?.toISOString() ?? null,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
  };
}

/** The account's consents and those given as a guest with its phone or email, by time. */
async function consentsOf(db: Db, account: ShopperAccountRow): Promise<ConsentRecord[]> {
  const holders = [
    { accountId: account.id },
    ...[account.phone, account.email]
      .filter((value): value is string => Boolean(value))
      .map((subject) => ({ subject })),
  ];
  const lists = await Promise.all(holders.map((holder) => consentHistory(db, holder)));
  return lists.flat().sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
}
