import { describe, expect, it } from 'vitest';
import { codOrderRequestSchema } from '@store/shared/schemas/orders';
import { hostedPaymentRequestSchema } from '@store/shared/schemas/payments';
import { toCartProduct, type CartItem } from '../../../stores/cart-rules.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form.ts';
import { toCodOrder, toCustomerInfo, toOnlineOrder } from './order-payload.ts';

const form: CheckoutForm = {
  ...EMPTY_CHECKOUT_FORM,
  cityId: 'riyadh',
  district: ' Al Olaya ',
  name: '  Sara   Al Harbi ',
  email: ' sara@example.com ',
  phone: ' +966 50 000 0000 ',
  address: ' Olaya Street 12 ',
  city: ' Riyadh ',
  postalCode: ' 12211 ',
  country: ' Saudi Arabia ',
  notes: ' Ring twice ',
};

const items: CartItem[] = [
  { product: toCartProduct(makeProduct({ _id: 'p-1', price: 450 })), quantity: 2 },
  { product: toCartProduct(makeProduct({ _id: 'p-2', price: 89.5 })), quantity: 1 },
];

describe('order payload', () => {
  it('splits the name and trims every field of the customer details', () => {
    expect(toCustomerInfo(form)).toEqual({
      firstName: 'Sara',
      lastName: 'Al Harbi',
      email: 'sara@example.com',
      phone: '+966 50 000 0000',
      address: 'Olaya Street 12',
      city: 'Riyadh',
      postalCode: '12211',
      country: 'Saudi Arabia',
      notes: 'Ring twice',
      countryCode: 'SA',
      cityId: 'riyadh',
      district: 'Al Olaya',
      buildingNumber: undefined,
      additionalNumber: undefined,
      shortAddress: undefined,
    });
  });

  it('gives a one-word name the Arabic default last name and leaves out an empty postal code', () => {
    const info = toCustomerInfo({ ...form, name: 'Sara', postalCode: '  ' });
    expect(info.lastName).toBe('العميل');
    expect(info).not.toHaveProperty('postalCode');
  });

  it('sends cash on delivery as product ids and quantities, never prices', () => {
    const order = toCodOrder(form, items, 'ar', 'method-1');
    expect(order).toEqual({
      items: [
        { productId: 'p-1', quantity: 2 },
        { productId: 'p-2', quantity: 1 },
      ],
      customerInfo: toCustomerInfo(form),
      paymentMethod: 'cod',
      shippingMethodId: 'method-1',
      language: 'ar',
    });
    expect(codOrderRequestSchema.safeParse(order).success).toBe(true);
  });

  it.each(['paypal', 'moyasar'] as const)(
    'sends an online payment (%s) with the total the shopper saw, in SAR',
    (method) => {
      const request = toOnlineOrder(method, form, items, 'en', 989.5, 'method-1');
      expect(request).toEqual({
        amount: 989.5,
        currency: 'SAR',
        orderData: {
          items: [
            { productId: 'p-1', quantity: 2 },
            { productId: 'p-2', quantity: 1 },
          ],
          customerInfo: toCustomerInfo(form),
          paymentMethod: method,
          shippingMethodId: 'method-1',
          language: 'en',
        },
      });
      expect(hostedPaymentRequestSchema.safeParse(request).success).toBe(true);
    },
  );
});
