import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../stores/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CategoryPage } from './category-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('category page', () => {
  it('shows an error toast and goes to /products when the category cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'No category' }),
            {
              status: 404,
            },
          ),
      ),
    );
    await renderWithApp(
      <Routes>
        <Route path="/category/:slug" element={<CategoryPage />} />
        <Route path="/products" element={<p>listing</p>} />
      </Routes>,
      { route: '/category/missing' },
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en/products'));
    expect(toastStore.getState().at(-1)).toMatchObject({
      type: 'error',
      title: 'Error',
      message: 'Failed to load category data',
    });
  });
});
