import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivacyPolicy } from '@store/shared/schemas/privacy';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PrivacyPolicyPage } from './components/privacy-policy-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const POLICY: PrivacyPolicy = {
  version: 3,
  text: {
    en: 'We keep your order.\n\nWe never sell your data.',
    ar: 'نحتفظ بطلبك.\n\nلا نبيع بياناتك أبدًا.',
  },
  retentionYears: 6,
  publishedAt: '2026-11-20T09:00:00.000Z',
};

function serve(policy: PrivacyPolicy | null) {
  return fakeApi((call) =>
    call.method === 'GET' && call.path === '/api/privacy-policy'
      ? policy
        ? okBody(policy)
        : { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'down' } }
      : undefined,
  );
}

const paragraphs = () =>
  Array.from(screen.getByTestId('privacy-policy-text').querySelectorAll('p')).map(
    (paragraph) => paragraph.textContent,
  );

describe('the privacy policy page', () => {
  it('shows the English text by paragraph, the retention period and the version', async () => {
    serve(POLICY);
    await renderWithApp(<PrivacyPolicyPage />, { route: '/en/privacy' });
    expect(await screen.findByTestId('privacy-policy-text')).toBeTruthy();
    expect(paragraphs()).toEqual(['We keep your order.', 'We never sell your data.']);
    expect(screen.getByTestId('privacy-retention').textContent).toBe(
      'Orders and tax invoices are kept for 6 years, as the tax law requires.',
    );
    expect(screen.getByTestId('privacy-version').textContent).toMatch(/^Version 3, published /);
  });

  it('shows the Arabic text, with the Arabic plural of the years, on an Arabic page', async () => {
    serve({ ...POLICY, retentionYears: 11 });
    await renderWithApp(<PrivacyPolicyPage />, { route: '/ar/privacy', language: 'ar' });
    expect(await screen.findByTestId('privacy-policy-text')).toBeTruthy();
    expect(paragraphs()).toEqual(['نحتفظ بطلبك.', 'لا نبيع بياناتك أبدًا.']);
    expect(screen.getByTestId('privacy-retention').textContent).toBe(
      'تُحفظ الطلبات والفواتير الضريبية مدة 11 سنة كما يوجب نظام الضريبة.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('سياسة الخصوصية');
  });

  it('says so, in the page’s language, when the policy cannot be loaded', async () => {
    serve(null);
    await renderWithApp(<PrivacyPolicyPage />, { route: '/ar/privacy', language: 'ar' });
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'تعذّر تحميل سياسة الخصوصية.',
    );
  });
});
