import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ProductListingPage } from './product-listing-page.tsx';

const pagination = { page: 1, limit: 12, total: 2, pages: 1, hasNext: false, hasPrev: false };

function stubProducts(
  items = [makeProduct(), makeProduct({ _id: 'p-2', inStock: false, stock: 0, featured: true })],
  answered: Partial<typeof pagination> & { totalIsLowerBound?: boolean } = {},
) {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      const body =
        url.pathname === '/api/products'
          ? {
              success: true,
              data: items,
              pagination: { ...pagination, total: items.length, ...answered },
            }
          : { success: false, code: 'NOT_FOUND', message: 'Not found' };
      return new Response(JSON.stringify(body), { status: body.success ? 200 : 404 });
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product listing', () => {
  it('reads its filters from the URL and sends them to the API', async () => {
    const requests = stubProducts();
    await renderWithApp(<ProductListingPage />, {
      route: '/products?category=floral&price=150-200&search=rose',
    });
    await screen.findByText('2 products');
    const query = requests.find((r) => r.pathname === '/api/products')?.searchParams;
    expect(query?.get('category')).toBe('floral');
    expect(query?.get('minPrice')).toBe('150.00');
    expect(query?.get('maxPrice')).toBe('199.99');
    expect(query?.get('search')).toBe('rose');
    expect(query?.get('lang')).toBe('en');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('rose');
  });

  it('writes filter changes to the URL, back to page 1', async () => {
    const user = userEvent.setup();
    stubProducts();
    await renderWithApp(<ProductListingPage />, { route: '/products?page=2' });
    await screen.findByText('2 products');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByRole('button', { name: 'Woody' }));
    expect(screen.getByTestId('location').textContent).toBe('/products?category=woody');
    expect(screen.getByRole('button', { name: 'Woody' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/products');
  });

  it('puts the search in the URL after typing stops', async () => {
    const user = userEvent.setup();
    stubProducts();
    await renderWithApp(<ProductListingPage />, { route: '/products' });
    await user.type(screen.getByRole('searchbox'), 'oud');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/products?search=oud'),
    );
  });

  it('shows cards with badges and disables add-to-cart when out of stock', async () => {
    stubProducts();
    await renderWithApp(<ProductListingPage />, { route: '/products' });
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    const buttons = screen.getAllByRole('button', {
      name: /^(Add to Cart|Out of Stock): Sahara Oud$/,
    }) as HTMLButtonElement[];
    expect(buttons.map((b) => b.disabled)).toEqual([false, true]);
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getAllByText('Out of Stock').length).toBeGreaterThan(0);
  });

  it('says so when nothing matches', async () => {
    stubProducts([]);
    await renderWithApp(<ProductListingPage />, { route: '/products?search=zzz' });
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it.each([
    ['en', 'More than 1,000 products', 'Page 1 of 84 or more'],
    ['ar', 'أكثر من 1,000 منتج', 'الصفحة 1 من 84 أو أكثر'],
  ] as const)(
    'says "more than" when the listing stopped counting (%s)',
    async (language, count, page) => {
      const more = { total: 1_000, pages: 84, hasNext: true, totalIsLowerBound: true };
      stubProducts(undefined, more);
      await renderWithApp(<ProductListingPage />, { route: '/products', language });
      await waitFor(() => expect(screen.getByTestId('product-count').textContent).toBe(count));
      expect(screen.getByText(page)).toBeTruthy();
    },
  );
});
