import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOffer } from '@store/shared/schemas/offers';
import { fakeApi, okBody } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PromotionsScreen } from './promotions-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

const BUY_TWO: AdminOffer = {
  id: '11111111-1111-4111-8111-111111111111',
  name: { en: 'Buy 2, 10% off', ar: 'اشترِ 2 بخصم 10٪' },
  rule: { kind: 'buy_n_percent', minQuantity: 2, percentBasisPoints: 1000 },
  productIds: [],
  startsAt: null,
  endsAt: null,
  position: 0,
  active: true,
  state: 'active',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

function serve(offers: AdminOffer[]) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/offers') return okBody(offers);
    if (call.method === 'POST' && call.path === '/api/admin/offers') {
      return { status: 201, body: { success: true, data: { ...BUY_TWO, id: 'new' } } };
    }
    if (call.method === 'PUT' && call.path.endsWith('/active')) {
      return okBody({ ...BUY_TWO, active: false, state: 'inactive' });
    }
    return undefined;
  });
}

function renderOffers(language: 'en' | 'ar' = 'en') {
  return renderWithApp(
    <Routes>
      <Route path="/admin/promotions/*" element={<PromotionsScreen />} />
    </Routes>,
    { route: '/admin/promotions/offers', language },
  );
}

describe('the admin’s automatic offers', () => {
  it('lists each offer with its rule and state, and switches one off', async () => {
    const api = serve([BUY_TWO]);
    const user = userEvent.setup();
    await renderOffers();
    const row = await screen.findByTestId(`offer-row-${BUY_TWO.id}`);
    expect(row.textContent).toContain('Buy 2, 10% off');
    expect(within(row).getByText('Running')).toBeTruthy();
    await user.click(within(row).getByTestId('offer-toggle'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      path: `/api/admin/offers/${BUY_TWO.id}/active`,
      body: { active: false },
    });
  });

  it('picks a product by search and names it on its chip, as the API wraps it', async () => {
    const oud = {
      _id: '22222222-2222-4222-8222-222222222222',
      name: { en: 'Sahara Oud', ar: 'عود الصحراء' },
    };
    fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/api/admin/offers') return okBody([]);
      if (call.path.startsWith('/api/admin/products?')) {
        return {
          body: {
            success: true,
            data: [oud],
            pagination: { page: 1, limit: 8, total: 1, pages: 1, hasNext: false, hasPrev: false },
          },
        };
      }
      // GET /api/admin/products/{id} answers `{ product }` (adminProductOneSchema).
      if (call.path === `/api/admin/products/${oud._id}`) return okBody({ product: oud });
      return undefined;
    });
    const user = userEvent.setup();
    await renderOffers('ar');
    await user.click(await screen.findByTestId('offer-create'));
    await user.type(screen.getByTestId('offer-product-search'), 'عود');
    await user.click(await screen.findByRole('button', { name: 'عود الصحراء' }));
    const chips = screen.getByTestId('offer-products');
    await waitFor(() => expect(chips.textContent).toContain('عود الصحراء'));
    expect(chips.textContent).not.toContain(oud._id);
  });

  it('refuses a bundle of one product and an empty name in Arabic, sending nothing', async () => {
    const api = serve([]);
    const user = userEvent.setup();
    await renderOffers('ar');
    await user.click(await screen.findByTestId('offer-create'));
    await user.selectOptions(screen.getByTestId('offer-kind'), 'bundle_price');
    await user.type(screen.getByTestId('offer-bundle-price'), '500');
    await user.click(screen.getByTestId('offer-save'));
    expect(await screen.findByText('أدخل اسم العرض بالعربية والإنجليزية.')).toBeTruthy();
    expect(screen.getByText('تحتاج الباقة إلى منتجين مختلفين على الأقل.')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('creates a “buy 2, 10% off” offer with its amounts as typed', async () => {
    const api = serve([]);
    const user = userEvent.setup();
    await renderOffers();
    await user.click(await screen.findByTestId('offer-create'));
    await user.type(screen.getByTestId('offer-name-en'), 'Buy 2, 10% off');
    await user.type(screen.getByTestId('offer-name-ar'), 'اشترِ 2 بخصم 10٪');
    await user.click(screen.getByTestId('offer-save'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/offers',
      body: {
        name: { en: 'Buy 2, 10% off', ar: 'اشترِ 2 بخصم 10٪' },
        kind: 'buy_n_percent',
        minQuantity: 2,
        percent: 10,
        productIds: [],
        active: true,
      },
    });
  });
});
