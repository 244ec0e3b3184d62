import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '@store/shared/schemas/accounts';
import { fakeApi, okBody, type Call } from '../../test/fake-admin-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MyAddresses } from './components/my-addresses.tsx';

afterEach(() => vi.unstubAllGlobals());

const HOME: SavedAddress = {
  id: '00000000-0000-4000-8000-00000000000a',
  label: 'Home',
  cityId: 'riyadh',
  district: 'Al Olaya',
  street: 'Olaya Street 12',
  buildingNumber: '1234',
  postalCode: '12345',
  additionalNumber: null,
  shortAddress: 'RRRD2929',
  isDefault: true,
};

/** A store that keeps the addresses it is sent, as the server does (the rules aside). */
function serve(initial: SavedAddress[]) {
  let addresses = [...initial];
  let next = 0;
  return fakeApi((call: Call) => {
    if (call.path === '/api/account/addresses' && call.method === 'GET') return okBody(addresses);
    if (call.path === '/api/account/addresses' && call.method === 'POST') {
      const body = call.body as SavedAddress & { makeDefault: boolean };
      next += 1;
      const saved: SavedAddress = {
        ...HOME,
        ...body,
        id: `00000000-0000-4000-8000-00000000010${next}`,
        isDefault: body.makeDefault || addresses.length === 0,
      };
      if (saved.isDefault) addresses = addresses.map((a) => ({ ...a, isDefault: false }));
      addresses = [...addresses, saved];
      return { status: 201, body: { success: true, data: saved } };
    }
    const id = /^\/api\/account\/addresses\/([^/]+)\/default$/.exec(call.path)?.[1];
    if (id && call.method === 'POST') {
      addresses = addresses.map((a) => ({ ...a, isDefault: a.id === id }));
      return okBody(addresses.find((a) => a.id === id));
    }
    return undefined;
  });
}

describe('my addresses', () => {
  it('says when the addresses could not be loaded, and asks again', async () => {
    let fail = true;
    fakeApi((call: Call) => {
      if (call.path !== '/api/account/addresses' || call.method !== 'GET') return undefined;
      if (fail) {
        return { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'boom' } };
      }
      return okBody([HOME]);
    });
    const user = userEvent.setup();
    await renderWithApp(<MyAddresses />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your addresses could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('my-address')).textContent).toContain('Home');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds an address in Arabic, checked by the checkout’s rules before anything is sent', async () => {
    const api = serve([HOME]);
    const user = userEvent.setup();
    await renderWithApp(<MyAddresses />, { language: 'ar' });
    const [home] = await screen.findAllByTestId('my-address');
    expect(home!.textContent).toContain('Home');
    expect(within(home!).getByTestId('address-default').textContent).toBe('الافتراضي');
    expect(home!.textContent).toContain('Al Olaya، الرياض');

    await user.click(screen.getByTestId('address-add'));
    const form = screen.getByTestId('address-form');
    await user.type(within(form).getByLabelText(/^اسم هذا العنوان/), 'المكتب');
    await user.type(within(form).getByLabelText(/^المدينة/), 'جدة');
    await user.type(within(form).getByLabelText(/^الحي/), 'الروضة');
    await user.type(within(form).getByLabelText(/^العنوان(?! المختصر)/), 'طريق الأمير سلطان 5');
    await user.type(within(form).getByLabelText(/^الرمز البريدي/), '123');
    await user.click(within(form).getByTestId('address-save'));
    expect((await screen.findByTestId('address-message')).textContent).toBe(
      'الرمز البريدي مكوّن من 5 أرقام',
    );
    expect(
      within(form)
        .getByLabelText(/^الرمز البريدي/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.writes()).toEqual([]);

    await user.type(within(form).getByLabelText(/^الرمز البريدي/), '45');
    await user.click(within(form).getByLabelText(/افتراضيًا/));
    await user.click(within(form).getByTestId('address-save'));
    expect((await screen.findByTestId('address-notice')).textContent).toBe('تم حفظ العنوان.');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/account/addresses',
        body: {
          label: 'المكتب',
          cityId: 'jeddah',
          district: 'الروضة',
          street: 'طريق الأمير سلطان 5',
          buildingNumber: '',
          postalCode: '12345',
          additionalNumber: '',
          shortAddress: '',
          makeDefault: true,
          language: 'ar',
        },
      },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('my-address')).toHaveLength(2));
    const rows = screen.getAllByTestId('my-address');
    expect(within(rows[1]!).getByTestId('address-default')).toBeTruthy();
    expect(within(rows[0]!).queryByTestId('address-default')).toBeNull();
  });

  it('moves the default in English and says so', async () => {
    const office = { ...HOME, id: '00000000-0000-4000-8000-00000000000b', label: 'Office' };
    serve([HOME, { ...office, isDefault: false }]);
    const user = userEvent.setup();
    await renderWithApp(<MyAddresses />, { language: 'en' });
    const rows = await screen.findAllByTestId('my-address');
    expect(rows[0]!.textContent).toContain('Al Olaya, Riyadh');
    await user.click(within(rows[1]!).getByTestId('address-make-default'));
    expect((await screen.findByTestId('address-notice')).textContent).toBe(
      'This is now your default address.',
    );
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('my-address')[1]!).queryByTestId('address-default'),
      ).toBeTruthy(),
    );
  });

  it('says so in the page’s language when the account is full', async () => {
    const api = fakeApi((call) =>
      call.method === 'GET'
        ? okBody([])
        : {
            status: 409,
            body: {
              success: false,
              code: 'CONFLICT',
              message: 'You can keep up to 10 addresses.',
              reason: { key: 'tooManyAddresses', params: { max: 10 } },
            },
          },
    );
    const user = userEvent.setup();
    await renderWithApp(<MyAddresses />, { language: 'ar' });
    expect((await screen.findByTestId('my-addresses-none')).textContent).toBe(
      'لا توجد لديك عناوين محفوظة بعد.',
    );
    await user.click(screen.getByTestId('address-add'));
    const form = screen.getByTestId('address-form');
    await user.type(within(form).getByLabelText(/^المدينة/), 'الرياض');
    await user.type(within(form).getByLabelText(/^الحي/), 'العليا');
    await user.type(within(form).getByLabelText(/^العنوان(?! المختصر)/), 'شارع العليا 12');
    await user.click(within(form).getByTestId('address-save'));
    expect((await screen.findByTestId('address-message')).textContent).toBe(
      'بلغت الحد الأقصى للعناوين المحفوظة. يرجى حذف أحدها أولًا.',
    );
    // The form keeps what was typed.
    expect((within(form).getByLabelText(/^الحي/) as HTMLInputElement).value).toBe('العليا');
    expect(api.writes()).toHaveLength(1);
  });
});
