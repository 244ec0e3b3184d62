import { methodInput, setShippingZones, zoneInput } from '../../modules/shipping/testing.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistory } from '../../modules/orders/index.ts';
import { orderItems } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  changeSettings,
  customer,
  insertProduct,
  mailHeader,
  mailText,
  orderByNumber,
  outboxMessages,
  stockOf,
  temporaryDataDir,
  DEFAULT_SHIPPING_ZONE_ID,
  restoreDefaultShipping,
  STANDARD_DELIVERY_ID,
} from '../../test/checkout-support.ts';

let ctx: TestContext;
const data = temporaryDataDir();

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
});
afterAll(async () => {
  await ctx.close();
  data.remove();
});

async function placeOrder(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers });
  return { status: res.statusCode, body: res.json() };
}

function codOrder(
  items: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  return { items, customerInfo: customer, paymentMethod: 'cod', ...extra };
}

describe('POST /api/orders (cash on delivery)', () => {
  it('saves the order with the server’s prices, reserves the stock and answers with the order number', async () => {
    const oud = await insertProduct(ctx.database.db, { stock: 4, priceHalalas: 45000 });
    const rose = await insertProduct(ctx.database.db, { stock: 9, priceHalalas: 8950 });
    const { status, body } = await placeOrder({
      items: [
        // What the browser claims about prices is ignored.
        { productId: oud.id, quantity: 2, price: 1, subtotal: 2, productName: 'cheap' },
        { productId: rose.id, quantity: 1, price: 0 },
      ],
      subtotal: 3,
      shippingCost: 0,
      tax: 0,
      total: 3,
      paymentMethod: 'cod',
      paymentStatus: 'paid',
      status: 'delivered',
      customerInfo: { ...customer, phone: '٠٥٠ ١٢٣ ٤٥٦٧', postalCode: '' },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(body.data).toEqual({
      orderNumber: expect.stringMatching(/^MA-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      items: [
        {
          productId: oud.id,
          name: { en: oud.nameEn, ar: oud.nameAr },
          image: expect.stringMatching(/^\/images\/test-/),
          price: 450,
          quantity: 2,
          subtotal: 900,
          discount: 0,
        },
        {
          productId: rose.id,
          name: { en: rose.nameEn, ar: rose.nameAr },
          image: expect.any(String),
          price: 89.5,
          quantity: 1,
          subtotal: 89.5,
          discount: 0,
        },
      ],
      subtotal: 989.5,
      shippingCost: 0,
      codFee: 0,
      giftWrapFee: 0,
      gift: null,
      samples: [],
      discount: 0,
      shippingDiscount: 0,
      discountCode: null,
      offerDiscount: 0,
      appliedOffers: [],
      tax: 0,
      total: 989.5,
      currency: 'SAR',
      customerInfo: { firstName: 'Noura' },
      language: 'en',
      createdAt: expect.any(String),
      // Invoiced when delivered, not when placed.
      taxDocuments: [],
    });
    expect(await stockOf(ctx.database.db, oud.id)).toBe(2);
    expect(await stockOf(ctx.database.db, rose.id)).toBe(8);

    const { order, payment } = await orderByNumber(ctx.database.db, body.data.orderNumber);
    expect(order).toMatchObject({
      customerFirstName: 'Noura',
      customerLastName: 'Al-Harbi',
      customerEmail: 'noura@example.com',
      // One stored form for a mobile typed in Arabic-Indic digits with spaces.
      customerPhone: '+966501234567',
      postalCode: null,
      country: 'Saudi Arabia',
      countryCode: 'SA',
      cityId: 'riyadh',
      regionCode: 'SA-01',
      district: 'Al Olaya',
      shippingMethodId: STANDARD_DELIVERY_ID,
      shippingMethod: {
        kind: 'standard',
        name: { en: 'Standard delivery', ar: 'التوصيل العادي' },
        zone: { id: DEFAULT_SHIPPING_ZONE_ID },
      },
      // Free from 200 SAR on a fresh store.
      shippingHalalas: 0,
      codFeeHalalas: 0,
      totalHalalas: 98950,
      expiresAt: null,
      stockReleasedAt: null,
    });
    expect(payment).toBeUndefined();
    const history = await orderHistory(ctx.database.db, order.id);
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'pending', paymentStatus: 'pending' },
    ]);
  });

  it('shows the new stock on the storefront at once, though its reads are cached', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().data
        .stock;
    expect(await read()).toBe(5);
    expect(await read()).toBe(5); // now served from the public read cache
    const { status } = await placeOrder(codOrder([{ productId: product.id, quantity: 2 }]));
    expect(status).toBe(201);
    expect(await read()).toBe(3);
  });

  it('keeps the cached catalogue when an order is refused before it is handled', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    const { entries } = ctx.app.publicCache.stats();
    expect(entries).toBeGreaterThan(0);
    const { status } = await placeOrder({ items: [] });
    expect(status).toBe(400);
    expect(ctx.app.publicCache.stats().entries).toBe(entries);
    await placeOrder(codOrder([{ productId: product.id, quantity: 1 }]));
    expect(ctx.app.publicCache.stats().entries).toBeLessThan(entries);
  });

  it('answers in Arabic when the page is in Arabic', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 3 });
    const { status, body } = await placeOrder(
      codOrder([{ productId: product.id, quantity: 1 }], { language: 'ar' }),
    );
    expect(status).toBe(201);
    expect(body.message).toBe('تم تقديم الطلب بنجاح');
    expect(body.data.language).toBe('ar');
  });

  it('needs the spec’s name, email and phone, a city and a street, and checks email and phone', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const items = [{ productId: product.id, quantity: 1 }];
    const minimal = {
      firstName: 'Sara',
      email: 'sara@example.com',
      phone: '0551234567',
      cityId: 'jeddah',
      district: 'Al Rawdah',
      address: 'Prince Sultan Rd',
    };
    expect((await placeOrder(codOrder(items, { customerInfo: minimal }))).status).toBe(201);

    const cases: [Record<string, string>, Record<string, string>, string][] = [
      [{ ...minimal, phone: '  ' }, {}, 'Please fill in all required fields (name, email, phone)'],
      [
        { ...minimal, firstName: '' },
        { language: 'ar' },
        'يرجى ملء جميع الحقول المطلوبة (الاسم، البريد الإلكتروني، الهاتف)',
      ],
      [{ ...minimal, email: 'sara@' }, {}, 'Please enter a valid email address'],
      [{ ...minimal, email: 'sara@' }, { language: 'ar' }, 'يرجى إدخال بريد إلكتروني صحيح'],
      [{ ...minimal, phone: '12ab' }, {}, 'Please enter a valid phone number'],
      // A landline is not a mobile the courier can reach.
      [{ ...minimal, phone: '011 234 5678' }, {}, 'Please enter a valid phone number'],
    ];
    for (const [info, extra, message] of cases) {
      const { status, body } = await placeOrder(codOrder(items, { customerInfo: info, ...extra }));
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, code: 'VALIDATION_FAILED', message });
    }
    // Without a language in the body, the browser's Accept-Language decides.
    const { body } = await placeOrder(
      codOrder(items, { customerInfo: { ...minimal, phone: '' } }),
      {
        'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8',
      },
    );
    expect(body.message).toBe('يرجى ملء جميع الحقول المطلوبة (الاسم، البريد الإلكتروني، الهاتف)');
    expect(await stockOf(ctx.database.db, product.id)).toBe(4);
  });

  it('refuses an address it cannot deliver to, in the form’s order and the page’s language', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const items = [{ productId: product.id, quantity: 1 }];
    const cases: [Record<string, unknown>, 'en' | 'ar', number, string][] = [
      [{ ...customer, cityId: null }, 'en', 400, 'Please choose your city from the list'],
      [{ ...customer, cityId: 'atlantis' }, 'ar', 400, 'يرجى اختيار مدينتك من القائمة'],
      [
        { ...customer, district: ' ' },
        'en',
        400,
        'Please enter your district and street so the courier can find you',
      ],
      [{ ...customer, postalCode: '1224' }, 'ar', 400, 'الرمز البريدي مكوّن من 5 أرقام'],
      [
        { ...customer, shortAddress: 'RRD2929' },
        'en',
        400,
        'The short address is 4 letters and 4 digits, e.g. RRRD2929',
      ],
    ];
    for (const [customerInfo, language, status, message] of cases) {
      const answer = await placeOrder(codOrder(items, { customerInfo, language }));
      expect(answer.status, message).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    const gone = await placeOrder(
      codOrder(items, { shippingMethodId: '7a0c1f38-1d3e-4b8e-9a55-2f1f3b1d9e01' }),
    );
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(
      'The delivery option you chose is no longer available for your address. Please choose another.',
    );
    const goneAr = await placeOrder(
      codOrder(items, { shippingMethodId: '7a0c1f38-1d3e-4b8e-9a55-2f1f3b1d9e01', language: 'ar' }),
    );
    expect(goneAr.body.message).toBe(
      'طريقة التوصيل التي اخترتها لم تعد متاحة لعنوانك. يرجى اختيار طريقة أخرى.',
    );
    // Nothing was reserved by the refused orders.
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('prices the method chosen for the city, and refuses cash where its zone does not take it', async () => {
    const [riyadh] = await setShippingZones(ctx.app, [
      zoneInput({
        name: { en: 'Riyadh city', ar: 'مدينة الرياض' },
        regions: [],
        cityIds: ['riyadh'],
        codFeeHalalas: 1500,
        methods: [
          methodInput(),
          methodInput({
            kind: 'same_day',
            name: { en: 'Same day', ar: 'في نفس اليوم' },
            rule: { type: 'flat', priceHalalas: 4000 },
            minDays: 0,
            maxDays: 0,
          }),
        ],
      }),
      zoneInput({
        name: { en: 'Makkah region', ar: 'منطقة مكة' },
        regions: ['SA-02'],
        codEnabled: false,
      }),
    ]);
    try {
      const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
      const items = [{ productId: product.id, quantity: 1 }];
      const sameDay = riyadh!.methods[1]!.id;
      const placed = await placeOrder(
        codOrder(items, {
          shippingMethodId: sameDay,
          customerInfo: { ...customer, buildingNumber: '٧٢٣٥', shortAddress: 'rrrd 2929' },
        }),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      // 100 + 40 same day + 15 cash on delivery fee.
      expect(placed.body.data).toMatchObject({ shippingCost: 40, total: 155 });
      const { order } = await orderByNumber(ctx.database.db, placed.body.data.orderNumber);
      expect(order).toMatchObject({
        shippingHalalas: 4000,
        codFeeHalalas: 1500,
        buildingNumber: '7235',
        shortAddress: 'RRRD2929',
        shippingMethodId: sameDay,
        shippingMethod: { kind: 'same_day', minDays: 0, maxDays: 0, zone: { id: riyadh!.id } },
      });

      const jeddah = { ...customer, cityId: 'jeddah', city: 'Jeddah' };
      const refused = await placeOrder(codOrder(items, { customerInfo: jeddah, language: 'ar' }));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'الدفع عند الاستلام غير متاح لهذا العنوان. يرجى اختيار طريقة دفع أخرى.',
      );
      const nowhere = { ...customer, cityId: 'tabuk', city: 'Tabuk' };
      const far = await placeOrder(codOrder(items, { customerInfo: nowhere }));
      expect(far.status).toBe(409);
      expect(far.body.message).toBe('We do not deliver to this city yet.');
      const farAr = await placeOrder(codOrder(items, { customerInfo: nowhere, language: 'ar' }));
      expect(farAr.status).toBe(409);
      expect(farAr.body.message).toBe('لا نوصّل إلى هذه المدينة حاليًا.');
      expect(await stockOf(ctx.database.db, product.id)).toBe(4);
    } finally {
      await restoreDefaultShipping(ctx.app);
    }
  });

  it('takes an order to a Gulf country only while the store ships there', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
    const items = [{ productId: product.id, quantity: 1 }];
    const dubai = {
      ...customer,
      countryCode: 'AE',
      country: 'United Arab Emirates',
      cityId: null,
      city: 'Dubai',
      district: '',
      address: 'Marina Walk 5',
      postalCode: '',
      phone: '050 123 4567',
    };
    const refused = await placeOrder(codOrder(items, { customerInfo: dubai }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('We do not deliver to this country.');

    await setShippingZones(
      ctx.app,
      [
        zoneInput({
          name: { en: 'Gulf', ar: 'الخليج' },
          regions: [],
          countries: ['AE'],
          methods: [methodInput({ rule: { type: 'flat', priceHalalas: 6000 } })],
        }),
      ],
      { shipAbroad: true, abroadCountries: ['AE'] },
    );
    try {
      // A Saudi mobile (its country code says so) is not an Emirati one.
      const saudiPhone = await placeOrder(
        codOrder(items, { customerInfo: { ...dubai, phone: '+966551234567' } }),
      );
      expect(saudiPhone.body.message).toBe('Please enter a valid phone number');
      const placed = await placeOrder(codOrder(items, { customerInfo: dubai }));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.data).toMatchObject({ shippingCost: 60, total: 160 });
      const { order } = await orderByNumber(ctx.database.db, placed.body.data.orderNumber);
      expect(order).toMatchObject({
        countryCode: 'AE',
        cityId: null,
        regionCode: null,
        city: 'Dubai',
        customerPhone: '+971501234567',
      });
    } finally {
      await restoreDefaultShipping(ctx.app);
    }
  });

  it('refuses an order it cannot fully reserve, naming the product, and keeps the stock as it was', async () => {
    const plenty = await insertProduct(ctx.database.db, { stock: 10 });
    const scarce = await insertProduct(ctx.database.db, { stock: 1 });
    const items = [
      { productId: plenty.id, quantity: 3 },
      { productId: scarce.id, quantity: 2 },
    ];
    const en = await placeOrder(codOrder(items));
    expect(en.status).toBe(409);
    expect(en.body).toEqual({
      success: false,
      code: 'OUT_OF_STOCK',
      message: `Only 1 of “${scarce.nameEn}” left in stock. Please change the quantity in your cart.`,
    });
    const ar = await placeOrder(codOrder(items, { language: 'ar' }));
    expect(ar.body.message).toBe(
      `الكمية المتاحة من «${scarce.nameAr}» هي 1 فقط. يرجى تعديل الكمية في سلتك.`,
    );
    // The first line had been reserved before the second failed: rolled back with it.
    expect(await stockOf(ctx.database.db, plenty.id)).toBe(10);
    expect(await stockOf(ctx.database.db, scarce.id)).toBe(1);

    const none = await insertProduct(ctx.database.db, { stock: 0 });
    const soldOut = await placeOrder(codOrder([{ productId: none.id, quantity: 1 }]));
    expect(soldOut.body.message).toBe(`Sorry, “${none.nameEn}” is out of stock.`);
    // An administrator's "out of stock" holds even with units on the shelf.
    const held = await insertProduct(ctx.database.db, { stock: 5, inStockOverride: false });
    const heldBack = await placeOrder(
      codOrder([{ productId: held.id, quantity: 1 }], { language: 'ar' }),
    );
    expect(heldBack.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `عذرًا، «${held.nameAr}» غير متوفر حاليًا في المخزون.`,
    });
    expect(await stockOf(ctx.database.db, held.id)).toBe(5);
  });

  it('refuses unknown, malformed and unpublished products', async () => {
    const hidden = await insertProduct(ctx.database.db, { stock: 5, isActive: false });
    for (const productId of [hidden.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { status, body } = await placeOrder(codOrder([{ productId, quantity: 1 }]));
      expect(status).toBe(409);
      expect(body.code).toBe('PRODUCT_UNAVAILABLE');
    }
    expect(await stockOf(ctx.database.db, hidden.id)).toBe(5);
  });

  it('adds up the same product on two lines', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
    const { body } = await placeOrder(
      codOrder([
        { productId: product.id, quantity: 2 },
        { productId: product.id, quantity: 1 },
      ]),
    );
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0]).toMatchObject({ quantity: 3, subtotal: 300 });
    expect(await stockOf(ctx.database.db, product.id)).toBe(2);
  });

  it('applies the zone’s delivery price, its COD fee and the VAT settings', async () => {
    await setShippingZones(ctx.app, [
      zoneInput({
        codFeeHalalas: 500,
        methods: [
          methodInput({ rule: { type: 'flat', priceHalalas: 2500 }, freeAboveHalalas: 50000 }),
        ],
      }),
    ]);
    const restore = await changeSettings(ctx.database.db, (s) => ({
      ...s,
      commerce: { ...s.commerce, vatRate: 15, pricesIncludeVat: false },
    }));
    try {
      const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 10000 });
      const { body } = await placeOrder(codOrder([{ productId: product.id, quantity: 1 }]));
      // VAT on goods, delivery and the COD fee: (100 + 25 + 5) x 15 % = 19.50.
      expect(body.data).toMatchObject({
        subtotal: 100,
        shippingCost: 25,
        tax: 19.5,
        total: 149.5,
      });
    } finally {
      await restore();
      await restoreDefaultShipping(ctx.app);
    }
  });

  it('is for cash on delivery only and refuses malformed bodies', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const items = [{ productId: product.id, quantity: 1 }];
    expect((await placeOrder(codOrder(items, { paymentMethod: 'paypal' }))).status).toBe(400);
    expect((await placeOrder(codOrder([]))).status).toBe(400);
    expect((await placeOrder(codOrder([{ productId: product.id, quantity: 0 }]))).status).toBe(400);
    expect((await placeOrder(codOrder([{ productId: product.id, quantity: 1.5 }]))).status).toBe(
      400,
    );
    expect(await stockOf(ctx.database.db, product.id)).toBe(5);
  });

  it('writes the customer’s confirmation and the admin’s notice to the outbox, in the order’s language', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const { body } = await placeOrder(
      codOrder([{ productId: product.id, quantity: 1 }], { language: 'ar' }),
    );
    await ctx.app.jobs.drain();
    const messages = outboxMessages(data.dir, body.data.orderNumber);
    expect(messages).toHaveLength(2);
    const [admin, confirmation] = messages.sort((a) =>
      mailHeader(a, 'To').includes('orders@') ? -1 : 1,
    );
    expect(mailHeader(confirmation!, 'To')).toBe('noura@example.com');
    expect(mailHeader(confirmation!, 'From')).toContain('no-reply@maisonanbar.example');
    expect(mailHeader(confirmation!, 'Subject')).toBe(
      `شكرًا لطلبك رقم ${body.data.orderNumber} – دار عنبر`,
    );
    const text = mailText(confirmation!);
    expect(text).toContain('مرحبًا Noura،');
    expect(text).toContain(product.nameAr);
    expect(text).toContain('سنتصل بك خلال 24 ساعة');
    expect(mailHeader(admin!, 'To')).toBe('orders@maisonanbar.example');
    expect(mailHeader(admin!, 'Reply-To')).toBe('noura@example.com');
    expect(mailText(admin!)).toContain('+966501234567');
  });
});

describe('GET /api/orders/public/{orderNumber}', () => {
  let orderNumber: string;
  beforeAll(async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5 });
    const { body } = await placeOrder(codOrder([{ productId: product.id, quantity: 1 }]));
    orderNumber = body.data.orderNumber;
  });

  async function lookup(url: string) {
    const res = await ctx.app.inject(url);
    return { status: res.statusCode, body: res.json() };
  }

  it('shows the order to whoever knows its number and email', async () => {
    const res = await ctx.app.inject(
      `/api/orders/public/${orderNumber.toLowerCase()}?email=${encodeURIComponent(' Noura@Example.com ')}`,
    );
    const { status, body } = { status: res.statusCode, body: res.json() };
    expect(status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.data).toMatchObject({ orderNumber, status: 'pending', paymentMethod: 'cod' });
    expect(body.data.items).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('Tahlia');
    expect(JSON.stringify(body)).not.toContain('noura@');
  });

  it('answers a wrong or missing email exactly like an unknown number', async () => {
    const unknown = await lookup('/api/orders/public/MA-AAAA-AAAA?email=noura@example.com');
    expect(unknown.status).toBe(404);
    for (const url of [
      `/api/orders/public/${orderNumber}?email=someone@example.com`,
      `/api/orders/public/${orderNumber}`,
      `/api/orders/public/${orderNumber}?email=`,
    ]) {
      const res = await lookup(url);
      expect(res).toEqual(unknown);
    }
  });

  it('keeps the lines as they were bought', async () => {
    const product = await insertProduct(ctx.database.db, { stock: 5, priceHalalas: 30000 });
    const { body } = await placeOrder(codOrder([{ productId: product.id, quantity: 1 }]));
    const [line] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(line).toMatchObject({ unitPriceHalalas: 30000, productNameEn: product.nameEn });
    expect(body.data.items[0].price).toBe(300);
  });
});
