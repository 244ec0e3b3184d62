import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/fixtures.ts';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { toastStore } from '../../../stores/toast-store.ts';
import { ProductDetailPage } from './product-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openProduct(language: 'en' | 'ar') {
  vi.stubGlobal(
    'fetch',
    mockApi({
      '/api/public/site-settings': makeSettings(),
      '/api/products/p-1': makeProduct(),
      '/api/public/payment-methods': { methods: [] },
    }),
  );
  await renderWithApp(
    <Routes>
      <Route path="/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { route: '/product/p-1', language },
  );
  await screen.findByRole('heading', { level: 1 });
}

const origin = () => window.location.origin;

describe('share buttons on the product page', () => {
  it('share the English address with the English name', async () => {
    await openProduct('en');
    const url = `${origin()}/en/product/sahara-oud`;
    const group = screen.getByRole('group', { name: 'Share' });
    expect(group).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Sahara Oud ${url}`)}`,
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=Sahara%20Oud`,
    );
  });

  it('share the Arabic address, labelled in Arabic', async () => {
    await openProduct('ar');
    const url = `${origin()}/ar/product/${encodeURIComponent('عود-الصحراء')}`;
    screen.getByRole('group', { name: 'شارك' });
    expect(screen.getByRole('link', { name: 'المشاركة عبر واتساب' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`عود الصحراء ${url}`)}`,
    );
    expect(screen.getByRole('link', { name: 'المشاركة عبر X' }).getAttribute('href')).toContain(
      `url=${encodeURIComponent(url)}`,
    );
    screen.getByRole('button', { name: 'نسخ الرابط' });
  });

  it('copies the link and says so', async () => {
    // jsdom has no clipboard: the browser's, standing in.
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    });
    await openProduct('en');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(copied).toBe(`${origin()}/en/product/sahara-oud`));
    await waitFor(() =>
      expect(toastStore.getState().map((t) => [t.type, t.title])).toContainEqual([
        'success',
        'Link copied to the clipboard',
      ]),
    );
  });

  it("the action row's share hands the native sheet the canonical address, not the bar's", async () => {
    let shared: ShareData | undefined;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void (shared = data),
    });
    try {
      await openProduct('ar');
      fireEvent.click(screen.getByRole('button', { name: 'مشاركة' }));
      await waitFor(() =>
        expect(shared).toEqual({
          title: 'عود الصحراء',
          url: `${origin()}/ar/product/${encodeURIComponent('عود-الصحراء')}`,
        }),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
