import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@store/shared/locales';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { toastStore } from '../../stores/toast-store.ts';
import { renderWithApp } from '../../test/render.tsx';
import { makeCategory } from '../../test/fixtures.ts';
import { CategoriesScreen } from './categories-screen.tsx';

const category = makeCategory;

const CATEGORIES = [
  category({ _id: 'c-1', productCount: 4 }),
  category({ _id: 'c-2', name: { en: 'Woody', ar: 'خشبي' }, slug: 'woody', sortOrder: 2 }),
  category({
    _id: 'c-3',
    name: { en: 'Aquatic', ar: 'مائي' },
    slug: 'aquatic',
    sortOrder: 3,
    isActive: false,
  }),
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function stubApi(
  handler: (call: Call) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer =
        handler(call) ??
        (call.path === '/api/categories'
          ? { body: { success: true, data: { categories: CATEGORIES } } }
          : call.path === '/api/categories/stats'
            ? {
                body: {
                  success: true,
                  data: {
                    categoryStats: CATEGORIES.map((c) => ({
                      _id: c._id,
                      name: c.name,
                      slug: c.slug,
                      isActive: c.isActive,
                      productCount: c.productCount,
                      inStockCount: c.productCount,
                    })),
                    totals: { categories: 3, active: 2, inactive: 1 },
                  },
                },
              }
            : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

const renderScreen = (language: Language = 'en') =>
  renderWithApp(
    <Texts>
      <CategoriesScreen />
    </Texts>,
    { route: '/admin/categories', language },
  );

const toastTexts = () => toastStore.getState().map((t) => [t.type, t.title, t.message ?? '']);

beforeEach(() => {
  for (const toast of toastStore.getState()) toastStore.dismiss(toast.id);
});
afterEach(() => vi.unstubAllGlobals());

describe('categories screen', () => {
  it('lists every category, inactive ones too, with stats and a search', async () => {
    const user = userEvent.setup();
    stubApi();
    await renderScreen();
    expect(await screen.findAllByTestId('category-row')).toHaveLength(3);
    expect(screen.getByText('4 products')).toBeTruthy();
    const stats = within(screen.getByTestId('category-stats'));
    expect(stats.getByText('Inactive').nextSibling?.textContent).toBe('1');
    await user.type(screen.getByTestId('categories-search'), 'خشب');
    expect(screen.getAllByTestId('category-row')).toHaveLength(1);
    expect(screen.getByText('Woody')).toBeTruthy();
  });

  it('validates the form in Arabic and maps a taken slug to its field', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method }) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              success: false,
              code: 'CONFLICT',
              message: 'The slug "floral" is already used',
            },
          }
        : undefined,
    );
    await renderScreen('ar');
    await user.click(await screen.findByTestId('category-new'));
    await user.type(screen.getByTestId('category-slug'), 'Bad Slug');
    await user.click(screen.getByTestId('category-save'));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    expect(
      screen.getByText('استخدم حروفًا لاتينية صغيرة وأرقامًا وشرطات مفردة فقط، مثل oud-blends'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByTestId('category-slug'));
    await user.type(screen.getByTestId('category-name-en'), 'Floral');
    await user.type(screen.getByTestId('category-name-ar'), 'زهري');
    await user.click(screen.getByTestId('category-save'));
    expect(await screen.findByText('هذا المعرّف مستخدم في تصنيف آخر؛ اختر معرّفًا غيره')).toBeTruthy();
    expect(toastTexts()).toContainEqual(['error', 'خطأ', 'تعذّر إنشاء التصنيف']);
    expect((screen.getByTestId('category-name-en') as HTMLInputElement).value).toBe('Floral');
  });

  it('creates a category and says so in the spec words', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, body }) =>
      method === 'POST'
        ? {
            body: {
              success: true,
              data: { category: category({ ...(body as object), _id: 'c-9' }) },
            },
          }
        : undefined,
    );
    await renderScreen();
    await user.click(await screen.findByTestId('category-new'));
    await user.type(screen.getByTestId('category-name-en'), 'Oud & Amber');
    expect(
      screen.getByText('Left empty, it is made from the English name: oud-amber'),
    ).toBeTruthy();
    await user.type(screen.getByTestId('category-name-ar'), 'عود وعنبر');
    await user.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(toastTexts()).toContainEqual(['success', 'Category created', '']));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: { en: 'Oud & Amber', ar: 'عود وعنبر' },
      slug: '',
      isActive: true,
    });
  });

  it('sends the Arabic slug and search texts, previewing the result as typed', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method, body }) =>
      method === 'POST'
        ? {
            body: {
              success: true,
              data: { category: category({ ...(body as object), _id: 'c-9' }) },
            },
          }
        : undefined,
    );
    await renderScreen();
    await user.click(await screen.findByTestId('category-new'));
    await user.type(screen.getByTestId('category-name-en'), 'Oud Gifts');
    await user.type(screen.getByTestId('category-name-ar'), 'هدايا العود');
    expect(screen.getByTestId('category-slug-ar').getAttribute('placeholder')).toBe('هدايا-العود');
    expect(screen.getByTestId('category-seo-preview-ar-address').textContent).toBe(
      `https://${window.location.host}/ar/category/هدايا-العود`,
    );
    await user.type(screen.getByTestId('category-slug-ar'), 'هدايا');
    await user.type(screen.getByTestId('category-seo-title-ar'), 'هدايا العود الفاخرة');
    expect(screen.getByTestId('category-seo-preview-ar-title').textContent).toBe(
      'هدايا العود الفاخرة',
    );
    expect(screen.getByTestId('category-seo-preview-ar-address').textContent).toBe(
      `https://${window.location.host}/ar/category/هدايا`,
    );
    expect(screen.getByTestId('category-seo-preview-en-title').textContent).toBe('Oud Gifts');
    await user.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      slug: '',
      slugs: { ar: 'هدايا' },
      seo: { title: { en: '', ar: 'هدايا العود الفاخرة' }, description: { en: '', ar: '' } },
    });
  });

  it('shows a taken Arabic slug under the Arabic slug field', async () => {
    const user = userEvent.setup();
    stubApi(({ method }) =>
      method === 'POST'
        ? {
            status: 409,
            body: {
              success: false,
              code: 'CONFLICT',
              message: 'The slug "هدايا" is already used by another category; choose another slug',
              reason: { key: 'slugTaken', params: { field: 'slugs.ar', value: 'هدايا' } },
            },
          }
        : undefined,
    );
    await renderScreen();
    await user.click(await screen.findByTestId('category-new'));
    await user.type(screen.getByTestId('category-name-en'), 'Gifts');
    await user.type(screen.getByTestId('category-name-ar'), 'هدايا');
    await user.type(screen.getByTestId('category-slug-ar'), 'هدايا');
    await user.click(screen.getByTestId('category-save'));
    expect(
      await screen.findByText('Another category already uses this slug; choose another one'),
    ).toBeTruthy();
    expect(screen.getByTestId('category-slug-ar').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('category-slug').getAttribute('aria-invalid')).toBeNull();
  });

  it('steps the form aside for the media picker and keeps what was typed', async () => {
    const user = userEvent.setup();
    stubApi();
    await renderScreen();
    await user.click(await screen.findByTestId('category-new'));
    await user.type(screen.getByTestId('category-name-en'), 'Musk');
    await user.click(screen.getByTestId('category-image-picker'));
    expect(screen.queryByTestId('category-form')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('category-form')).toBeTruthy());
    expect((screen.getByTestId('category-name-en') as HTMLInputElement).value).toBe('Musk');
  });

  it('toggles a category and reports a failure as Error', async () => {
    const user = userEvent.setup();
    const calls = stubApi(({ method }) =>
      method === 'PATCH'
        ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'boom' } }
        : undefined,
    );
    await renderScreen();
    const rows = await screen.findAllByTestId('category-row');
    await user.click(within(rows[2]!).getByTestId('category-toggle'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['error', 'Error', 'Failed to toggle category status']),
    );
    expect(calls.find((c) => c.method === 'PATCH')!.path).toBe('/api/categories/c-3/toggle-status');
  });

  it('warns before deleting a category that still has products', async () => {
    const user = userEvent.setup();
    stubApi(({ method }) =>
      method === 'DELETE'
        ? {
            status: 409,
            body: {
              success: false,
              code: 'CONFLICT',
              message:
                'This category still has 4 products; move them to another category before deleting it',
            },
          }
        : undefined,
    );
    await renderScreen();
    const rows = await screen.findAllByTestId('category-row');
    await user.click(within(rows[0]!).getByTestId('category-delete'));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('This category still has 4 products.');
    await user.click(within(dialog).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['error', 'Error', 'Failed to delete category']),
    );
    expect(screen.getByTestId('category-delete-reason')).toBeTruthy();
  });
});
