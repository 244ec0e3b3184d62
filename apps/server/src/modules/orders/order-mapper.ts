import type { Language } from '@store/shared/locales';
import { halalasToSar } from '@store/shared/money';
import type { PublicOrder } from '@store/shared/schemas/orders';
import type { orderItems, orders } from './orders.table.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order as the shopper may see it (success page, lookup): SAR amounts, no contact details. */
/** `taxDocuments`: the order's invoice and notes, none until it is paid (and invoiced). */
export function toPublicOrder(
  order: OrderRow,
  items: OrderItemRow[],
  taxDocuments: PublicOrder['taxDocuments'] = [],
): PublicOrder {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    items: toOrderLines([...items].sort((a, b) => a.position - b.position)),
    subtotal: halalasToSar(order.subtotalHalalas),
    shippingCost: halalasToSar(order.shippingHalalas),
    codFee: halalasToSar(order.codFeeHalalas),
    giftWrapFee: halalasToSar(order.giftWrapHalalas),
    gift: order.isGift
      ? { wrap: order.giftWrap, message: order.giftMessage, hidePrices: order.giftHidePrices }
      : null,
    samples: order.samples,
    ...discountViews(order),
    tax: halalasToSar(order.taxHalalas),
    total: halalasToSar(order.totalHalalas),
    currency: 'SAR',
    customerInfo: { firstName: order.customerFirstName },
    language: order.language as Language,
    createdAt: order.createdAt.toISOString(),
    taxDocuments,
  };
}

/** An order's lines as the API shows them: the names, image and price copied at purchase, in SAR. */
export function toOrderLines(items: OrderItemRow[]) {
  return items.map((item) => ({
    productId: item.productId,
    name: { en: item.productNameEn, ar: item.productNameAr },
    image: item.productImage,
    price: halalasToSar(item.unitPriceHalalas),
    quantity: item.quantity,
    subtotal: halalasToSar(item.subtotalHalalas),
    discount: halalasToSar(item.discountHalalas),
  }));
}

/**
 * An order's savings as its pages show them: the code's (`discount`) and the offers' apart, though
 * the order stores them as one discount on the goods for invoices and payments (decision 037).
 */
export function discountViews(order: OrderRow) {
  return {
    discount: halalasToSar(order.discountHalalas - order.offerDiscountHalalas),
    shippingDiscount: halalasToSar(order.shippingDiscountHalalas),
    discountCode: order.discountCode,
    offerDiscount: halalasToSar(order.offerDiscountHalalas),
    appliedOffers: order.appliedOffers.map((offer) => ({
      offerId: offer.offerId,
      name: offer.name,
      discount: halalasToSar(offer.discountHalalas),
    })),
  };
}
