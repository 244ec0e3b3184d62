import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicReturnPolicy } from '@store/shared/schemas/returns';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ReturnPolicyPage } from './components/return-policy-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The policy as the merchant wrote it on the Returns screen, a text per language. */
const POLICY: PublicReturnPolicy = {
  windowDays: 14,
  openedBottles: 'sealed_only',
  policy: {
    en: 'Bottles come back in their box.\n\nWe refund within five days of receiving them.',
    ar: 'تُعاد العبوات في علبتها.\n\nنرد المبلغ خلال خمسة أيام من استلامها.',
  },
};

function serve(policy: PublicReturnPolicy) {
  return fakeApi((call) =>
    call.method === 'GET' && call.path === '/api/returns/policy' ? okBody(policy) : undefined,
  );
}

const paragraphs = () =>
  Array.from(screen.getByTestId('return-policy-text').querySelectorAll('p')).map(
    (paragraph) => paragraph.textContent,
  );

describe('the return policy page', () => {
  it("shows the merchant's English text by paragraph under the store's own rules", async () => {
    serve(POLICY);
    await renderWithApp(<ReturnPolicyPage />, { route: '/en/return-policy' });
    expect(await screen.findByTestId('return-policy-text')).toBeTruthy();
    expect(paragraphs()).toEqual([
      'Bottles come back in their box.',
      'We refund within five days of receiving them.',
    ]);
    // The window and the rule for opened bottles come from the settings the return page enforces.
    const summary = screen.getByTestId('return-policy-summary');
    expect(summary.textContent).toContain('Ask within 14 days of delivery.');
    expect(summary.textContent).toContain('opened bottles are taken back only when faulty');
  });

  it("shows the merchant's Arabic text on an Arabic page", async () => {
    serve({ ...POLICY, windowDays: 7, openedBottles: 'accepted' });
    await renderWithApp(<ReturnPolicyPage />, { route: '/ar/return-policy', language: 'ar' });
    expect(await screen.findByTestId('return-policy-text')).toBeTruthy();
    expect(paragraphs()).toEqual([
      'تُعاد العبوات في علبتها.',
      'نرد المبلغ خلال خمسة أيام من استلامها.',
    ]);
    const summary = screen.getByTestId('return-policy-summary');
    expect(summary.textContent).toContain('اطلب الإرجاع خلال 7 أيام من التسليم.');
    expect(summary.textContent).toContain('تُقبل العبوات المفتوحة أيضًا.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('سياسة الإرجاع');
  });

  it('starts a return from the order number and email', async () => {
    serve(POLICY);
    const user = userEvent.setup();
    await renderWithApp(<ReturnPolicyPage />, { route: '/en/return-policy' });
    await user.type(screen.getByTestId('lookup-order-number'), 'MA-7K3M-Q9XA');
    await user.type(screen.getByLabelText('Email'), 'noura@example.com');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/en/orders/MA-7K3M-Q9XA/return?email=noura%40example.com',
    );
  });
});
