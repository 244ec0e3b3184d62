import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localize } from '@store/shared/locales';
import { formatSar } from '@store/shared/money';
import type { Product } from '@store/shared/schemas/catalog';
import type { PublicOrder } from '@store/shared/schemas/orders';
import {
  MANUAL_CARRIERS,
  TRACKING_NUMBER_PROBLEM_TEXTS,
  type CarrierId,
} from '@store/shared/schemas/carriers';
import type { ShippingZoneInput } from '@store/shared/schemas/shipping';
import { adminAreaTexts } from '../src/locales/admin-area.ts';
import { openContext, type Language } from './browser.ts';
import { fetchAllProducts } from './catalog-api.ts';
import { signInAt, startAdminStore, stopAdminStore } from './admin-store.ts';
import { orderPageLink, outboxEmail } from './outbox.ts';
import type { RunningStore } from './start-store.ts';
import { BUNDLES, translator } from './texts.ts';
import { storeApi } from './store-api.ts';

/**
 * Issue 19 end to end, in Arabic and in English, one order the whole way through the pages a
 * shopper and a merchant use: the shopper chooses a city and sees its delivery rates, places a
 * cash-on-delivery order with the one chosen; the merchant ships it with a tracking number typed
 * from the waybill; the shopper follows it from the "shipped" email (the timeline, the parcel and
 * the carrier's tracking page); the merchant records its delivery; the shopper asks to return a
 * bottle from the "delivered" email; the merchant approves, receives and refunds it; the shopper
 * sees it refunded and the bottle is back in stock.
 */
const ADMIN = { email: 'journey@maison-e2e.test', password: 'e2e-journey-password-2026' };

/** Riyadh city's own zone: two methods and a cash-on-delivery fee, so the rates are the city's. */
const RIYADH_ZONE: ShippingZoneInput = {
  name: { en: 'Riyadh city', ar: 'مدينة الرياض' },
  regions: [],
  cityIds: ['riyadh'],
  countries: [],
  codEnabled: true,
  codFeeHalalas: 1_000,
  active: true,
  methods: [
    {
      kind: 'standard',
      name: { en: 'Courier in Riyadh', ar: 'مندوب داخل الرياض' },
      rule: { type: 'flat', priceHalalas: 2_500 },
      freeAboveHalalas: null,
      minDays: 1,
      maxDays: 2,
      pickupAddress: null,
      active: true,
    },
    {
      kind: 'same_day',
      name: { en: 'Same day in Riyadh', ar: 'في نفس اليوم داخل الرياض' },
      rule: { type: 'flat', priceHalalas: 4_500 },
      freeAboveHalalas: null,
      minDays: 0,
      maxDays: 0,
      pickupAddress: null,
      active: true,
    },
  ],
};

const SHOPPERS = {
  ar: {
    name: 'هيفاء الدوسري',
    email: 'haifa.journey@example.com',
    phone: '٠٥٠٧٦٥٤٣٢١',
    typedCity: 'الري',
    district: 'الملقا',
    address: 'شارع أنس بن مالك، مبنى ٧٢٣٥',
    postalCode: '١٣٥٢٤',
    returnNote: 'أرسليها مع أرامكس على حسابنا.',
  },
  en: {
    name: 'Haifa Al-Dosari',
    email: 'haifa.journey.en@example.com',
    phone: '050 765 4322',
    typedCity: 'riy',
    district: 'Al Malqa',
    address: 'Anas Ibn Malik Road, building 7235',
    postalCode: '13524',
    returnNote: 'Send it with SPL; we pay the postage.',
  },
} as const;

/** The waybill each merchant types: a wrong shape first, then the number as printed. */
const WAYBILLS: Record<
  Language,
  { carrier: CarrierId; wrong: string; typed: string; number: string }
> = {
  ar: { carrier: 'aramex', wrong: '١٢٣٤', typed: '٤٤١٥ ٠٣٦٠ ١٢٣', number: '44150360123' },
  en: { carrier: 'spl', wrong: 'RR-12', typed: 'rr 123456789 sa', number: 'RR123456789SA' },
};

let store: RunningStore;
let browser: Browser;
let product: Product;
let token: string;

/** The store's API as the admin (the token, once signed in). */
function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return storeApi(store.baseUrl, () => token)<T>(method, path, body);
}

const stockOf = async () => (await api<Product>('GET', `/products/${product._id}`)).stock;

beforeAll(async () => {
  [store, browser] = await startAdminStore(ADMIN);
  product = (await fetchAllProducts(store.baseUrl)).find((one) => one.inStock && one.stock >= 5)!;
  token = (await api<{ token: string }>('POST', '/auth/login', ADMIN)).token;
  // The store's first zone covers every region; a city's own zone is matched before it.
  await api('POST', '/admin/shipping/zones', RIYADH_ZONE);
});
afterAll(() => stopAdminStore(store, browser));

describe.each<Language>(['ar', 'en'])('an order delivered and returned, in %s', (language) => {
  const SHOPPER = SHOPPERS[language];
  const WAYBILL = WAYBILLS[language];
  const carrierName = MANUAL_CARRIERS[WAYBILL.carrier].name[language];
  const texts = BUNDLES[language];
  const t = translator(language);
  const admin = adminAreaTexts[language];
  const errors: string[] = [];
  let shopper: Page;
  let merchant: Page;
  let orderNumber: string;
  let stockBefore: number;

  const lookUpOrder = () =>
    api<PublicOrder>(
      'GET',
      `/orders/public/${orderNumber}?${new URLSearchParams({ email: SHOPPER.email })}`,
    );
  const orderStatus = () => merchant.locator('[data-status]').first().getAttribute('data-status');

  beforeAll(async () => {
    shopper = await (await openContext(browser, store.baseUrl, { language })).newPage();
    merchant = await (await openContext(browser, store.baseUrl, { language })).newPage();
    for (const page of [shopper, merchant]) {
      page.on('pageerror', (error) => errors.push(error.message));
    }
    stockBefore = await stockOf();
  });
  afterAll(async () => {
    await shopper?.context().close();
    await merchant?.context().close();
  });

  it('chooses a city from the list and sees its delivery rates and times', async () => {
    await shopper.goto(`/product/${product._id}`);
    await shopper
      .getByRole('main')
      .getByRole('button', { name: texts.catalog.detail.addToCart, exact: true })
      .click();
    await expect.poll(() => shopper.getByTestId('cart-count').textContent()).toBe('1');
    await shopper.goto('/checkout');
    const form = shopper.locator('form').filter({
      has: shopper.getByRole('button', { name: texts.checkout.placeOrder }),
    });
    await form.waitFor();
    const options = shopper.getByTestId('delivery-options');
    expect(await options.textContent()).toContain(t('checkout:deliveryOptions.chooseCityFirst'));

    // Typed in part, chosen from the list.
    const cityName = language === 'ar' ? 'الرياض' : 'Riyadh';
    const city = form.getByRole('combobox', { name: new RegExp(`^${texts.checkout.fields.city}`) });
    await city.fill(SHOPPER.typedCity);
    const riyadh = form.getByRole('listbox').getByRole('option').first();
    expect(await riyadh.textContent()).toContain(cityName);
    await riyadh.click();
    expect(await city.inputValue()).toBe(cityName);

    // The city's zone's methods, priced and timed by the server.
    const [courier, sameDay] = RIYADH_ZONE.methods;
    const courierRadio = options.getByRole('radio', { name: courier!.name[language] });
    await courierRadio.waitFor();
    expect(await courierRadio.isChecked()).toBe(true);
    const offers = await options.locator('label').allTextContents();
    expect(offers).toHaveLength(2);
    expect(offers[0]).toContain(formatSar(25, language));
    expect(offers[0]).toContain(t('checkout:deliveryOptions.days', { min: 1, max: 2 }));
    expect(offers[1]).toContain(sameDay!.name[language]);
    expect(offers[1]).toContain(formatSar(45, language));
    expect(offers[1]).toContain(t('checkout:deliveryOptions.today'));
  });

  it('places the order with the rate chosen, paying on delivery', async () => {
    const form = shopper.locator('form').filter({
      has: shopper.getByRole('button', { name: texts.checkout.placeOrder }),
    });
    await shopper
      .getByTestId('delivery-options')
      .getByRole('radio', { name: RIYADH_ZONE.methods[1]!.name[language] })
      .check();
    await form.getByRole('radio', { name: texts.checkout.cod }).check();
    const field = (label: string) => form.getByLabel(label, { exact: false });
    await field(texts.checkout.fields.name).fill(SHOPPER.name);
    await field(texts.checkout.fields.email).fill(SHOPPER.email);
    await field(texts.checkout.fields.phone).fill(SHOPPER.phone);
    await form.locator('[name="district"]').fill(SHOPPER.district);
    await form.locator('[name="address"]').fill(SHOPPER.address);
    await form.locator('[name="postalCode"]').fill(SHOPPER.postalCode);
    // Same day (45) and the zone's cash-on-delivery fee (10) on top of the bottle.
    const summary = shopper.getByRole('region', { name: texts.checkout.summary });
    await expect
      .poll(() => summary.textContent())
      .toContain(formatSar(product.price + 55, language));
    await form.getByRole('button', { name: texts.checkout.placeOrder }).click();

    orderNumber = (await shopper.getByTestId('order-number').textContent())!.trim();
    expect(orderNumber).toMatch(/^MA-/);
    expect(await lookUpOrder()).toMatchObject({
      paymentMethod: 'cod',
      shippingCost: 45,
      total: product.price + 55,
      language,
    });
    expect(await stockOf()).toBe(stockBefore - 1);
  });

  it('is shipped by the merchant with the tracking number from the waybill', async () => {
    await signInAt(merchant, '/admin/orders', ADMIN, language);
    await merchant.goto(`/admin/orders?search=${encodeURIComponent(orderNumber)}`);
    await merchant.getByTestId(`order-row-${orderNumber}`).getByRole('link').click();
    await merchant.getByTestId('order-shipments').waitFor();
    // The address as the shopper typed it, and the method chosen.
    const page = await merchant.getByRole('main').textContent();
    expect(page).toContain(SHOPPER.address);
    expect(page).toContain(RIYADH_ZONE.methods[1]!.name[language]);
    await merchant.getByTestId('order-action-confirmed').click();
    await expect.poll(orderStatus).toBe('confirmed');
    await merchant.getByTestId('order-action-processing').click();
    await expect.poll(orderStatus).toBe('processing');

    await merchant.getByTestId('shipment-create').click();
    const dialog = merchant.getByTestId('shipment-dialog');
    await dialog.getByTestId('shipment-carrier').selectOption(WAYBILL.carrier);
    const tracking = dialog.getByTestId('shipment-tracking');
    await tracking.fill(WAYBILL.wrong);
    await dialog.getByText(TRACKING_NUMBER_PROBLEM_TEXTS.shape[language]).waitFor();
    await tracking.fill(WAYBILL.typed);
    await dialog.getByText(new RegExp(WAYBILL.number)).waitFor();
    await dialog.getByTestId('shipment-submit').click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(orderStatus).toBe('shipped');
    const parcel = merchant.getByTestId('shipment-1');
    expect(await parcel.getByTestId('shipment-carrier').textContent()).toBe(carrierName);
    expect(await parcel.getByTestId('shipment-tracking').textContent()).toContain(WAYBILL.number);
    expect(await parcel.locator('[data-shipment-status]').first().textContent()).toBe(
      admin.adminFulfilment.status.picked_up,
    );
  });

  it('is followed by the shopper from the "shipped" email: the timeline and the parcel', async () => {
    const email = await outboxEmail(store, `${orderNumber}-shipped`);
    const trackingPage = MANUAL_CARRIERS[WAYBILL.carrier].trackingUrlTemplate!.replace(
      '{tracking}',
      WAYBILL.number,
    );
    expect(email).toContain(`href="${trackingPage.replaceAll('&', '&amp;')}"`);
    const link = orderPageLink(email);
    expect(link.pathname).toBe(`/${language}/orders/track`);
    await shopper.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => shopper.getByTestId('order-number').textContent()).toBe(orderNumber);

    const steps = shopper.getByTestId('order-progress-step');
    expect(await steps.evaluateAll((items) => items.map((item) => item.dataset.state))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(await steps.nth(3).textContent()).toContain(texts.checkout.order.statuses.shipped);
    expect(await steps.locator('time').count()).toBe(4);
    const parcel = shopper.getByTestId('order-parcel');
    expect(await parcel.getByTestId('order-parcel-carrier').textContent()).toBe(carrierName);
    expect(await parcel.textContent()).toContain(WAYBILL.number);
    expect(await parcel.getByTestId('order-parcel-track').getAttribute('href')).toBe(trackingPage);
    expect(await shopper.getByTestId('order-delivery').textContent()).toContain(
      RIYADH_ZONE.methods[1]!.name[language],
    );
    expect(await shopper.getByTestId('order-return').count()).toBe(0);
  });

  it('is delivered: the merchant records the courier’s steps, the cash collected', async () => {
    const parcel = merchant.getByTestId('shipment-1');
    await parcel.getByTestId('shipment-step-out_for_delivery').click();
    await expect.poll(orderStatus).toBe('out_for_delivery');
    await parcel.getByTestId('shipment-step-delivered').click();
    await expect.poll(orderStatus).toBe('delivered');
    await expect
      .poll(() =>
        merchant.locator('[data-payment-status]').first().getAttribute('data-payment-status'),
      )
      .toBe('paid');
  });

  it('is returned in part by the shopper from the "delivered" email', async () => {
    const link = orderPageLink(await outboxEmail(store, `${orderNumber}-delivered`));
    await shopper.goto(`${link.pathname}${link.search}`);
    const steps = shopper.getByTestId('order-progress-step');
    await expect
      .poll(() => steps.evaluateAll((items) => items.map((item) => item.dataset.state)))
      .toEqual(['done', 'done', 'done', 'done', 'done', 'current']);
    await shopper
      .getByTestId('order-return')
      .getByRole('link', { name: texts.checkout.tracking.returnItem })
      .click();
    await shopper.waitForURL(`**/${language}/orders/${orderNumber}/return?email=*`);

    const line = shopper.getByTestId('return-line').first();
    expect(await line.textContent()).toContain(localize(product.name, language));
    await line.getByTestId('return-line-select').check();
    await line.getByTestId('return-line-reason').selectOption('changed_mind');
    await shopper.getByTestId('return-submit').click();
    await shopper.getByTestId('return-sent').waitFor();
    const returnNumber = (await shopper.getByTestId('return-sent-number').textContent())!.trim();
    expect(returnNumber).toMatch(/^RT-/);
    await expect
      .poll(() => shopper.getByTestId('return-request').first().getAttribute('data-status'))
      .toBe('requested');

    // The merchant, in the same language, takes it to the refund.
    const returns = admin.adminReturns;
    await merchant.goto('/admin/returns');
    await merchant.getByTestId(`return-row-${returnNumber}`).getByRole('link').first().click();
    await merchant.getByTestId('return-action-approve').click();
    await merchant.getByTestId('return-step-note').fill(SHOPPER.returnNote);
    await merchant.getByTestId('return-step-confirm').click();
    await merchant.getByTestId('return-action-receive').click();
    const receive = merchant.getByTestId('return-receive-dialog');
    expect(await receive.getByTestId('return-receive-restock').isChecked()).toBe(true);
    await receive.getByTestId('return-step-confirm').click();
    await merchant.getByTestId('return-action-refund').click();
    await merchant.getByTestId('return-refund-dialog').getByTestId('return-step-confirm').click();
    await expect
      .poll(() => merchant.getByTestId('return-next-step').textContent())
      .toContain(returns.actions.none.replace('{{status}}', returns.status.refunded));
    expect(await stockOf()).toBe(stockBefore);

    // The shopper sees where it stands: refunded in cash, with the merchant's note.
    await shopper.reload();
    const request = shopper.getByTestId('return-request').first();
    await expect.poll(() => request.getAttribute('data-status')).toBe('refunded');
    expect(await request.getByTestId('return-refunded').textContent()).toContain(
      formatSar(product.price, language),
    );
    expect(await request.textContent()).toContain(SHOPPER.returnNote);
    expect(errors).toEqual([]);
  });
});
