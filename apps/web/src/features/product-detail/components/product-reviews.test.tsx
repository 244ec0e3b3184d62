import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductReviews, PublicReview } from '@store/shared/schemas/reviews';
import { ProductCard } from '../../../components/product/product-card.tsx';
import { fakeApi, okBody } from '../../../test/fake-admin-api.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { makeSettings } from '../../../test/fixtures-settings.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ProductDetailPage } from './product-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const review = (over: Partial<PublicReview>): PublicReview => ({
  id: 'r-1',
  stars: 5,
  title: '',
  text: 'Lovely.',
  language: 'en',
  authorName: 'Noura A.',
  createdAt: '2026-03-01T10:00:00.000Z',
  reply: null,
  ...over,
});

const PAGE_ONE: ProductReviews = {
  summary: { count: 7, average: 4.3, distribution: [0, 1, 0, 2, 4] },
  reviews: [
    review({
      id: 'r-ar',
      stars: 4,
      title: 'عطر فاخر',
      text: 'يدوم طويلًا <script>alert(1)</script>',
      language: 'ar',
      authorName: 'سارة ع.',
      reply: { text: 'شكرًا لك!', at: '2026-03-02T10:00:00.000Z' },
    }),
    review({ id: 'r-en', title: '<b>Wow</b>', text: 'Lasts all day.\nTruly.' }),
  ],
  pagination: { page: 1, limit: 5, total: 7, pages: 2, hasNext: true, hasPrev: false },
};

function serve() {
  return fakeApi((call) => {
    if (call.path === '/api/public/site-settings') return okBody(makeSettings());
    if (call.path === '/api/products/p-1') {
      return okBody(makeProduct({ rating: { average: 4.3, count: 7 } }));
    }
    if (call.path.startsWith('/api/products/p-1/reviews')) {
      const url = new URL(call.path, 'http://localhost');
      if (url.searchParams.get('page') === '2') {
        return okBody({
          ...PAGE_ONE,
          reviews: [review({ id: 'r-low', stars: 2, text: 'Not for me.' })],
          pagination: { ...PAGE_ONE.pagination, page: 2, hasNext: false, hasPrev: true },
        });
      }
      return okBody(PAGE_ONE);
    }
    return undefined;
  });
}

async function openProduct(language: 'en' | 'ar') {
  const api = serve();
  await renderWithApp(
    <Routes>
      <Route path="/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { route: '/product/p-1', language },
  );
  await screen.findAllByTestId('review');
  return api;
}

describe('the product page’s reviews', () => {
  it('shows the average, the count and the distribution, and each review in its own language, as text', async () => {
    await openProduct('en');
    expect(screen.getByTestId('product-rating').textContent).toContain('4.3');
    expect(screen.getByTestId('product-rating').textContent).toContain('(7 reviews)');
    expect(screen.getByTestId('reviews-average').textContent).toBe('4.3');
    expect(screen.getByTestId('reviews-count').textContent).toBe('Based on 7 reviews');
    const rows = within(screen.getByTestId('reviews-distribution')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars4',
      '4 stars2',
      '3 stars0',
      '2 stars1',
      '1 star0',
    ]);

    const [arabic, english] = screen.getAllByTestId('review-body');
    expect(arabic!.getAttribute('lang')).toBe('ar');
    expect(arabic!.getAttribute('dir')).toBe('rtl');
    expect(english!.getAttribute('lang')).toBe('en');
    expect(english!.getAttribute('dir')).toBe('ltr');
    // Text as written: no markup of a review becomes an element.
    expect(arabic!.textContent).toContain('<script>alert(1)</script>');
    expect(arabic!.querySelector('script')).toBeNull();
    expect(english!.querySelector('b')).toBeNull();
    expect(screen.getAllByTestId('review-title')[1]!.textContent).toBe('<b>Wow</b>');
    expect(screen.getByTestId('review-reply').textContent).toContain('شكرًا لك!');
  });

  it('pages and sorts, asking the server for each page in its order', async () => {
    const api = await openProduct('ar');
    expect(screen.getByTestId('reviews-count').textContent).toBe('بناءً على 7 تقييمات');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('reviews-next'));
    await waitFor(() =>
      expect(screen.getAllByTestId('review').map((r) => r.dataset.reviewId)).toEqual(['r-low']),
    );
    await user.selectOptions(screen.getByTestId('reviews-sort'), 'lowest');
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain(
        '/api/products/p-1/reviews?sort=lowest&page=1&limit=5',
      ),
    );
    expect(api.calls.map((c) => c.path)).toContain(
      '/api/products/p-1/reviews?sort=newest&page=2&limit=5',
    );
  });
});

describe('a listing card’s rating', () => {
  it('is shown from 3 approved reviews only', async () => {
    fakeApi((call) =>
      call.path === '/api/public/site-settings' ? okBody(makeSettings()) : undefined,
    );
    const view = await renderWithApp(
      <>
        <ProductCard product={makeProduct({ _id: 'a', rating: { average: 4.5, count: 2 } })} />
        <ProductCard product={makeProduct({ _id: 'b', rating: { average: 4.7, count: 3 } })} />
        <ProductCard product={makeProduct({ _id: 'c', rating: null })} />
      </>,
      { language: 'en' },
    );
    const lines = view.container.querySelectorAll('[data-testid="rating-line"]');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.textContent).toBe('Rated 4.7 out of 54.7(3 reviews)');
    expect(lines[0]!.closest('article')!.getAttribute('aria-labelledby')).toBe('product-b');
  });
});
