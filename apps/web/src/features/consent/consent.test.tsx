import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMarketingTags } from '@store/shared/schemas/marketing-tags';
import { STORAGE_KEYS } from '../../config/storage-keys.ts';
import { emitShopEvent, listenToShopEvents, type ShopEvent } from '../../lib/shop-events.ts';
import { renderWithApp } from '../../test/render.tsx';
import { marketingTagKeys } from './api/get-marketing-tags.ts';
import { ConsentManager } from './components/consent-manager.tsx';
import { CookiePreferencesLink } from './components/cookie-preferences-link.tsx';
import type { TagWindow } from './lib/tag-globals.ts';

const ALL_TAGS: PublicMarketingTags = {
  version: 'ga4,gtm,meta,snap,tiktok',
  tags: {
    ga4: 'G-ABC123XYZ9',
    gtm: 'GTM-AB12CD',
    meta: '123456789012345',
    snap: 'c9215353-76c9-4423-a615-21b4ac088222',
    tiktok: 'CCO0N03C77U3QS7T8KLG',
  },
};
const GLOBALS = ['dataLayer', 'gtag', 'fbq', '_fbq', 'snaptr', 'ttq', 'TiktokAnalyticsObject'];
const w = () => window as unknown as TagWindow;

function forgetTags() {
  for (const name of GLOBALS) delete (window as unknown as Record<string, unknown>)[name];
  document.querySelectorAll('script[data-marketing-tag]').forEach((script) => script.remove());
  document.cookie = `${STORAGE_KEYS.cookieConsent}=; Path=/; Max-Age=0`;
  // Events other test files' pages said (no tracker listened) are dropped, not sent here.
  listenToShopEvents(() => undefined)();
}
beforeEach(forgetTags);
afterEach(forgetTags);

async function renderConsent(tags: PublicMarketingTags = ALL_TAGS, language: 'en' | 'ar' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(marketingTagKeys.public, tags);
  return renderWithApp(
    <>
      <ConsentManager />
      <CookiePreferencesLink />
    </>,
    { queryClient, language },
  );
}

const scriptSources = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-marketing-tag]')).map(
    (script) => script.src,
  );
const definedGlobals = () =>
  GLOBALS.filter((name) => (window as unknown as Record<string, unknown>)[name] !== undefined);

const ITEM = {
  id: 'p-1',
  name: 'Oud Royal',
  priceHalalas: 45_050,
  quantity: 1,
  category: 'oriental',
};
const PURCHASE: ShopEvent = {
  type: 'purchase',
  orderNumber: 'ORD-7K2M9',
  valueHalalas: 92_100,
  shippingHalalas: 2_000,
  taxHalalas: 0,
  items: [{ ...ITEM, quantity: 2 }],
};

/** The events each stand-in queue received, by the platform's own event name. */
function queued() {
  const gtagEvents = (w().dataLayer ?? [])
    .filter((entry) => !Array.isArray(entry) && typeof entry === 'object' && entry !== null)
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event');
  const gtmEvents = (w().dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: unknown } =>
      typeof entry === 'object' && entry !== null && 'ecommerce' in entry && 'event' in entry,
  );
  return {
    ga4: gtagEvents,
    gtm: gtmEvents,
    // Less the page views each base code sends itself.
    meta: (w().fbq?.queue ?? []).filter((args) => args[0] === 'track' && args[1] !== 'PageView'),
    snap: (w().snaptr?.queue ?? []).filter(
      (args) => args[0] === 'track' && args[1] !== 'PAGE_VIEW',
    ),
    tiktok: (Array.from(w().ttq ?? []) as unknown[][]).filter((args) => args[0] === 'track'),
  };
}

describe('the consent banner', () => {
  it('shows nothing and loads nothing when the store has no tags', async () => {
    await renderConsent({ version: '', tags: {} });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(screen.queryByTestId('cookie-preferences-link')).toBeNull();
    expect(definedGlobals()).toEqual([]);
  });

  it('loads no tag before a choice, nor after "Reject all", and remembers the refusal', async () => {
    const user = userEvent.setup();
    const first = await renderConsent();
    const banner = await screen.findByTestId('consent-banner');
    emitShopEvent({ type: 'view_item', items: [ITEM] });
    expect(definedGlobals()).toEqual([]);
    await user.click(within(banner).getByRole('button', { name: 'Reject all' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    emitShopEvent({ type: 'add_to_cart', items: [ITEM] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(definedGlobals()).toEqual([]);
    expect(scriptSources()).toEqual([]);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookieConsent)!);
    expect(stored).toMatchObject({
      version: `1|${ALL_TAGS.version}`,
      analytics: false,
      advertising: false,
    });
    expect(document.cookie).toContain(`${STORAGE_KEYS.cookieConsent}=`);

    first.unmount();
    // The cookie alone is enough (local storage cleared by the shopper).
    window.localStorage.removeItem(STORAGE_KEYS.cookieConsent);
    await renderConsent();
    await screen.findByTestId('cookie-preferences-link');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('asks again when the tags in force change', async () => {
    const user = userEvent.setup();
    const first = await renderConsent({ version: 'ga4', tags: { ga4: 'G-ABC123XYZ9' } });
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    first.unmount();
    await renderConsent();
    expect(await screen.findByTestId('consent-banner')).toBeTruthy();
  });

  it('speaks Arabic on the Arabic page', async () => {
    await renderConsent(ALL_TAGS, 'ar');
    const banner = await screen.findByTestId('consent-banner');
    expect(within(banner).getByRole('button', { name: 'قبول الكل' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'رفض الكل' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'اختيار' })).toBeTruthy();
  });

  it('"Choose" lets analytics in and advertising out; only Google’s tags load', async () => {
    const user = userEvent.setup();
    await renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(within(dialog).getByText(/Google Analytics, Google Tag Manager/)).toBeTruthy();
    expect(within(dialog).getByText(/Meta Pixel, Snap Pixel, TikTok Pixel/)).toBeTruthy();
    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choice' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(scriptSources()).toHaveLength(2));
    expect(scriptSources()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    ]);
    expect(w().fbq).toBeUndefined();
    expect(w().snaptr).toBeUndefined();
    expect(w().ttq).toBeUndefined();
    // Consent Mode v2: all denied by default, then analytics granted, advertising still denied.
    const consent = (w().dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent');
    expect(consent).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
      [
        'consent',
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
  });

  it('the footer link reopens the choice as it was', async () => {
    const user = userEvent.setup();
    await renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    await user.click(screen.getByTestId('cookie-preferences-link'));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(
      within(dialog).getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked'),
    ).toBe('false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });
});

describe('the event tracker', () => {
  it('after "Accept all" sends each event once to every platform, with the right values', async () => {
    const user = userEvent.setup();
    await renderConsent();
    // Said before any choice: kept, then sent once accepted.
    emitShopEvent({ type: 'view_item', items: [ITEM] });
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    emitShopEvent({ type: 'add_to_cart', items: [ITEM] });
    emitShopEvent({ type: 'begin_checkout', items: [{ ...ITEM, quantity: 2 }] });
    emitShopEvent(PURCHASE);
    emitShopEvent(PURCHASE);

    const events = queued();
    expect(events.ga4.map((args) => args[1])).toEqual([
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'purchase',
    ]);
    expect(events.ga4[0]![2]).toEqual({
      currency: 'SAR',
      value: 450.5,
      items: [
        {
          item_id: 'p-1',
          item_name: 'Oud Royal',
          price: 450.5,
          quantity: 1,
          item_category: 'oriental',
        },
      ],
    });
    expect(events.ga4[3]![2]).toMatchObject({
      transaction_id: 'ORD-7K2M9',
      value: 921,
      currency: 'SAR',
      shipping: 20,
      tax: 0,
    });
    expect(events.gtm.map((entry) => entry.event)).toEqual([
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'purchase',
    ]);
    expect(events.gtm[3]!.ecommerce).toMatchObject({ transaction_id: 'ORD-7K2M9', value: 921 });

    expect(events.meta.map((args) => args[1])).toEqual([
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
      'Purchase',
    ]);
    expect(events.meta[3]!.slice(2)).toEqual([
      {
        content_ids: ['p-1'],
        content_type: 'product',
        contents: [{ id: 'p-1', quantity: 2 }],
        num_items: 2,
        value: 921,
        currency: 'SAR',
      },
      { eventID: 'purchase-ORD-7K2M9' },
    ]);

    expect(events.snap.map((args) => args[1])).toEqual([
      'VIEW_CONTENT',
      'ADD_CART',
      'START_CHECKOUT',
      'PURCHASE',
    ]);
    expect(events.snap[3]![2]).toEqual({
      item_ids: ['p-1'],
      number_items: 2,
      price: 921,
      currency: 'SAR',
      transaction_id: 'ORD-7K2M9',
    });

    expect(events.tiktok.map((args) => args[1])).toEqual([
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
      'CompletePayment',
    ]);
    expect(events.tiktok[3]!.slice(2)).toEqual([
      {
        contents: [{ content_id: 'p-1', content_name: 'Oud Royal', price: 450.5, quantity: 2 }],
        content_type: 'product',
        value: 921,
        currency: 'SAR',
      },
      { event_id: 'purchase-ORD-7K2M9' },
    ]);

    // Each platform's base code ran once: its init and page view.
    expect(w().fbq!.queue.slice(0, 2)).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
    expect(w().snaptr!.queue[0]).toEqual(['init', 'c9215353-76c9-4423-a615-21b4ac088222']);
    expect(w().ttq!._i).toHaveProperty('CCO0N03C77U3QS7T8KLG');
    await waitFor(() => expect(scriptSources()).toHaveLength(5));
    expect(scriptSources()).toContain(
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CCO0N03C77U3QS7T8KLG&lib=ttq',
    );
    expect(scriptSources()).toContain('https://connect.facebook.net/en_US/fbevents.js');
    expect(scriptSources()).toContain('https://sc-static.net/scevent.min.js');
  });

  it('reports a purchase once even when its page is opened again', async () => {
    const user = userEvent.setup();
    const first = await renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    emitShopEvent(PURCHASE);
    expect(queued().meta.filter((args) => args[1] === 'Purchase')).toHaveLength(1);
    first.unmount();
    forgetTags();
    // The page again, consent remembered (local storage): the order was reported already.
    await act(async () => {
      await renderConsent();
    });
    emitShopEvent(PURCHASE);
    await waitFor(() => expect(w().fbq).toBeDefined());
    expect(queued().meta.filter((args) => args[1] === 'Purchase')).toHaveLength(0);
    expect(queued().ga4.filter((args) => args[1] === 'purchase')).toHaveLength(0);
  });
});
