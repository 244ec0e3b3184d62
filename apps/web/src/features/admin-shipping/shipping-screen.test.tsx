import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@store/shared/locales';
import type {
  ShippingAdminView,
  ShippingMethod,
  ShippingZone,
} from '@store/shared/schemas/shipping';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { toastStore } from '../../stores/toast-store.ts';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ShippingScreen } from './shipping-screen.tsx';

const ALL_REGIONS = [
  'SA-01',
  'SA-02',
  'SA-03',
  'SA-04',
  'SA-05',
  'SA-06',
  'SA-07',
  'SA-08',
  'SA-09',
  'SA-10',
  'SA-11',
  'SA-12',
  'SA-14',
];

function method(overrides: Partial<ShippingMethod> = {}): ShippingMethod {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'standard',
    name: { en: 'Standard delivery', ar: 'توصيل عادي' },
    rule: { type: 'flat', priceHalalas: 2_500 },
    freeAboveHalalas: 20_000,
    minDays: 2,
    maxDays: 5,
    pickupAddress: null,
    active: true,
    ...overrides,
  };
}

function zone(overrides: Partial<ShippingZone> = {}): ShippingZone {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    name: { en: 'All of Saudi Arabia', ar: 'جميع مناطق المملكة' },
    regions: ALL_REGIONS,
    cityIds: [],
    countries: [],
    codEnabled: true,
    codFeeHalalas: 0,
    active: true,
    position: 1,
    methods: [method()],
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const RIYADH = zone({
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  name: { en: 'Riyadh express', ar: 'الرياض السريع' },
  regions: [],
  cityIds: ['riyadh', 'al-kharj'],
  codFeeHalalas: 1_500,
  position: 0,
  methods: [
    method({
      id: '22222222-2222-4222-8222-222222222222',
      kind: 'same_day',
      name: { en: 'Same day', ar: 'نفس اليوم' },
      rule: {
        type: 'weight',
        bands: [
          { upToGrams: 1_000, priceHalalas: 3_000 },
          { upToGrams: 5_000, priceHalalas: 4_500 },
        ],
        perExtraKgHalalas: 500,
      },
      freeAboveHalalas: null,
      minDays: 0,
      maxDays: 0,
    }),
    method({
      id: '33333333-3333-4333-8333-333333333333',
      name: { en: 'Standard', ar: 'عادي' },
      rule: {
        type: 'order_value',
        bands: [
          { fromHalalas: 0, priceHalalas: 2_000 },
          { fromHalalas: 30_000, priceHalalas: 1_000 },
        ],
      },
      freeAboveHalalas: null,
      minDays: 1,
      maxDays: 2,
      active: false,
    }),
  ],
});

function view(overrides: Partial<ShippingAdminView> = {}): ShippingAdminView {
  return {
    zones: [RIYADH, zone()],
    options: { shipAbroad: false, abroadCountries: [], defaultItemWeightGrams: 500 },
    ...overrides,
  };
}

/** The admin API of this screen: GET answers `current`; writes go to `write` first. */
function shippingApi(
  current: ShippingAdminView,
  write: (call: Call) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  return fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/shipping') return okBody(current);
    if (call.method === 'GET') return undefined;
    const answer = write(call);
    if (answer) return answer;
    if (call.method === 'DELETE') return { status: 204, body: null };
    if (call.path === '/api/admin/shipping/zones/order') return okBody(current);
    if (call.path === '/api/admin/shipping/options') return okBody(call.body);
    return {
      status: call.method === 'POST' ? 201 : 200,
      ...okBody({ ...zone(), ...(call.body as object) }),
    };
  });
}

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

const renderScreen = (route = '/admin/shipping', language: Language = 'en') =>
  renderWithApp(
    <Texts>
      <Routes>
        <Route path="/admin/shipping/*" element={<ShippingScreen />} />
      </Routes>
    </Texts>,
    { route, language },
  );

/** The text as read: the no-break spaces of formatted prices as plain ones. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

const toastTexts = () => toastStore.getState().map((t) => [t.type, t.title, t.message ?? '']);

afterEach(() => vi.unstubAllGlobals());

describe('shipping screen: the zones', () => {
  it('lists the zones in order with where they deliver, cash on delivery and each method', async () => {
    shippingApi(view());
    await renderScreen();
    const rows = await screen.findAllByTestId('zone-row');
    expect(rows.map((row) => within(row).getByTestId('zone-name').textContent)).toEqual([
      'Riyadh express',
      'All of Saudi Arabia',
    ]);
    const [riyadh, all] = rows.map((row) => within(row!));
    expect(textOf(riyadh!.getByTestId('zone-cities'))).toBe('Riyadh, Al Kharj');
    expect(textOf(riyadh!.getByTestId('zone-cod'))).toBe('Offered, fee SAR 15');
    const [sameDay, standard] = riyadh!.getAllByTestId('zone-method');
    expect(textOf(within(sameDay!).getByTestId('method-price'))).toBe(
      'up to 1 kg: SAR 30 · up to 5 kg: SAR 45 · +SAR 5 each extra kg',
    );
    expect(textOf(within(sameDay!).getByTestId('method-days'))).toBe('Same day');
    expect(textOf(within(standard!).getByTestId('method-price'))).toBe(
      'SAR 20 · SAR 10 from SAR 300',
    );
    expect(standard!.textContent).toContain('(off)');
    expect(textOf(within(standard!).getByTestId('method-days'))).toBe('1–2 days');

    expect(textOf(all!.getByTestId('zone-regions'))).toBe('All 13 regions');
    expect(textOf(all!.getByTestId('zone-cod'))).toBe('Offered, no extra fee');
    expect(textOf(all!.getByTestId('method-price'))).toBe('SAR 25 · free from SAR 200');
    expect(textOf(all!.getByTestId('method-days'))).toBe('2–5 days');
  });

  it('reads in Arabic: names, places, prices and days', async () => {
    shippingApi(view());
    await renderScreen('/admin/shipping', 'ar');
    const rows = await screen.findAllByTestId('zone-row');
    const riyadh = within(rows[0]!);
    expect(textOf(riyadh.getByTestId('zone-name'))).toBe('الرياض السريع');
    expect(textOf(riyadh.getByTestId('zone-cities'))).toBe('الرياض والخرج');
    expect(riyadh.getAllByTestId('method-days')[1]!.textContent).toBe('من 1 إلى يومين');
    const all = within(rows[1]!);
    expect(textOf(all.getByTestId('zone-regions'))).toBe('جميع المناطق الـ13');
    expect(textOf(all.getByTestId('method-price'))).toMatch(
      /^\u200f?25 ر\.س\.\u200f? · مجاني للطلبات من/,
    );
    expect(textOf(all.getByTestId('method-days'))).toBe('من 2 إلى 5 أيام');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الشحن والتوصيل');
  });

  it('deletes a zone only after confirming', async () => {
    const user = userEvent.setup();
    const api = shippingApi(view());
    await renderScreen();
    const rows = await screen.findAllByTestId('zone-row');
    await user.click(within(rows[0]!).getByTestId('zone-delete'));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the zone “Riyadh express”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    await user.click(within(rows[0]!).getByTestId('zone-delete'));
    await user.click(within(screen.getByRole('alertdialog')).getByTestId('confirm-dialog-confirm'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['success', 'Delivery zone deleted', '']),
    );
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: `/api/admin/shipping/zones/${RIYADH.id}`, body: undefined },
    ]);
  });

  it('reorders zones by dragging with the keyboard and sends every id in the new order', async () => {
    const api = shippingApi(view());
    await renderScreen();
    const rows = await screen.findAllByTestId('zone-row');
    // jsdom lays nothing out; give each zone's item a box so the keyboard sensor finds the next.
    rows.forEach((row, index) => {
      row.closest('li')!.getBoundingClientRect = () =>
        ({
          top: index * 200,
          bottom: index * 200 + 180,
          left: 0,
          right: 600,
          width: 600,
          height: 180,
          x: 0,
          y: index * 200,
        }) as DOMRect;
    });
    const handle = screen.getByRole('button', { name: 'Move Riyadh express' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/shipping/zones/order',
          body: { ids: [zone().id, RIYADH.id] },
        },
      ]),
    );
  });

  it('saves the options: Gulf countries once shipping abroad is on, and the default weight', async () => {
    const user = userEvent.setup();
    const api = shippingApi(view());
    await renderScreen();
    const form = within(await screen.findByTestId('shipping-options-form'));
    expect((form.getByTestId('abroad-KW') as HTMLInputElement).disabled).toBe(true);
    await user.click(form.getByTestId('shipping-abroad'));
    await user.click(form.getByTestId('abroad-KW'));
    await user.click(form.getByTestId('abroad-AE'));
    await user.clear(form.getByTestId('shipping-default-weight'));
    await user.type(form.getByTestId('shipping-default-weight'), '0');
    await user.click(form.getByTestId('options-save'));
    expect(await form.findByText('Enter a whole number of grams from 1 to 1,000,000')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await user.clear(form.getByTestId('shipping-default-weight'));
    await user.type(form.getByTestId('shipping-default-weight'), '650');
    await user.click(form.getByTestId('options-save'));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['success', 'Shipping options saved', '']),
    );
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/shipping/options',
        body: { shipAbroad: true, abroadCountries: ['AE', 'KW'], defaultItemWeightGrams: 650 },
      },
    ]);
  });
});

describe('zone editor', () => {
  it('creates a zone: regions, cities found in Arabic, cash on delivery fee and a flat method in SAR', async () => {
    const user = userEvent.setup();
    const api = shippingApi(view());
    await renderScreen('/admin/shipping/zones/new');
    await user.type(await screen.findByTestId('zone-name-en'), 'West');
    await user.type(screen.getByTestId('zone-name-ar'), 'الغربية');
    await user.click(screen.getByTestId('region-SA-03'));

    await user.type(screen.getByTestId('city-search'), 'جده');
    const options = await screen.findAllByTestId('city-option');
    expect(options[0]!.textContent).toContain('Jeddah');
    await user.keyboard('{Enter}');
    await user.type(screen.getByTestId('city-search'), 'mecca');
    await user.click(screen.getAllByTestId('city-option')[0]!);
    expect(screen.getAllByTestId('city-chip').map((chip) => chip.textContent)).toEqual([
      'Jeddah',
      'Makkah',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Makkah' }));
    expect(screen.getAllByTestId('city-chip')).toHaveLength(1);

    await user.type(screen.getByTestId('zone-cod-fee'), '12.5');
    await user.type(screen.getByTestId('method-0-name-en'), 'Standard');
    await user.type(screen.getByTestId('method-0-name-ar'), 'عادي');
    await user.type(screen.getByTestId('method-0-flat-price'), '٢٥');
    await user.type(screen.getByTestId('method-0-free-above'), '300');
    await user.click(screen.getByTestId('zone-save'));

    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['success', 'Delivery zone created', '']),
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/shipping/zones',
        body: {
          name: { en: 'West', ar: 'الغربية' },
          regions: ['SA-03'],
          cityIds: ['jeddah'],
          countries: [],
          codEnabled: true,
          codFeeHalalas: 1_250,
          active: true,
          methods: [
            {
              kind: 'standard',
              name: { en: 'Standard', ar: 'عادي' },
              rule: { type: 'flat', priceHalalas: 2_500 },
              freeAboveHalalas: 30_000,
              minDays: 2,
              maxDays: 5,
              pickupAddress: null,
              active: true,
            },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/shipping'));
  });

  it('edits a zone: methods keep their ids, weight bands in kg become grams, order-value bands go up', async () => {
    const user = userEvent.setup();
    const api = shippingApi(view());
    await renderScreen(`/admin/shipping/zones/${RIYADH.id}`);
    expect(((await screen.findByTestId('zone-name-en')) as HTMLInputElement).value).toBe(
      'Riyadh express',
    );
    expect((screen.getByTestId('method-0-weight-1-up-to') as HTMLInputElement).value).toBe('5');
    await user.click(screen.getByTestId('method-0-weight-add'));
    await user.type(screen.getByTestId('method-0-weight-2-up-to'), '10.5');
    await user.type(screen.getByTestId('method-0-weight-2-price'), '60');
    await user.clear(screen.getByTestId('method-0-per-extra-kg'));

    await user.click(screen.getByTestId('method-1-value-add'));
    await user.type(screen.getByTestId('method-1-value-2-from'), '500');
    await user.type(screen.getByTestId('method-1-value-2-price'), '0');
    // The second method moves first; a third, new one is added for store pickup.
    await user.click(screen.getByTestId('method-1-up'));
    await user.click(screen.getByTestId('method-add'));
    await user.selectOptions(screen.getByTestId('method-2-kind'), 'pickup');
    await user.type(screen.getByTestId('method-2-name-en'), 'Pickup');
    await user.type(screen.getByTestId('method-2-name-ar'), 'استلام');
    await user.type(screen.getByTestId('method-2-flat-price'), '0');
    await user.type(screen.getByTestId('method-2-pickup-en'), 'Olaya St, Riyadh');
    for (const part of ['min', 'max']) {
      await user.clear(screen.getByTestId(`method-2-${part}-days`));
      await user.type(screen.getByTestId(`method-2-${part}-days`), '0');
    }
    await user.click(screen.getByTestId('zone-save'));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const put = api.writes()[0]!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/api/admin/shipping/zones/${RIYADH.id}`);
    const body = put.body as { methods: Record<string, unknown>[] };
    expect(body.methods.map((m) => m.id)).toEqual([
      '33333333-3333-4333-8333-333333333333',
      '22222222-2222-4222-8222-222222222222',
      undefined,
    ]);
    expect(body.methods[0]).toMatchObject({
      active: false,
      rule: {
        type: 'order_value',
        bands: [
          { fromHalalas: 0, priceHalalas: 2_000 },
          { fromHalalas: 30_000, priceHalalas: 1_000 },
          { fromHalalas: 50_000, priceHalalas: 0 },
        ],
      },
    });
    expect(body.methods[1]).toMatchObject({
      kind: 'same_day',
      rule: {
        type: 'weight',
        bands: [
          { upToGrams: 1_000, priceHalalas: 3_000 },
          { upToGrams: 5_000, priceHalalas: 4_500 },
          { upToGrams: 10_500, priceHalalas: 6_000 },
        ],
        perExtraKgHalalas: null,
      },
    });
    expect(body.methods[2]).toMatchObject({
      kind: 'pickup',
      minDays: 0,
      maxDays: 0,
      pickupAddress: { en: 'Olaya St, Riyadh', ar: '' },
    });
  });

  it('checks the rules in Arabic before sending anything', async () => {
    const user = userEvent.setup();
    const api = shippingApi(view());
    await renderScreen('/admin/shipping/zones/new', 'ar');
    await user.click(await screen.findByTestId('method-0-rule-order_value'));
    await user.type(screen.getByTestId('method-0-value-0-price'), '20');
    await user.type(screen.getByTestId('method-0-value-1-from'), 'abc');
    await user.type(screen.getByTestId('method-0-value-1-price'), '10');
    await user.clear(screen.getByTestId('method-0-max-days'));
    await user.type(screen.getByTestId('method-0-max-days'), '1');
    await user.click(screen.getByTestId('zone-save'));

    expect(await screen.findAllByText('هذا الحقل مطلوب')).not.toHaveLength(0);
    expect(screen.getByText('اختر منطقة أو مدينة أو دولة واحدة على الأقل')).toBeTruthy();
    expect(screen.getByText('اكتب مبلغًا بالريال، مثل 25 أو 12.50')).toBeTruthy();
    expect(screen.getByText('أطول مدة لا يمكن أن تكون أقل من أقصر مدة')).toBeTruthy();
    expect(api.writes()).toEqual([]);

    // Bands that do not go up are refused as a list.
    await user.clear(screen.getByTestId('method-0-value-1-from'));
    await user.type(screen.getByTestId('method-0-value-1-from'), '0');
    await user.click(screen.getByTestId('zone-save'));
    expect(await screen.findByText('يجب أن تكون كل شريحة أعلى من الشريحة التي قبلها')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('shows the server’s field errors in the page’s language and keeps what was typed', async () => {
    const user = userEvent.setup();
    shippingApi(view(), (call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              success: false,
              code: 'VALIDATION_FAILED',
              message: 'Invalid body: cityIds.1: no city of the list has the id "al-kharj"',
              errors: [
                { field: 'cityIds.1', message: 'no city of the list has the id "al-kharj"' },
                { field: 'methods.0.rule.bands.1.priceHalalas', message: 'is too large' },
                { field: 'methods.1.maxDays', message: 'is too long' },
              ],
            },
          }
        : undefined,
    );
    await renderScreen(`/admin/shipping/zones/${RIYADH.id}`, 'ar');
    const name = await screen.findByTestId('zone-name-ar');
    await user.clear(name);
    await user.type(name, 'الرياض والخرج');
    await user.click(screen.getByTestId('zone-save'));

    expect(await screen.findByText('الخرج لم تعد في قائمة المدن؛ احذفها')).toBeTruthy();
    expect(screen.getByText(/^الحد الأقصى \u200f?100,000\sر\.س\./)).toBeTruthy();
    expect(screen.getByText('اكتب عدد أيام صحيحًا من 0 إلى 60')).toBeTruthy();
    expect(toastTexts()).toContainEqual(['error', 'لم يتم حفظ النطاق', 'راجع الحقول المحددة.']);
    expect((screen.getByTestId('zone-name-ar') as HTMLInputElement).value).toBe('الرياض والخرج');
    expect(screen.getByTestId('location').textContent).toBe(`/admin/shipping/zones/${RIYADH.id}`);
  });

  it('says so when the zone no longer exists', async () => {
    shippingApi(view());
    await renderScreen('/admin/shipping/zones/cccccccc-cccc-4ccc-8ccc-cccccccccccc');
    expect(await screen.findByText('This zone no longer exists')).toBeTruthy();
  });
});
