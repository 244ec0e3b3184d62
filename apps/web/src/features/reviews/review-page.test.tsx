import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewInvitation } from '@store/shared/schemas/reviews';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ReviewPage } from './components/review-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok_abc-123';
const URL = `/api/review-requests/${TOKEN}`;

const invitation: ReviewInvitation = {
  orderNumber: 'MA-7K3M-Q9XA',
  firstName: 'Noura',
  authorName: 'Noura A.',
  expiresAt: '2026-05-01T10:00:00.000Z',
  products: [
    { productId: 'p-oud', name: { en: 'Royal Oud', ar: 'العود الملكي' }, image: null },
    { productId: 'p-rose', name: { en: 'Taif Rose', ar: 'ورد الطائف' }, image: null },
  ],
};

function serve(answer?: (call: Call) => { status?: number; body: unknown } | undefined) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === URL) return okBody(invitation);
    if (call.method === 'POST' && call.path === URL) {
      return answer?.(call) ?? { status: 201, body: { success: true, data: { count: 1 } } };
    }
    return undefined;
  });
}

function renderPage(language: 'en' | 'ar') {
  return renderWithApp(
    <Routes>
      <Route path="/review/:token" element={<ReviewPage />} />
    </Routes>,
    { route: `/review/${TOKEN}`, language },
  );
}

const refusal = (status: number, key: string, message = 'refused') => ({
  status,
  body: { success: false, code: 'CONFLICT', message, reason: { key, params: {} } },
});

describe('the review page of a one-time link', () => {
  it('checks the reviews in Arabic before sending, then sends only the products reviewed', async () => {
    const api = serve();
    const user = userEvent.setup();
    await renderPage('ar');

    const entries = await screen.findAllByTestId('review-entry');
    expect(entries).toHaveLength(2);
    expect(screen.getByTestId('review-order-number').textContent).toBe('MA-7K3M-Q9XA');
    expect(screen.getByText(/ستظهر تقييماتك باسم «Noura A\.»/)).toBeTruthy();

    // Nothing chosen.
    await user.click(screen.getByTestId('review-submit'));
    expect((await screen.findByTestId('review-form-alert')).textContent).toContain(
      'يرجى تقييم منتج واحد على الأقل.',
    );

    // Words without stars, then stars without words.
    await user.type(within(entries[0]!).getByTestId('review-text-input'), 'رائحة تدوم طويلًا');
    await user.click(screen.getByTestId('review-submit'));
    await waitFor(
      () =>
        expect(screen.getByTestId('review-form-alert').textContent).toContain(
          'العود الملكي: يرجى اختيار من نجمة إلى 5 نجوم.',
        ),
      // A busy machine (CI) may take longer than the default second to type and answer.
      { timeout: 5000 },
    );
    await user.click(within(entries[0]!).getByTestId('review-stars-4'));
    await user.clear(within(entries[0]!).getByTestId('review-text-input'));
    await user.type(within(entries[0]!).getByTestId('review-text-input'), '   ');
    await user.click(screen.getByTestId('review-submit'));
    await waitFor(
      () =>
        expect(screen.getByTestId('review-form-alert').textContent).toContain(
          'العود الملكي: يرجى كتابة بضع كلمات عنه.',
        ),
      { timeout: 5000 },
    );
    expect(entries[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
    // The alert has taken the focus (a screen reader reads it) before the typing below.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('review-form-alert')),
    );

    await user.type(within(entries[0]!).getByTestId('review-title-input'), '<b>فاخر</b>');
    await user.type(within(entries[0]!).getByTestId('review-text-input'), 'رائحة تدوم طويلًا');
    await user.click(screen.getByTestId('review-submit'));
    await screen.findByTestId('review-sent');
    expect(screen.getByTestId('review-sent').textContent).toContain('شكرًا لتقييمك');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: URL,
        body: {
          language: 'ar',
          reviews: [
            { productId: 'p-oud', stars: 4, title: '<b>فاخر</b>', text: '   رائحة تدوم طويلًا' },
          ],
        },
      },
    ]);
  });

  it('words the server’s refusal in the page’s language', async () => {
    serve(() => ({
      status: 422,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Royal Oud: the title can be at most 120 characters.',
        reason: { key: 'titleTooLong', params: { name: 'Royal Oud' } },
      },
    }));
    const user = userEvent.setup();
    await renderPage('en');
    const [first] = await screen.findAllByTestId('review-entry');
    await user.click(within(first!).getByTestId('review-stars-5'));
    await user.type(within(first!).getByTestId('review-text-input'), 'Lovely.');
    await user.click(screen.getByTestId('review-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('review-form-alert').textContent).toBe(
        'Royal Oud: the title can be at most 120 characters.',
      ),
    );
    expect(screen.queryByTestId('review-sent')).toBeNull();
  });

  it.each([
    ['linkUsed', 409, 'This review link has already been used. Thank you for your review.'],
    ['linkExpired', 410, 'This review link has expired.'],
    ['linkUnknown', 404, 'This review link is not valid. Please use the link in your email.'],
  ])('says why a link does not work: %s', async (key, status, message) => {
    fakeApi((call) => (call.path === URL ? refusal(status, key) : undefined));
    await renderPage('en');
    const notice = await screen.findByTestId('review-link-refusal');
    expect(notice.textContent).toBe(message);
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('says it in Arabic on an Arabic page, and is never indexed', async () => {
    fakeApi((call) => (call.path === URL ? refusal(409, 'linkUsed') : undefined));
    await renderPage('ar');
    expect((await screen.findByTestId('review-link-refusal')).textContent).toBe(
      'سبق استخدام رابط التقييم هذا. شكرًا لتقييمك.',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
  });
});
