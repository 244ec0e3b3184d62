import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReview } from '@store/shared/schemas/reviews';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { fakeApi } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ReviewsScreen } from './reviews-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

function makeReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: 'rev-1',
    productId: 'p-1',
    productName: { en: 'Royal Oud', ar: 'العود الملكي' },
    orderId: 'order-1',
    orderNumber: 'MA-7K3M-Q9XA',
    customerEmail: 'noura@example.com',
    stars: 4,
    title: 'عطر فاخر',
    text: 'يدوم طويلًا <b>جدًا</b>',
    language: 'ar',
    authorName: 'Noura A.',
    status: 'pending',
    reply: null,
    createdAt: '2026-03-03T10:00:00.000Z',
    moderatedAt: null,
    ...overrides,
  };
}

const pagination = { page: 1, limit: 20, total: 1, pages: 1, hasNext: false, hasPrev: false };

/** The queue's API: the list, and each moderation answered with the review after it. */
function serve(review: AdminReview) {
  let current = review;
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/admin/reviews')) {
      return { body: { success: true, data: [current], pagination } };
    }
    const action = /^\/api\/admin\/reviews\/rev-1\/(approve|hide|reply)$/.exec(call.path)?.[1];
    if (!action) return undefined;
    current =
      action === 'reply'
        ? {
            ...current,
            reply: {
              text: (call.body as { reply: string }).reply,
              at: '2026-03-04T10:00:00.000Z',
            },
          }
        : { ...current, status: action === 'approve' ? 'approved' : 'hidden' };
    return { body: { success: true, data: current } };
  });
}

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderQueue(route: string, language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Texts>
      <Routes>
        <Route
          path="/admin/reviews/*"
          element={
            <>
              <ReviewsScreen />
              <Address />
            </>
          }
        />
      </Routes>
    </Texts>,
    { route, language },
  );
}

describe('the reviews queue', () => {
  it('filters by status and rating through the address', async () => {
    const api = serve(makeReview());
    const user = userEvent.setup();
    await renderQueue('/admin/reviews?stars=4');
    await screen.findByTestId('review-card-rev-1');
    expect(
      api.calls.filter((call) => call.path.startsWith('/api/admin/')).map((c) => c.path),
    ).toEqual(['/api/admin/reviews?stars=4&page=1&limit=20']);
    await user.selectOptions(screen.getByTestId('reviews-filter-status'), 'pending');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/admin/reviews?status=pending&stars=4',
      ),
    );
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain(
        '/api/admin/reviews?status=pending&stars=4&page=1&limit=20',
      ),
    );
    await user.click(screen.getByTestId('reviews-clear-filters'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/reviews'));
  });

  it('shows a review as written, then approves it and answers it publicly, in Arabic', async () => {
    const api = serve(makeReview());
    const user = userEvent.setup();
    await renderQueue('/admin/reviews', 'ar');
    const card = await screen.findByTestId('review-card-rev-1');
    expect(within(card).getByTestId('review-status').textContent).toBe('بانتظار المراجعة');
    const written = card.querySelector('[lang="ar"]')!;
    expect(written.getAttribute('dir')).toBe('rtl');
    expect(written.textContent).toContain('يدوم طويلًا <b>جدًا</b>');
    expect(written.querySelector('b')).toBeNull();

    await user.click(within(card).getByTestId('review-approve'));
    await waitFor(() =>
      expect(within(card).getByTestId('review-status').textContent).toBe('معتمد'),
    );
    expect(within(card).queryByTestId('review-approve')).toBeNull();

    await user.click(within(card).getByTestId('review-reply-open'));
    const dialog = await screen.findByTestId('review-reply-dialog');
    await user.type(within(dialog).getByTestId('review-reply-input'), 'شكرًا لكِ!');
    await user.click(within(dialog).getByTestId('review-reply-save'));
    await waitFor(() => expect(screen.queryByTestId('review-reply-dialog')).toBeNull());
    expect((await within(card).findByTestId('review-reply')).textContent).toContain('شكرًا لكِ!');
    expect(api.writes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/admin/reviews/rev-1/approve', body: undefined },
      { method: 'PUT', path: '/api/admin/reviews/rev-1/reply', body: { reply: 'شكرًا لكِ!' } },
    ]);
  });
});
