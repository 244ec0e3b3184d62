import { describe, expect, it } from 'vitest';
import { formatSar } from '@store/shared/money';
import { makeOrderDetail, makeShipment } from '../test/order-fixtures.ts';
import {
  parcelsOf,
  whatsappChatLink,
  whatsappMessage,
  whatsappNumber,
  type WhatsAppOrder,
} from './whatsapp-message.ts';

const order: WhatsAppOrder = {
  orderNumber: 'MA-7K3M-Q9XA',
  status: 'confirmed',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  total: 450,
  language: 'en',
  firstName: 'Noura',
};
/** 450 SAR as the English message writes it (a no-break space after SAR). */
const SAR_450 = formatSar(450, 'en');
const context = {
  siteName: 'Maison Anbar',
  parcels: [],
  orderPage: 'https://shop.example/orders/track?orderNumber=MA-7K3M-Q9XA',
};

describe('the shopper’s WhatsApp number', () => {
  it('is the international number in digits only, however it was typed', () => {
    expect(whatsappNumber('+966501234567', 'SA')).toBe('966501234567');
    expect(whatsappNumber('050 123 4567', 'SA')).toBe('966501234567');
    expect(whatsappNumber('00966-50-123-4567', 'SA')).toBe('966501234567');
    expect(whatsappNumber('٠٥٠١٢٣٤٥٦٧', 'SA')).toBe('966501234567');
    expect(whatsappNumber('+971 50 123 4567', 'AE')).toBe('971501234567');
  });

  it('is none for what is not a mobile number', () => {
    expect(whatsappNumber('011 234 5678', 'SA')).toBeNull();
    expect(whatsappNumber('12345', 'SA')).toBeNull();
    expect(whatsappNumber('', 'SA')).toBeNull();
  });
});

describe('the click-to-chat link', () => {
  it('opens the chat with the number and the message, Arabic and line breaks encoded', () => {
    const link = whatsappChatLink('966501234567', 'مرحبًا نورة\nطلبك MA-7K3M-Q9XA & more');
    expect(link).toBe(
      'https://wa.me/966501234567?text=%D9%85%D8%B1%D8%AD%D8%A8%D9%8B%D8%A7%20%D9%86%D9%88%D8%B1%D8%A9%0A%D8%B7%D9%84%D8%A8%D9%83%20MA-7K3M-Q9XA%20%26%20more',
    );
    const url = new URL(link);
    expect(url.pathname).toBe('/966501234567');
    expect(url.searchParams.get('text')).toBe('مرحبًا نورة\nطلبك MA-7K3M-Q9XA & more');
  });
});

describe('the message', () => {
  it('asks a cash-on-delivery shopper to confirm a new order', () => {
    expect(whatsappMessage({ ...order, status: 'pending' }, context)).toBe(
      [
        'Hello Noura, this is Maison Anbar.',
        `We have received your order MA-7K3M-Q9XA (${SAR_450}, cash on delivery). Could you confirm it, so we can prepare it for you?`,
        'Follow your order: https://shop.example/orders/track?orderNumber=MA-7K3M-Q9XA',
      ].join('\n'),
    );
  });

  it('says the order is confirmed, in English or Arabic', () => {
    expect(whatsappMessage(order, context)).toContain(
      'Your order MA-7K3M-Q9XA is confirmed. We are preparing it now',
    );
    expect(
      whatsappMessage({ ...order, language: 'ar' }, { ...context, siteName: 'دار عنبر' }),
    ).toBe(
      [
        'مرحبًا Noura، معك دار عنبر.',
        'تم تأكيد طلبك رقم MA-7K3M-Q9XA، ونعمل الآن على تجهيزه، وسنخبرك عند شحنه.',
        'تابع طلبك: https://shop.example/orders/track?orderNumber=MA-7K3M-Q9XA',
      ].join('\n'),
    );
  });

  it('gives each parcel’s carrier, tracking number and page once shipped', () => {
    const text = whatsappMessage(
      { ...order, status: 'shipped', language: 'ar' },
      {
        ...context,
        parcels: [
          {
            carrier: 'سمسا إكسبريس',
            trackingNumber: '290692134777',
            trackingUrl: 'https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
          },
          { carrier: 'أرامكس', trackingNumber: '44150360123', trackingUrl: null },
        ],
      },
    );
    expect(text.split('\n')).toEqual([
      'مرحبًا Noura، معك Maison Anbar.',
      'تم شحن طلبك رقم MA-7K3M-Q9XA.',
      'سمسا إكسبريس، رقم التتبع 290692134777',
      'تتبّع الشحنة من هنا: https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
      'أرامكس، رقم التتبع 44150360123',
      'تابع طلبك: https://shop.example/orders/track?orderNumber=MA-7K3M-Q9XA',
    ]);
  });

  it('asks for the cash when out for delivery, and thanks once delivered', () => {
    expect(whatsappMessage({ ...order, status: 'out_for_delivery' }, context)).toContain(
      `The courier is bringing your order MA-7K3M-Q9XA to you today.\nPlease have ${SAR_450} ready in cash.`,
    );
    expect(
      whatsappMessage({ ...order, status: 'out_for_delivery', paymentMethod: 'moyasar' }, context),
    ).not.toContain('cash');
    const delivered = whatsappMessage({ ...order, status: 'delivered', language: 'ar' }, context);
    expect(delivered).toContain('تم توصيل طلبك رقم MA-7K3M-Q9XA.');
    expect(delivered).not.toContain('تابع طلبك');
  });
});

describe('the parcels of the order’s detail', () => {
  it('are none until the detail carries them', () => {
    expect(parcelsOf(makeOrderDetail(), 'en')).toEqual([]);
  });

  it('are the parcels it carries, named in the message’s language, never a cancelled one', () => {
    const detail = {
      ...makeOrderDetail(),
      shipments: [
        makeShipment({ trackingNumber: '290692134777', trackingUrl: 'https://smsa.example/t' }),
        makeShipment({
          carrier: 'oto-courier',
          carrierName: { en: 'Fast Courier', ar: 'المندوب السريع' },
          trackingNumber: 'FC1',
          trackingUrl: 'javascript:alert(1)',
        }),
        makeShipment({ carrier: 'aramex', trackingNumber: '1', status: 'cancelled' }),
      ],
    };
    expect(parcelsOf(detail, 'ar')).toEqual([
      {
        carrier: 'سمسا إكسبريس',
        trackingNumber: '290692134777',
        trackingUrl: 'https://smsa.example/t',
      },
      { carrier: 'المندوب السريع', trackingNumber: 'FC1', trackingUrl: null },
    ]);
  });
});
