import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@store/shared/locales';
import type { AdminProduct } from '@store/shared/schemas/catalog-admin';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { toastStore } from '../../stores/toast-store.ts';
import { makeProduct } from '../../test/fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ProductsScreen } from './products-screen.tsx';

function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    ...makeProduct(),
    isActive: true,
    inStockOverride: null,
    weightGrams: null,
    sampleable: false,
    sampleStock: 0,
    ...overrides,
  };
}

const PRODUCTS = [
  adminProduct({ _id: '11111111-1111-4111-8111-111111111111' }),
  adminProduct({
    _id: '22222222-2222-4222-8222-222222222222',
    name: { en: 'Rose Veil', ar: 'وشاح الورد' },
    category: 'floral',
    stock: 3,
  }),
];

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

/** A fetch answering the admin catalogue's calls; `handler` may answer first. */
function stubApi(handler: Handler = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = handler(call) ?? defaultAnswer(call);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

function defaultAnswer({ method, url }: Call): { status?: number; body: unknown } {
  if (method === 'GET' && url.pathname === '/api/admin/products') {
    return {
      body: {
        success: true,
        data: PRODUCTS,
        pagination: { page: 1, limit: 20, total: 2, pages: 1, hasNext: false, hasPrev: false },
      },
    };
  }
  if (method === 'GET' && url.pathname === '/api/categories') {
    return { body: { success: true, data: { categories: [] } } };
  }
  return { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
}

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

function renderScreen(route: string, language: Language = 'en') {
  return renderWithApp(
    <Texts>
      <Routes>
        <Route path="/admin/products/*" element={<ProductsScreen />} />
      </Routes>
    </Texts>,
    { route, language },
  );
}

const location = () => screen.getByTestId('location').textContent;
const toastTexts = () => toastStore.getState().map((t) => [t.type, t.title, t.message ?? '']);

beforeEach(() => {
  for (const toast of toastStore.getState()) toastStore.dismiss(toast.id);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product table filters', () => {
  it('reads the filters from the URL and sends them to the admin list', async () => {
    const calls = stubApi();
    await renderScreen('/admin/products?q=oud&family=woody&stock=low&sort=price&order=desc&page=2');
    await screen.findByText('Rose Veil');
    const query = calls.find((c) => c.url.pathname === '/api/admin/products')!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      search: 'oud',
      family: 'woody',
      stock: 'low',
      sortBy: 'price',
      sortOrder: 'desc',
      page: '2',
      lang: 'en',
    });
    expect((screen.getByTestId('products-search') as HTMLInputElement).value).toBe('oud');
  });

  it('writes filter and sort changes to the URL, back to page 1', async () => {
    const user = userEvent.setup();
    stubApi();
    await renderScreen('/admin/products?page=3');
    await screen.findByText('Rose Veil');
    await user.selectOptions(screen.getByTestId('products-family'), 'floral');
    expect(location()).toBe('/admin/products?family=floral');
    await user.selectOptions(screen.getByTestId('products-stock'), 'out');
    expect(location()).toBe('/admin/products?family=floral&stock=out');
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(location()).toBe('/admin/products?family=floral&stock=out&sort=price&order=asc');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/admin/products?sort=price&order=asc');
  });

  it('puts the search in the URL after typing stops', async () => {
    stubApi();
    await renderScreen('/admin/products');
    await screen.findByText('Rose Veil');
    fireEvent.change(screen.getByTestId('products-search'), { target: { value: 'عود' } });
    await waitFor(() => expect(location()).toBe(`/admin/products?q=${encodeURIComponent('عود')}`));
  });
});

describe('list states', () => {
  it('shows the error state and the spec toast when the list cannot load', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/admin/products'
        ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'boom' } }
        : undefined,
    );
    await renderScreen('/admin/products');
    expect(await screen.findByTestId('list-error')).toBeTruthy();
    expect(toastTexts()).toContainEqual(['error', 'Error', 'Failed to fetch products']);
  });
});

describe('stock updates', () => {
  it('reports a bulk update with the spec toast, counting failed rows', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, url, body }) => {
      if (method !== 'PATCH' || url.pathname !== '/api/products/bulk/stock') return undefined;
      const { updates } = body as { updates: { id: string; stock: number }[] };
      return {
        body: {
          success: true,
          data: {
            updated: 1,
            failed: 1,
            results: [
              { id: updates[0]!.id, success: true, stock: updates[0]!.stock, inStock: true },
              { id: updates[1]!.id, success: false, error: 'Product not found' },
            ],
          },
        },
      };
    });
    await renderScreen('/admin/products');
    await screen.findByText('Rose Veil');
    await user.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
    expect(screen.getByTestId('bulk-bar').textContent).toContain('2 products selected');
    await user.click(screen.getByTestId('bulk-stock-open'));
    const dialog = await screen.findByTestId('bulk-stock-dialog');
    await user.type(within(dialog).getByLabelText('Set every product to'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Apply to all' }));
    await user.click(within(dialog).getByTestId('bulk-stock-submit'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual([
        'warning',
        'Bulk update completed: 1 updated, 1 failed',
        '',
      ]),
    );
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({
      updates: PRODUCTS.map((p) => ({ id: p._id, stock: 25 })),
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('This product no longer exists');
  });

  it('edits one stock in place and says so', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, url, body }) =>
      method === 'PATCH' && url.pathname.endsWith('/stock')
        ? {
            body: {
              success: true,
              data: { product: { ...PRODUCTS[1], stock: (body as { stock: number }).stock } },
            },
          }
        : undefined,
    );
    await renderScreen('/admin/products');
    await user.click(
      await screen.findByRole('button', { name: 'Edit the stock of Rose Veil (now 3)' }),
    );
    const input = screen.getByTestId('stock-input');
    await user.clear(input);
    await user.type(input, '-2{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 0 to 1,000,000');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.clear(input);
    await user.type(input, '12{Enter}');
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['success', 'Stock updated successfully', '']),
    );
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ stock: 12, inStock: null });
  });

  it('titles a failed stock update Error, in the spec words', async () => {
    const user = userEvent.setup();
    stubApi(({ method }) =>
      method === 'PATCH'
        ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'boom' } }
        : undefined,
    );
    await renderScreen('/admin/products');
    await user.click(
      await screen.findByRole('button', { name: 'Edit the stock of Rose Veil (now 3)' }),
    );
    await user.type(screen.getByTestId('stock-input'), '0{Enter}');
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['error', 'Error', 'Failed to update stock']),
    );
  });
});

describe('product form', () => {
  it('shows clear messages in English under each wrong field and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    await renderScreen('/admin/products/new');
    await user.click(await screen.findByTestId('product-save'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(
      screen.getByText('Enter a price in SAR from 0 to 1,000,000 with at most two decimals'),
    ).toBeTruthy();
    expect(screen.getByTestId('product-name-en').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows them in Arabic on an Arabic page', async () => {
    const user = userEvent.setup();
    stubApi();
    await renderScreen('/admin/products/new', 'ar');
    await user.type(await screen.findByTestId('product-price'), '10.555');
    await user.click(screen.getByTestId('product-save'));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    expect(
      screen.getByText('أدخل سعرًا بالريال من 0 إلى 1,000,000 بخانتين عشريتين على الأكثر'),
    ).toBeTruthy();
  });

  it('creates a product with notes as tags, then says so', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, url, body }) =>
      method === 'POST' && url.pathname === '/api/products'
        ? {
            body: {
              success: true,
              data: { product: { ...adminProduct(body as Partial<AdminProduct>), _id: 'new-id' } },
            },
          }
        : undefined,
    );
    await renderScreen('/admin/products/new');
    await user.type(await screen.findByTestId('product-name-en'), 'Amber Veil');
    await user.type(screen.getByTestId('product-name-ar'), 'حجاب العنبر');
    await user.type(screen.getByTestId('product-price'), '349.50');
    await user.type(screen.getByTestId('product-notes-top-en'), 'Bergamot{Enter}Saffron,');
    await user.type(screen.getByTestId('product-notes-top-ar'), 'برغموت{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Saffron' }));
    await user.type(screen.getByTestId('product-image-url'), '/media/a.webp{Enter}');
    await user.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(toastTexts()).toContainEqual(['success', 'Product created', '']));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: { en: 'Amber Veil', ar: 'حجاب العنبر' },
      price: 349.5,
      notes: { top: { en: ['Bergamot'], ar: ['برغموت'] } },
      images: [{ url: '/media/a.webp' }],
      category: 'floral',
      categoryId: null,
      stock: 0,
    });
    await waitFor(() => expect(location()).toBe('/admin/products/new-id'));
  });

  it('keeps what was typed when the server refuses, with the spec error toast', async () => {
    const user = userEvent.setup();
    stubApi(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              success: false,
              code: 'VALIDATION_FAILED',
              message: 'Invalid body: categoryId: No category has this id',
              errors: [{ field: 'categoryId', message: 'No category has this id' }],
            },
          }
        : undefined,
    );
    await renderScreen('/admin/products/new');
    await user.type(await screen.findByTestId('product-name-en'), 'Amber Veil');
    await user.type(screen.getByTestId('product-name-ar'), 'حجاب العنبر');
    await user.type(screen.getByTestId('product-price'), '100');
    await user.click(screen.getByTestId('product-save'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['error', 'Error', 'Failed to create product']),
    );
    expect(
      await screen.findByText('This category no longer exists; choose another one'),
    ).toBeTruthy();
    expect((screen.getByTestId('product-name-en') as HTMLInputElement).value).toBe('Amber Veil');
  });
});

describe('search engine listing', () => {
  const created = (body: unknown) => ({
    body: {
      success: true,
      data: { product: { ...adminProduct(body as Partial<AdminProduct>), _id: 'new-id' } },
    },
  });

  it('previews the result as typed, warns past what Google shows, and sends the fields', async () => {
    const user = userEvent.setup();
    // Pasted, not typed key by key: every keystroke renders the whole form.
    const paste = async (testId: string, text: string) => {
      await user.click(screen.getByTestId(testId));
      await user.paste(text);
    };
    const calls = stubApi(({ method, url, body }) =>
      method === 'POST' && url.pathname === '/api/products' ? created(body) : undefined,
    );
    await renderScreen('/admin/products/new');
    await screen.findByTestId('product-name-en');
    await paste('product-name-en', 'Amber Veil');
    await paste('product-name-ar', 'حجاب العنبر');
    await paste('product-description-en', 'Warm amber.');
    const preview = (lang: Language, part: string) =>
      screen.getByTestId(`product-seo-preview-${lang}-${part}`).textContent;
    // Empty search texts and slugs: the name, the short description, the generated address.
    expect(preview('en', 'title')).toBe('Amber Veil');
    expect(preview('en', 'description')).toBe('Warm amber.');
    expect(preview('en', 'address')).toBe(`https://${window.location.host}/en/product/amber-veil`);
    expect(preview('ar', 'address')).toBe(`https://${window.location.host}/ar/product/حجاب-العنبر`);
    expect(screen.getByTestId('product-slug-en').getAttribute('placeholder')).toBe('amber-veil');

    await paste('product-slug-en', 'amber-veil-edp');
    await paste('product-seo-title-en', 'Amber Veil eau de parfum');
    expect(preview('en', 'title')).toBe('Amber Veil eau de parfum');
    expect(preview('en', 'address')).toBe(
      `https://${window.location.host}/en/product/amber-veil-edp`,
    );
    const counter = screen.getByTestId('product-seo-title-en-count');
    expect(counter.textContent).toContain('24 / 60');
    expect(counter.getAttribute('data-state')).toBe('ok');
    await paste('product-seo-title-en', ', a long warm amber for quiet evenings');
    expect(counter.getAttribute('data-state')).toBe('long');
    expect(counter.textContent).toContain('search engines cut it after about 60 characters');
    expect(preview('en', 'title')!.endsWith('…')).toBe(true);

    await paste('product-brand', 'Maison Qasr');
    await paste('product-gtin', '4006381333931');
    await paste('product-sku', 'MQ-1');
    await user.type(screen.getByTestId('product-price'), '100');
    await user.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      slugs: { en: 'amber-veil-edp', ar: '' },
      brand: 'Maison Qasr',
      gtin: '4006381333931',
      sku: 'MQ-1',
      seo: {
        title: { en: 'Amber Veil eau de parfum, a long warm amber for quiet evenings', ar: '' },
        description: { en: '', ar: '' },
      },
    });
  });

  it('stops the save past the hard limit and on a bad GTIN, with the reasons', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    await renderScreen('/admin/products/new');
    await user.type(await screen.findByTestId('product-name-en'), 'Amber Veil');
    await user.type(screen.getByTestId('product-name-ar'), 'حجاب العنبر');
    await user.type(screen.getByTestId('product-price'), '100');
    fireEvent.change(screen.getByTestId('product-seo-title-en'), {
      target: { value: 'x'.repeat(121) },
    });
    await user.type(screen.getByTestId('product-gtin'), '4006381333932');
    await user.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('Use at most 120 characters')).toBeTruthy();
    expect(screen.getByTestId('product-seo-title-en-count').getAttribute('data-state')).toBe(
      'over',
    );
    expect(
      screen.getByText('Enter the barcode number: 8, 12, 13 or 14 digits with a valid check digit'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('in Arabic: previews the Arabic result and shows a taken slug on its field', async () => {
    const user = userEvent.setup();
    stubApi(({ method }) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              success: false,
              code: 'CONFLICT',
              message: 'The slug "عود" is already used by another product; choose another slug',
              reason: { key: 'slugTaken', params: { field: 'slugs.ar', value: 'عود' } },
            },
          }
        : undefined,
    );
    await renderScreen('/admin/products/new', 'ar');
    await user.type(await screen.findByTestId('product-name-en'), 'Oud');
    await user.type(screen.getByTestId('product-name-ar'), 'عود ملكي');
    await user.type(screen.getByTestId('product-seo-description-ar'), 'عود فاخر من كمبوديا.');
    expect(screen.getByTestId('product-seo-preview-ar-title').textContent).toBe('عود ملكي');
    expect(screen.getByTestId('product-seo-preview-ar-description').textContent).toBe(
      'عود فاخر من كمبوديا.',
    );
    expect(screen.getByTestId('product-seo-preview-ar').getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('product-seo-description-ar-count').textContent).toContain(
      '20 / 155',
    );
    await user.type(screen.getByTestId('product-slug-ar'), 'عود');
    await user.type(screen.getByTestId('product-price'), '100');
    await user.click(screen.getByTestId('product-save'));
    expect(
      await screen.findByText('هذا العنوان لمنتج آخر، حاليًا أو سابقًا؛ اختر عنوانًا غيره'),
    ).toBeTruthy();
    expect(screen.getByTestId('product-slug-ar').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByTestId('product-slug-ar') as HTMLInputElement).value).toBe('عود');
  });
});
