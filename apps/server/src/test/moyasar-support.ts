import { expect } from 'vitest';
import type { FakeMoyasar } from '../modules/payments/testing.ts';
import { customer, insertProduct, orderByNumber } from './checkout-support.ts';
import type { TestContext } from './test-app.ts';

/** A Moyasar payment started for `quantity` of a new 100 SAR product, in the shopper's language. */
export async function startMoyasar(
  on: TestContext,
  quantity = 1,
  language: 'en' | 'ar' = 'en',
  stock = 10,
) {
  const product = await insertProduct(on.database.db, { stock, priceHalalas: 10000 });
  const price = (await on.app.inject(`/api/products/${product.id}`)).json().data.price as number;
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/moyasar/payments',
    payload: {
      amount: price * quantity,
      currency: 'SAR',
      orderData: {
        items: [{ productId: product.id, quantity }],
        customerInfo: customer,
        paymentMethod: 'moyasar',
        language,
      },
    },
  });
  return { product, status: res.statusCode, body: res.json() };
}

/**
 * An order of `quantity` × 100 SAR paid with a mada card on Moyasar's page (the fake), confirmed
 * by the shopper's return: the real client and checkout against the fake's HTTP.
 */
export async function paidWithMoyasar(
  on: TestContext,
  moyasar: FakeMoyasar,
  quantity = 2,
  language: 'en' | 'ar' = 'en',
) {
  const started = await startMoyasar(on, quantity, language);
  const { product } = started;
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const orderNumber = started.body.data.orderNumber as string;
  const { order, payment } = await orderByNumber(on.database.db, orderNumber);
  const paid = moyasar.pay(payment!.providerOrderId!, {
    method: 'creditcard',
    brand: 'mada',
    last4: '1010',
  });
  const confirmed = await on.app.inject({
    method: 'POST',
    url: '/api/moyasar/payments/confirm',
    payload: { order: orderNumber, occasion: 'return' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { order, product, paymentId: paid.id as string, totalHalalas: order.totalHalalas };
}
