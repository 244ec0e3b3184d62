import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import type { PaymentMethods } from '@store/shared/schemas/payments';
import { discountCodeStore } from '../../../stores/discount-code.ts';
import { cartStore } from '../../../stores/cart-store.ts';
import { toCartProduct } from '../../../stores/cart-rules.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { paymentExit } from '../lib/leave-for-payment.ts';
import { readPendingPayment } from '../lib/pending-payment.ts';
import { STANDARD_QUOTE, stubApi, type SentRequest } from '../testing/api-stub.ts';
import { deliveryPlaceStore } from '../../../stores/delivery-place.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { makeOrderLine, makePublicOrder } from '../testing/public-order.ts';

let leaveForPayment: MockInstance<(approveUrl: string) => void>;

/** What the page sent to place an order or start a payment (not the delivery quotes it asked). */
function orderPosts(sent: SentRequest[]) {
  return sent.filter(
    (request) =>
      request.method === 'POST' &&
      request.path !== '/api/public/shipping/quote' &&
      request.path !== '/api/public/promotions/check',
  );
}

beforeEach(() => {
  cartStore.clear();
  discountCodeStore.remove();
  deliveryPlaceStore.choose({ countryCode: 'SA', cityId: null });
  leaveForPayment = vi.spyOn(paymentExit, 'leave').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', mockApi({ '/api/public/site-settings': makeSettings() }));
  return () => vi.unstubAllGlobals();
});

function fillCart() {
  act(() => cartStore.add(toCartProduct(makeProduct())));
}

const LABELS = {
  en: {
    name: /^Full name/,
    email: /^Email/,
    phone: /^Phone/,
    city: /^City/,
    district: /^District/,
    address: /^Address/,
  },
  ar: {
    name: /^الاسم الكامل/,
    email: /^البريد الإلكتروني/,
    phone: /^رقم الهاتف/,
    city: /^المدينة/,
    district: /^الحي/,
    address: /^العنوان(?! المختصر)/,
  },
};

const PLACE = {
  en: { city: 'Riyadh', district: 'Al Olaya', address: 'Olaya Street 12' },
  ar: { city: 'الرياض', district: 'العليا', address: 'شارع العليا 12' },
};

async function fillCustomer(
  user: UserEvent,
  values: Partial<Record<keyof (typeof LABELS)['en'], string>> = {},
  language: 'en' | 'ar' = 'en',
) {
  const filled = {
    name: 'Sara',
    email: 'sara@example.com',
    phone: '0500000000',
    ...PLACE[language],
    ...values,
  };
  for (const [field, value] of Object.entries(filled)) {
    if (!value) continue;
    await user.type(screen.getByLabelText(LABELS[language][field as keyof typeof filled]), value);
  }
  // The city typed in full is chosen from the list; the delivery options follow.
  if (filled.city) await chosenDelivery(language);
}

async function chosenDelivery(language: 'en' | 'ar' = 'en') {
  await screen.findByRole('radio', {
    name: language === 'ar' ? 'التوصيل العادي' : 'Standard delivery',
  });
}

const placedOrder = makePublicOrder({
  items: [makeOrderLine({ image: '/images/products/oriental-1.svg' })],
});

describe('checkout page', () => {
  it('says the cart is empty, with a shop-now link', async () => {
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe(
      '/en/products',
    );
  });

  it('shows the summary and defaults the country to Saudi Arabia', async () => {
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    const country = screen.getByLabelText(/^Country/) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe('Saudi Arabia');
  });

  it('online payment requires all six fields, with the spec message in English', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.type(screen.getByLabelText(/^Full name/), 'Sara Al Harbi');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in all required fields (name, email, phone, address, city, country)',
    );
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Full name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the Arabic message on an Arabic page', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'تأكيد الطلب' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'يرجى ملء جميع الحقول المطلوبة (الاسم، البريد الإلكتروني، الهاتف، العنوان، المدينة، الدولة)',
    );
    const country = screen.getByLabelText(/^الدولة/) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe('المملكة العربية السعودية');
  });

  it('cash on delivery needs only name, email and phone', async () => {
    const user = userEvent.setup();
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByTestId('checkout-message').textContent).toBe(
      'Please fill in all required fields',
    );
    expect(screen.getByLabelText(/^Address/).getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the email before sending anything', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/public/site-settings': { data: makeSettings() } });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await fillCustomer(user, { email: 'sara@example' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByTestId('checkout-message').textContent).toBe(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(orderPosts(api.sent)).toEqual([]);
  });

  it('places a cash-on-delivery order: confirmed screen, success toast, cart cleared', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'POST /api/orders': { status: 201, data: placedOrder },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await screen.findByRole('heading', { name: 'Thank you for your order' });
    expect(screen.getByTestId('order-number').textContent).toBe('MA-7K2P-9QXR');
    expect(screen.getByTestId('order-status').textContent).toBe('Received');
    expect(screen.getByTestId('order-payment').textContent).toBe('Cash on delivery');
    expect(screen.getByTestId('order-items').textContent).toContain('Sahara Oud');
    expect(screen.getByTestId('toast-success').textContent).toContain('Order placed successfully');
    expect(cartStore.getState().items).toEqual([]);

    const [sent] = orderPosts(api.sent);
    expect(sent?.path).toBe('/api/orders');
    expect(sent?.body).toEqual({
      items: [{ productId: 'p-1', quantity: 1 }],
      customerInfo: {
        firstName: 'Sara',
        lastName: 'العميل',
        email: 'sara@example.com',
        phone: '0500000000',
        address: 'Olaya Street 12',
        city: 'Riyadh',
        country: 'Saudi Arabia',
        notes: '',
        countryCode: 'SA',
        cityId: 'riyadh',
        district: 'Al Olaya',
      },
      paymentMethod: 'cod',
      shippingMethodId: STANDARD_QUOTE.offers[0]!.methodId,
      language: 'en',
    });
  });

  it('waits for the automatic offers before it places an order, then sends the total with them', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/public/offers': {
        data: [
          {
            id: 'buy2',
            name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
            rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
            productIds: [],
          },
        ],
      },
      'POST /api/paypal/orders': {
        status: 502,
        error: { code: 'PAYMENT_FAILED', message: 'no' },
      },
    });
    // The offers' answer is held back until the test lets it go.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/public/offers') await held;
      return api.fetch(input, init);
    });
    act(() => {
      cartStore.add(toCartProduct(makeProduct()));
      cartStore.add(toCartProduct(makeProduct()));
    });
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await fillCustomer(user);
    const button = screen.getByTestId('place-order');
    expect(button.textContent).toBe('Checking today’s offers…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(orderPosts(api.sent)).toEqual([]);

    release();
    await waitFor(() => expect(button.textContent).toBe('Place order'));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await user.click(button);
    await waitFor(() => expect(orderPosts(api.sent)).toHaveLength(1));
    const [sent] = orderPosts(api.sent);
    // Two bottles at 450 less the offer's 10 %, delivery free above 200: what the server charges.
    expect(sent).toMatchObject({ path: '/api/paypal/orders', body: { amount: 810 } });
    expect(screen.getByTestId('summary-offer').textContent).toContain('Buy 2, get 10% off');
  });

  it('fills a signed-in shopper’s name, phone and default address, and places the order with them', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/account/checkout-details': {
        data: {
          signedIn: true,
          name: 'Sara Al-Qahtani',
          phone: '+966551234567',
          email: null,
          address: {
            id: '00000000-0000-4000-8000-000000000001',
            label: 'المنزل',
            cityId: 'riyadh',
            district: 'العليا',
            street: 'شارع العليا 12',
            buildingNumber: '1234',
            postalCode: '12345',
            additionalNumber: null,
            shortAddress: 'RRRD2929',
            isDefault: true,
          },
        },
      },
      'POST /api/orders': { status: 201, data: placedOrder },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await waitFor(() =>
      expect((screen.getByLabelText(LABELS.ar.name) as HTMLInputElement).value).toBe(
        'Sara Al-Qahtani',
      ),
    );
    expect((screen.getByLabelText(LABELS.ar.phone) as HTMLInputElement).value).toBe('0551234567');
    expect((screen.getByLabelText(LABELS.ar.city) as HTMLInputElement).value).toBe('الرياض');
    expect((screen.getByLabelText(LABELS.ar.district) as HTMLInputElement).value).toBe('العليا');
    expect(screen.getByTestId('checkout-signed-in').textContent).toBe(
      'عُبّئت من حسابك. يمكنك تعديل أي شيء لهذا الطلب.',
    );
    // The email is not the account's: the shopper types it.
    expect((screen.getByLabelText(LABELS.ar.email) as HTMLInputElement).value).toBe('');
    await chosenDelivery('ar');
    await user.click(screen.getByRole('radio', { name: /الدفع عند الاستلام/ }));
    await user.type(screen.getByLabelText(LABELS.ar.email), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await screen.findByTestId('order-number');
    const sent = orderPosts(api.sent).find((request) => request.path === '/api/orders');
    expect(sent?.body).toMatchObject({
      customerInfo: {
        firstName: 'Sara',
        lastName: 'Al-Qahtani',
        phone: '0551234567',
        cityId: 'riyadh',
        district: 'العليا',
        address: 'شارع العليا 12',
        buildingNumber: '1234',
        shortAddress: 'RRRD2929',
      },
    });
  });

  it('invites a guest to sign in and come back, and fills nothing', async () => {
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/account/checkout-details': {
        data: { signedIn: false, name: null, phone: null, email: null, address: null },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/en/checkout' });
    const invite = await screen.findByTestId('checkout-sign-in');
    expect(within(invite).getByRole('link').getAttribute('href')).toBe(
      `/en/account/sign-in?next=${encodeURIComponent('/en/checkout')}`,
    );
    expect((screen.getByLabelText(LABELS.en.name) as HTMLInputElement).value).toBe('');
  });

  it('shows a discount code’s saving in the summary and sends the code with the order', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'POST /api/public/promotions/check': {
        data: {
          code: 'SAVE10',
          rule: { kind: 'percent', percentBasisPoints: 1000 },
          eligibleProductIds: ['p-1'],
        },
      },
      'POST /api/orders': { status: 201, data: placedOrder },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    act(() => discountCodeStore.apply('save10'));
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    // 10 % of 450: 45 off, computed by computeOrderTotals from the server's answer.
    const row = await screen.findByTestId('summary-discount');
    expect(row.textContent).toMatch(/Discount SAVE10-SAR\s45/);
    expect(screen.getByTestId('checkout-totals').textContent).toMatch(/TotalSAR\s405/);
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Thank you for your order' });
    const sent = orderPosts(api.sent).find((request) => request.path === '/api/orders');
    expect(sent?.body).toMatchObject({ discountCode: 'SAVE10' });
    // The code went with the order.
    expect(discountCodeStore.getState()).toBe('');
  });

  it('says in Arabic that a code which does not combine is beaten by the offers, and counts only them', async () => {
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/public/offers': {
        data: [
          {
            id: 'buy2',
            name: { en: 'Buy 2, get 10% off', ar: 'اشترِ 2 واحصل على خصم 10%' },
            rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
            productIds: [],
          },
        ],
      },
      'POST /api/public/promotions/check': {
        data: {
          code: 'SMALL5',
          rule: { kind: 'percent', percentBasisPoints: 500 },
          eligibleProductIds: ['p-1'],
          combinable: false,
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    act(() => {
      cartStore.add(toCartProduct(makeProduct()));
      cartStore.add(toCartProduct(makeProduct()));
      discountCodeStore.apply('small5');
    });
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    const setAside = await screen.findByTestId('discount-set-aside');
    expect(setAside.textContent).toBe('هذا الرمز لا يُجمع مع العروض في سلتك؛ العروض توفر لك أكثر.');
    expect(screen.queryByTestId('summary-discount')).toBeNull();
    expect(screen.getByTestId('summary-offer').textContent).toContain('اشترِ 2 واحصل على خصم 10%');
  });

  it('shows why the server refused the order and keeps the cart', async () => {
    const user = userEvent.setup();
    const outOfStock = 'عذرًا، «عود الصحراء» غير متوفر حاليًا في المخزون.';
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'POST /api/orders': { status: 409, error: { code: 'OUT_OF_STOCK', message: outOfStock } },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await user.click(screen.getByRole('radio', { name: /الدفع عند الاستلام/ }));
    await fillCustomer(user, { name: 'سارة الحربي' }, 'ar');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-message').textContent).toBe(outOfStock),
    );
    expect(cartStore.getState().items).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'تأكيد الطلب' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('starts an online payment with the total shown, keeps the email and leaves for the provider', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'POST /api/paypal/orders': {
        status: 201,
        data: {
          approveUrl: '/paypal-simulator/checkoutnow?token=5O190127TN364715T',
          orderNumber: 'MA-7K2P-9QXR',
          token: '5O190127TN364715T',
          expiresAt: '2026-01-01T00:30:00.000Z',
          simulated: true,
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await fillCustomer(user, { name: 'Sara Al Harbi' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() =>
      expect(leaveForPayment).toHaveBeenCalledWith(
        '/paypal-simulator/checkoutnow?token=5O190127TN364715T',
      ),
    );
    const [sent] = orderPosts(api.sent);
    expect(sent?.path).toBe('/api/paypal/orders');
    expect(sent?.body).toMatchObject({
      amount: 450,
      currency: 'SAR',
      orderData: {
        items: [{ productId: 'p-1', quantity: 1 }],
        customerInfo: { firstName: 'Sara', lastName: 'Al Harbi', city: 'Riyadh' },
        paymentMethod: 'paypal',
        language: 'en',
      },
    });
    expect(readPendingPayment()).toEqual({
      orderNumber: 'MA-7K2P-9QXR',
      token: '5O190127TN364715T',
      email: 'sara@example.com',
    });
    // The cart waits for the payment; the button waits for the page to change.
    expect(cartStore.getState().items).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Taking you to secure payment…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // A second press sends nothing more.
    await user.click(button);
    expect(orderPosts(api.sent)).toHaveLength(1);
  });

  it('shows "failed to create order" when the payment cannot be started', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'POST /api/paypal/orders': {
          status: 502,
          error: { code: 'PAYMENT_CREATE_FAILED', message: '' },
        },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await fillCustomer(user, {}, 'ar');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-message').textContent).toBe('فشل في إنشاء الطلب'),
    );
    expect(leaveForPayment).not.toHaveBeenCalled();
  });

  it('refreshes the cart prices when the server says they changed', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/products/p-1': { data: makeProduct({ price: 480 }) },
        'POST /api/paypal/orders': {
          status: 409,
          error: {
            code: 'PRICE_MISMATCH',
            message: 'Prices have changed since you opened your cart.',
          },
        },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(cartStore.getState().total).toBe(480));
    expect(screen.getByTestId('checkout-message').textContent).toBe(
      'Prices have changed since you opened your cart.',
    );
  });
});

const ALL_METHODS: PaymentMethods = {
  methods: [
    {
      method: 'moyasar',
      simulated: false,
      marks: ['mada', 'visa', 'master', 'applepay', 'stcpay'],
    },
    { method: 'paypal', simulated: false },
    { method: 'cod' },
  ],
};

const moyasarStart = {
  redirectUrl: 'https://checkout.moyasar.com/invoices/7c1c2f1e-5bb4-4bde-9f0b-6a43b0f3c1d2',
  orderNumber: 'MA-7K2P-9QXR',
  expiresAt: '2026-01-01T00:30:00.000Z',
  simulated: false,
};

/** The names of the marks shown beside one payment method, in order. */
function marksOf(radioName: string | RegExp): string[] {
  const option = screen.getByRole('radio', { name: radioName }).closest('label');
  if (!option) throw new Error('the radio has no label around it');
  return within(option)
    .queryAllByRole('img')
    .map((mark) => mark.getAttribute('aria-label') ?? '');
}

describe('checkout payment methods', () => {
  it("lists the methods in the server's order, the first chosen, each with its marks", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': { data: ALL_METHODS },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await screen.findByRole('radio', { name: 'Card, Apple Pay or STC Pay' });

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'moyasar',
      'paypal',
      'cod',
    ]);
    expect(screen.getByRole('radio', { name: 'Card, Apple Pay or STC Pay' })).toHaveProperty(
      'checked',
      true,
    );
    // No ApplePaySession in this browser: no Apple Pay mark.
    expect(marksOf('Card, Apple Pay or STC Pay')).toEqual([
      'mada',
      'Visa',
      'Mastercard',
      'STC Pay',
    ]);
    expect(marksOf('Online payment')).toEqual(['PayPal']);
    expect(marksOf('Cash on delivery')).toEqual([]);
    expect(screen.queryByTestId('simulator-notice')).toBeNull();
  });

  it('shows the Apple Pay mark where the browser can pay with Apple Pay', async () => {
    vi.stubGlobal('ApplePaySession', { canMakePayments: () => true });
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': { data: ALL_METHODS },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await screen.findByRole('radio', { name: 'Card, Apple Pay or STC Pay' });
    expect(marksOf('Card, Apple Pay or STC Pay')).toEqual([
      'mada',
      'Visa',
      'Mastercard',
      'Apple Pay',
      'STC Pay',
    ]);
  });

  it('leaves the Apple Pay mark out when Apple Pay has no card set up', async () => {
    vi.stubGlobal('ApplePaySession', { canMakePayments: () => false });
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': { data: ALL_METHODS },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await screen.findByRole('radio', { name: 'Card, Apple Pay or STC Pay' });
    expect(marksOf('Card, Apple Pay or STC Pay')).not.toContain('Apple Pay');
  });

  it('names the methods and their marks in Arabic on an Arabic page', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': { data: ALL_METHODS },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await screen.findByRole('radio', { name: 'بطاقة أو Apple Pay أو STC Pay' });
    expect(marksOf('بطاقة أو Apple Pay أو STC Pay')).toEqual([
      'مدى',
      'Visa',
      'Mastercard',
      'STC Pay',
    ]);
    expect(screen.getByRole('radio', { name: 'الدفع الإلكتروني' })).toBeTruthy();
  });

  it("says the methods are loading until the server's list comes, then preselects its first", async () => {
    let listMethods = () => {};
    const listed = new Promise<void>((resolve) => (listMethods = resolve));
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/public/payment-methods': { data: ALL_METHODS },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/public/payment-methods')) await listed;
      return api.fetch(input, init);
    });
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    const group = await screen.findByRole('group', { name: 'Payment' });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Online payment' })).toHaveProperty('checked', true);

    listMethods();
    await waitFor(() => expect(group.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByRole('radio', { name: 'Card, Apple Pay or STC Pay' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('offers PayPal and cash on delivery when the methods cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': {
          status: 500,
          error: { code: 'INTERNAL_ERROR', message: 'Internal error' },
        },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'paypal',
      'cod',
    ]);
    expect(screen.getByRole('radio', { name: 'Online payment' })).toHaveProperty('checked', true);
    // Failed is not loading: nothing else is coming.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Payment' }).getAttribute('aria-busy')).toBe(
        'false',
      ),
    );
  });

  it('shows the simulator notice only while a simulated method is chosen', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': {
          data: {
            methods: [
              { method: 'moyasar', simulated: false, marks: ['mada', 'visa', 'master'] },
              { method: 'paypal', simulated: true },
              { method: 'cod' },
            ],
          },
        },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await screen.findByRole('radio', { name: 'Card, Apple Pay or STC Pay' });
    expect(screen.queryByTestId('simulator-notice')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Online payment' }));
    expect(screen.getByTestId('simulator-notice').textContent).toBe(
      'Test mode: this method uses a payment simulator, so no money is taken.',
    );
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByTestId('simulator-notice')).toBeNull();
  });

  it('pays with Moyasar: validates like PayPal, starts the payment and leaves for its page', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/public/payment-methods': { data: ALL_METHODS },
      'POST /api/moyasar/payments': { status: 201, data: moyasarStart },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(await screen.findByRole('radio', { name: 'Card, Apple Pay or STC Pay' }));
    await fillCustomer(user, { name: 'Sara Al Harbi', city: '', district: '', address: '' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    // Address and city are required, as for PayPal.
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in all required fields (name, email, phone, address, city, country)',
    );
    expect(orderPosts(api.sent)).toEqual([]);

    await user.type(screen.getByLabelText(/^Address/), 'Olaya 12');
    await user.type(screen.getByLabelText(/^City/), 'Riyadh');
    await user.type(screen.getByLabelText(/^District/), 'Al Olaya');
    await chosenDelivery();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(moyasarStart.redirectUrl));
    const posts = orderPosts(api.sent);
    expect(posts.map((request) => request.path)).toEqual(['/api/moyasar/payments']);
    expect(posts[0]?.body).toMatchObject({
      amount: 450,
      currency: 'SAR',
      orderData: {
        items: [{ productId: 'p-1', quantity: 1 }],
        customerInfo: { firstName: 'Sara', lastName: 'Al Harbi', address: 'Olaya 12' },
        paymentMethod: 'moyasar',
        language: 'en',
      },
    });
    // The success page looks the order up with this email.
    expect(readPendingPayment()).toEqual({
      orderNumber: 'MA-7K2P-9QXR',
      email: 'sara@example.com',
    });
    expect(cartStore.getState().items).toHaveLength(1);
    expect(
      screen
        .getByRole('button', { name: 'Taking you to secure payment…' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('shows why Moyasar could not be started, and stays', async () => {
    const user = userEvent.setup();
    const unavailable = 'طريقة الدفع هذه غير متاحة. يرجى اختيار طريقة أخرى.';
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': { data: ALL_METHODS },
        'POST /api/moyasar/payments': {
          status: 409,
          error: { code: 'PAYMENT_METHOD_UNAVAILABLE', message: unavailable },
        },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await screen.findByRole('radio', { name: 'بطاقة أو Apple Pay أو STC Pay' });
    await fillCustomer(user, {}, 'ar');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-message').textContent).toBe(unavailable),
    );
    expect(leaveForPayment).not.toHaveBeenCalled();
    expect(cartStore.getState().items).toHaveLength(1);
  });
});

const TABBY_METHODS: PaymentMethods = {
  methods: [
    { method: 'moyasar', simulated: false, marks: ['mada', 'visa', 'master'] },
    { method: 'tabby', simulated: false, minHalalas: 1_000, maxHalalas: 50_000 },
    { method: 'cod' },
  ],
};

const tabbyStart = {
  redirectUrl: 'https://checkout.tabby.sa/?sessionId=5b5a3b8e-0c1d-4c8f-9a53-2b4f3f2d1e0a',
  orderNumber: 'MA-7K2P-9QXR',
  expiresAt: '2026-01-01T00:30:00.000Z',
  simulated: false,
};

/** The line under a payment method's name, on one spacing. */
function methodText(radioName: string): string {
  const id = screen.getByRole('radio', { name: radioName }).getAttribute('aria-describedby');
  const text = document.getElementById(id?.split(' ')[0] ?? '');
  return (text?.textContent ?? '').replace(/\s/g, ' ');
}

describe('checkout, pay later with Tabby', () => {
  it('lists Tabby with its mark and the first of 4 payments of the total', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': { data: TABBY_METHODS },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await screen.findByRole('radio', { name: 'Pay later with Tabby' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'moyasar',
      'tabby',
      'cod',
    ]);
    expect(marksOf('Pay later with Tabby')).toEqual(['Tabby']);
    // 450 SAR, shipping free: four payments of 112.50.
    expect(methodText('Pay later with Tabby')).toBe(
      'Split into 4 interest-free payments of SAR 112.50. Use any card.',
    );
  });

  it('names Tabby in Arabic on an Arabic page', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': { data: TABBY_METHODS },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await screen.findByRole('radio', { name: 'ادفع لاحقًا عبر تابي' });
    expect(marksOf('ادفع لاحقًا عبر تابي')).toEqual(['تابي']);
    expect(methodText('ادفع لاحقًا عبر تابي')).toMatch(
      /^قسّمها على 4 دفعات بدون فوائد بقيمة \u200f?112\.50 ر\.س\.?\u200f? لكل دفعة\. استخدم أي بطاقة\.$/,
    );
  });

  it('lists only the methods whose limits take the total, and moves off one that drops out', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': {
          data: {
            methods: [
              // Cards only from 1,000 SAR: not for a 450 SAR order.
              { method: 'moyasar', simulated: false, marks: ['mada'], minHalalas: 100_000 },
              ...TABBY_METHODS.methods.slice(1),
            ],
          },
        },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.click(await screen.findByRole('radio', { name: 'Pay later with Tabby' }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'tabby',
      'cod',
    ]);
    expect(screen.getByRole('radio', { name: 'Pay later with Tabby' })).toHaveProperty(
      'checked',
      true,
    );

    // 900 SAR: above Tabby's 500. The first method left is chosen instead.
    act(() => cartStore.add(toCartProduct(makeProduct())));
    expect(screen.queryByRole('radio', { name: 'Pay later with Tabby' })).toBeNull();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'cod',
    ]);
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveProperty('checked', true);
  });

  it('validates like card payment, starts the Tabby payment and leaves for its page', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'GET /api/public/payment-methods': { data: TABBY_METHODS },
      'POST /api/tabby/payments': { status: 201, data: tabbyStart },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    await user.click(await screen.findByRole('radio', { name: 'Pay later with Tabby' }));
    await fillCustomer(user, { name: 'Sara Al Harbi', city: '', district: '', address: '' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in all required fields (name, email, phone, address, city, country)',
    );
    expect(orderPosts(api.sent)).toEqual([]);

    await user.type(screen.getByLabelText(/^Address/), 'Olaya 12');
    await user.type(screen.getByLabelText(/^City/), 'Riyadh');
    await user.type(screen.getByLabelText(/^District/), 'Al Olaya');
    await chosenDelivery();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledWith(tabbyStart.redirectUrl));
    const posts = orderPosts(api.sent);
    expect(posts.map((request) => request.path)).toEqual(['/api/tabby/payments']);
    expect(posts[0]?.body).toMatchObject({
      amount: 450,
      currency: 'SAR',
      orderData: {
        items: [{ productId: 'p-1', quantity: 1 }],
        customerInfo: { firstName: 'Sara', lastName: 'Al Harbi', city: 'Riyadh' },
        paymentMethod: 'tabby',
        language: 'en',
      },
    });
    expect(readPendingPayment()).toEqual({
      orderNumber: 'MA-7K2P-9QXR',
      email: 'sara@example.com',
    });
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it("shows Tabby's own rejection in Arabic, and stays", async () => {
    const user = userEvent.setup();
    const rejected =
      'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.';
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'GET /api/public/payment-methods': { data: TABBY_METHODS },
        'POST /api/tabby/payments': {
          status: 402,
          error: { code: 'PAYMENT_DECLINED', message: rejected },
        },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await user.click(await screen.findByRole('radio', { name: 'ادفع لاحقًا عبر تابي' }));
    await fillCustomer(user, {}, 'ar');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() => expect(screen.getByTestId('checkout-message').textContent).toBe(rejected));
    expect(leaveForPayment).not.toHaveBeenCalled();
    expect(cartStore.getState().items).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'ادفع لاحقًا عبر تابي' })).toHaveProperty(
      'checked',
      true,
    );
  });
});

const TWO_METHODS = {
  ...STANDARD_QUOTE,
  offers: [
    { ...STANDARD_QUOTE.offers[0]!, priceHalalas: 2500, freeAboveHalalas: null },
    {
      ...STANDARD_QUOTE.offers[0]!,
      methodId: '7a0c1f38-1d3e-4b8e-9a55-2f1f3b1d9e01',
      kind: 'express' as const,
      name: { en: 'Express', ar: 'توصيل سريع' },
      priceHalalas: 4500,
      minDays: 1,
      maxDays: 1,
    },
  ],
  cod: { available: true, feeHalalas: 1000 },
};

describe('checkout delivery (issue 19)', () => {
  it('offers the methods of the city chosen, prices the summary with them and sends the choice', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'POST /api/public/shipping/quote': { data: TWO_METHODS },
      'POST /api/orders': { status: 201, data: placedOrder },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    expect(
      screen.getByText('Choose your city to see the delivery options and their prices.'),
    ).toBeTruthy();
    // Chosen from the list by keyboard, typed in Arabic on an English page.
    await user.type(screen.getByRole('combobox', { name: /^City/ }), 'جد');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveProperty('value', 'Jeddah');
    const express = await screen.findByRole('radio', { name: 'Express' });
    expect(screen.getByRole('radio', { name: 'Standard delivery' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(express);
    expect(screen.getByText('1 working day')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toMatch(/Cash on delivery feeSAR\s10Total/);
    // 450 + 45 delivery + 10 fee.
    expect(summary.textContent).toMatch(/ShippingSAR\s45Cash.*TotalSAR\s505/);

    await fillCustomer(user, { city: '' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Thank you for your order' });
    const [sent] = orderPosts(api.sent);
    expect(sent?.body).toMatchObject({
      shippingMethodId: TWO_METHODS.offers[1]!.methodId,
      customerInfo: { cityId: 'jeddah', city: 'Jeddah', district: 'Al Olaya' },
    });
    const quote = api.sent.find((request) => request.path === '/api/public/shipping/quote');
    expect(quote?.body).toEqual({
      countryCode: 'SA',
      cityId: 'jeddah',
      items: [{ productId: 'p-1', quantity: 1 }],
    });
  });

  it('says in Arabic when the delivery chosen is gone, shows what is offered now and keeps the form', async () => {
    const user = userEvent.setup();
    const gone = 'طريقة التوصيل التي اخترتها لم تعد متاحة لعنوانك. يرجى اختيار طريقة أخرى.';
    // The merchant withdraws express while the shopper fills the form; the server says so.
    let withdrawn = false;
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'POST /api/public/shipping/quote': () => ({ data: withdrawn ? STANDARD_QUOTE : TWO_METHODS }),
      'POST /api/orders': () => {
        if (withdrawn) return { status: 201, data: placedOrder };
        withdrawn = true;
        return { status: 409, error: { code: 'CONFLICT', message: gone } };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await user.click(screen.getByRole('radio', { name: /الدفع عند الاستلام/ }));
    await fillCustomer(user, { name: 'سارة الحربي' }, 'ar');
    await user.click(screen.getByRole('radio', { name: 'توصيل سريع' }));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() => expect(screen.getByTestId('checkout-message').textContent).toBe(gone));

    // The page asks again and offers what is left, the first chosen; nothing typed is lost.
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'توصيل سريع' })).toBeNull());
    expect(screen.getByRole('radio', { name: 'التوصيل العادي' })).toHaveProperty('checked', true);
    expect(cartStore.getState().items).toHaveLength(1);
    expect(screen.getByLabelText(LABELS.ar.name)).toHaveProperty('value', 'سارة الحربي');
    expect(screen.getByRole('combobox', { name: LABELS.ar.city })).toHaveProperty(
      'value',
      'الرياض',
    );
    expect(screen.getByLabelText(LABELS.ar.district)).toHaveProperty('value', 'العليا');

    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() => expect(orderPosts(api.sent)).toHaveLength(2));
    const [refused, placed] = orderPosts(api.sent);
    expect(refused!.body).toMatchObject({ shippingMethodId: TWO_METHODS.offers[1]!.methodId });
    expect(placed!.body).toMatchObject({
      shippingMethodId: STANDARD_QUOTE.offers[0]!.methodId,
    });
  });

  it('leaves cash on delivery out once the city chosen is in a zone that does not take it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/public/site-settings': { data: makeSettings() },
        'POST /api/public/shipping/quote': {
          data: { ...STANDARD_QUOTE, cod: { available: false, feeHalalas: 0 } },
        },
      }).fetch,
    );
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    const cod = { name: /الدفع عند الاستلام/ };
    await user.click(await screen.findByRole('radio', cod));
    await user.type(screen.getByRole('combobox', { name: LABELS.ar.city }), 'الرياض');
    await chosenDelivery('ar');
    await waitFor(() => expect(screen.queryByRole('radio', cod)).toBeNull());
    expect(screen.getByRole('radio', { name: /الدفع الإلكتروني/ })).toHaveProperty('checked', true);
  });

  it('asks for a city of the list, then says when the city is not delivered to', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'POST /api/public/shipping/quote': {
        data: { ...STANDARD_QUOTE, problem: 'noZone', zone: null, offers: [] },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await user.click(screen.getByRole('radio', { name: /الدفع عند الاستلام/ }));
    await fillCustomer(user, { city: '' }, 'ar');
    await user.type(screen.getByRole('combobox', { name: /^المدينة/ }), 'ابه');
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(screen.getByRole('alert').textContent).toBe('يرجى اختيار مدينتك من القائمة');

    await user.type(screen.getByRole('combobox', { name: /^المدينة/ }), 'ا');
    // "ابها" typed in full (folded) is chosen.
    expect(screen.getByRole('combobox', { name: /^المدينة/ })).toHaveProperty('value', 'ابها');
    expect(await screen.findByText('لا نوصّل إلى ابها حاليًا.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(screen.getByRole('alert').textContent).toBe('يرجى اختيار طريقة التوصيل');
    expect(orderPosts(api.sent)).toEqual([]);
  });
});

describe('“remind me of my cart” (issue 22 point 5)', () => {
  const reminderSaves = (sent: SentRequest[]) =>
    sent.filter((request) => request.path === '/api/cart-recovery/cart');

  it('is off by default, so nothing of the cart leaves the browser', async () => {
    const api = stubApi({ 'GET /api/public/site-settings': { data: makeSettings() } });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout' });
    expect((screen.getByTestId('checkout-cart-reminder') as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText(/^Email/), 'sara@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(reminderSaves(api.sent)).toEqual([]);
  });

  it('once ticked, sends the cart and the agreed words; unticked, withdraws', async () => {
    const api = stubApi({
      'GET /api/public/site-settings': { data: makeSettings() },
      'PUT /api/cart-recovery/cart': { data: null },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    fillCart();
    await renderWithApp(<CheckoutPage />, { route: '/checkout', language: 'ar' });
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'sara@example.com');
    await user.click(screen.getByTestId('checkout-cart-reminder'));
    await waitFor(() => expect(reminderSaves(api.sent)).toHaveLength(1), { timeout: 3000 });
    const [product] = cartStore.getState().items;
    expect(reminderSaves(api.sent)[0]!.body).toEqual({
      email: 'sara@example.com',
      lines: [{ productId: product!.product.id, quantity: 1 }],
      language: 'ar',
      consent: {
        granted: true,
        wording: 'ذكّرني بهذه السلة مرة واحدة إن لم أُكمل طلبي.',
      },
    });
    expect(reminderSaves(api.sent)[0]!.method).toBe('PUT');

    await user.click(screen.getByTestId('checkout-cart-reminder'));
    await waitFor(() => expect(reminderSaves(api.sent)).toHaveLength(2), { timeout: 3000 });
    expect(reminderSaves(api.sent)[1]!.body).toMatchObject({ consent: { granted: false } });
  });
});
