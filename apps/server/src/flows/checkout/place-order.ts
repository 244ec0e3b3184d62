import type { Language } from '@store/shared/locales';
import { sarToHalalas } from '@store/shared/money';
import { cleanGiftMessage, giftMessageProblem, sampleChoiceProblem } from '@store/shared/gifting';
import { findCity } from '@store/shared/saudi/places';
import { nationalAddress } from '@store/shared/saudi/address';
import {
  customerInfoProblems,
  deliveryProblems,
  normalizePhone,
  type OrderData,
  type PaymentMethod,
} from '@store/shared/schemas/orders';
import { methodTakes, type PaymentMethodRule } from '@store/shared/schemas/payment-providers';
import type { CommerceSettings } from '@store/shared/schemas/settings';
import type { Db } from '../../db/client.ts';
import {
  recordOrderStatus,
  type OrderItemRow,
  type OrderRow,
  newOrderNumber,
} from '../../modules/orders/index.ts';
import { orderItems, orders, payments } from '../../db/schema.ts';
import { recordRedemption } from '../../modules/promotions/index.ts';
import {
  settlementAmounts,
  type Settlement,
  type SettlementAmounts,
} from '../../modules/payments/index.ts';
import { checkoutError, customerInfoError, deliveryError, giftError } from './checkout-messages.ts';
import { priceChosenDelivery } from './delivery-pricing.ts';
import { orderSavings } from './order-savings.ts';
import { hasPreviousOrder } from './previous-orders.ts';
import { reserveSamples, reserveStock } from './stock.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface PlaceOrderInput {
  data: OrderData;
  method: PaymentMethod;
  language: Language;
  commerce: CommerceSettings;
  /** The switches and order-total limits in force (CheckoutServices.methodRule). */
  methodRule: (method: PaymentMethod) => PaymentMethodRule;
  /** Online payment: what it is charged through, and until when the stock is held for it. */
  online?: {
    /** The total the shopper saw (SAR); the order is refused when the server's differs. */
    expectedTotalSar: number;
    provider: string;
    /** The currency PayPal charges in; null for a provider that charges in SAR itself. */
    settlement: Settlement | null;
    expiresAt: Date;
  };
}

export interface PlacedOrder {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentRow | null;
  amounts: SettlementAmounts | null;
}

/**
 * Refuses a method switched off or a total outside its limits (the admin's payment settings), and
 * validates the shopper's details; then in one transaction reserves the stock, prices the lines
 * from the database, computes the totals and writes the order, its lines, its first history entry
 * and, for an online payment, the payment record. Any refusal rolls all of it back.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { data, method, language } = input;
  const rule = input.methodRule(method);
  // Switched off in the admin: refused whatever the shopper's page still offered.
  if (!rule.enabled) throw checkoutError('methodUnavailable', language);
  const customer = data.customerInfo;
  const problems = customerInfoProblems(customer, method);
  if (problems.length > 0) throw customerInfoError(problems, method !== 'cod', language);
  // Where it goes, before anything is reserved: the street is checked once the method is known.
  const placeProblem = deliveryError(deliveryProblems(customer, { pickup: true }), language);
  if (placeProblem) throw placeProblem;
  // Gifting and samples (decision 036), judged before anything is reserved.
  const gift = data.gift ?? null;
  const giftProblem = gift && giftMessageProblem(gift.message);
  if (giftProblem) throw giftError(giftProblem, language);
  const sampleIds = data.samples ?? [];
  // The fee is the setting's, whatever the page showed; the total check below catches a change.
  const giftWrapHalalas = gift?.wrap ? sarToHalalas(input.commerce.giftWrapFee) : 0;

  const city = customer.countryCode === 'SA' ? findCity(customer.cityId) : null;
  return db.transaction(async (tx) => {
    const lines = await reserveStock(tx, data.items, language);
    const samples = await reserveSamples(tx, sampleIds, language);
    const delivery = await priceChosenDelivery(tx, {
      customer,
      lines,
      shippingMethodId: data.shippingMethodId,
      cashOnDelivery: method === 'cod',
      language,
    });
    const phone = normalizePhone(customer.phone, customer.countryCode);
    // The code is judged again here, and one of its uses taken only when it gives something.
    const { totals, claimed } = await orderSavings(tx, {
      code: data.discountCode?.trim() || undefined,
      lines,
      customer: {
        email: customer.email,
        phone,
        hasPreviousOrder: () => hasPreviousOrder(tx, customer.email, phone),
      },
      charges: {
        shippingHalalas: delivery.offer.priceHalalas,
        codFeeHalalas: delivery.codFeeHalalas,
        giftWrapHalalas,
      },
      vat: input.commerce,
      language,
    });
    // A free-sample offer the cart makes true raises the allowance (decision 037).
    const sampleProblem = sampleChoiceProblem(
      sampleIds,
      input.commerce.maxSamples + totals.extraSamples,
    );
    if (sampleProblem) throw giftError(sampleProblem, language);
    // The code's and the offers' savings are one discount on the goods for invoices and payments.
    const discountHalalas = totals.discountHalalas + totals.offerDiscountHalalas;
    if (!methodTakes(rule, totals.totalHalalas)) throw checkoutError('methodUnavailable', language);
    if (input.online && sarToHalalas(input.online.expectedTotalSar) !== totals.totalHalalas) {
      throw checkoutError('priceChanged', language);
    }

    const order = await insertWithNewNumber(tx, {
      status: 'pending',
      paymentMethod: method,
      paymentStatus: 'pending',
      subtotalHalalas: totals.subtotalHalalas,
      shippingHalalas: totals.shippingHalalas,
      codFeeHalalas: totals.codFeeHalalas,
      discountHalalas,
      offerDiscountHalalas: totals.offerDiscountHalalas,
      appliedOffers: totals.appliedOffers,
      shippingDiscountHalalas: totals.shippingDiscountHalalas,
      discountCode: claimed?.promotion.code ?? null,
      giftWrapHalalas: totals.giftWrapHalalas,
      giftWrapDiscountHalalas: totals.giftWrapDiscountHalalas,
      isGift: gift !== null,
      giftWrap: gift?.wrap ?? false,
      giftMessage: gift ? cleanGiftMessage(gift.message) : '',
      giftHidePrices: gift?.hidePrices ?? false,
      samples: samples.map(({ productId, name }) => ({ productId, name })),
      taxHalalas: totals.taxHalalas,
      totalHalalas: totals.totalHalalas,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
      customerEmail: customer.email,
      customerPhone: phone,
      addressLine: customer.address,
      city: customer.city,
      postalCode: optionalPart(customer.postalCode, nationalAddress.postalCode),
      country: customer.country,
      countryCode: customer.countryCode,
      cityId: city?.id ?? null,
      regionCode: city?.region ?? null,
      district: customer.district,
      buildingNumber: optionalPart(customer.buildingNumber, nationalAddress.buildingNumber),
      additionalNumber: optionalPart(customer.additionalNumber, nationalAddress.additionalNumber),
      shortAddress: optionalPart(customer.shortAddress, nationalAddress.shortAddress),
      shippingMethodId: delivery.offer.methodId,
      shippingMethod: delivery.snapshot,
      notes: customer.notes,
      language,
      expiresAt: input.online?.expiresAt ?? null,
    });

    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((line, position) => ({
          orderId: order.id,
          productId: line.productId,
          productNameEn: line.nameEn,
          productNameAr: line.nameAr,
          productImage: line.image,
          unitPriceHalalas: line.unitPriceHalalas,
          quantity: line.quantity,
          subtotalHalalas: line.unitPriceHalalas * line.quantity,
          discountHalalas:
            (totals.lineDiscountsHalalas[position] ?? 0) +
            (totals.lineOfferDiscountsHalalas[position] ?? 0),
          offerDiscountHalalas: totals.lineOfferDiscountsHalalas[position] ?? 0,
          position,
        })),
      )
      .returning();

    if (claimed) {
      await recordRedemption(tx, {
        promotionId: claimed.promotion.id,
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderTotalHalalas: totals.totalHalalas,
        email: customer.email,
        phone,
        discountHalalas: totals.discountHalalas,
        shippingDiscountHalalas: totals.shippingDiscountHalalas,
      });
    }

    await recordOrderStatus(tx, {
      orderId: order.id,
      from: null,
      to: 'pending',
      paymentStatus: 'pending',
      note: method === 'cod' ? 'Order placed, cash on delivery' : 'Order placed, awaiting payment',
    });

    if (!input.online) return { order, items, payment: null, amounts: null };
    const { settlement } = input.online;
    const amounts =
      settlement &&
      settlementAmounts(
        {
          lines,
          // The cash-on-delivery fee is never charged online: 0 on every online order.
          shippingHalalas: totals.shippingHalalas,
          addedTaxHalalas: totals.taxIncluded ? 0 : totals.taxHalalas,
          discountHalalas,
          giftWrapHalalas: totals.giftWrapHalalas,
        },
        settlement,
      );
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: input.online.provider,
        status: 'created',
        amountHalalas: totals.totalHalalas,
        settlementCurrency: amounts?.currency ?? 'SAR',
        settlementRate: settlement?.rate ?? '1',
        chargedAmountMinor: amounts?.totalMinor ?? totals.totalHalalas,
      })
      .returning();
    return { order, items, payment: payment!, amounts };
  });
}

/** Order numbers are random; on the (astronomically rare) clash the insert simply draws again. */
async function insertWithNewNumber(
  tx: Db,
  values: Omit<typeof orders.$inferInsert, 'orderNumber'>,
): Promise<OrderRow> {
  for (;;) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: newOrderNumber() })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (order) return order;
  }
}

/** A National Address number in its one form; one of another country's shape kept as typed. */
function optionalPart(
  value: string | null | undefined,
  read: (text: string) => string | null,
): string | null {
  const text = value?.trim();
  return text ? (read(text) ?? text) : null;
}
