import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutDetailsSchema,
  MAX_SAVED_ADDRESSES,
  savedAddressSchema,
} from '@store/shared/schemas/accounts';
import {
  freshMobile,
  Outboxes,
  signInShopper,
  withShopperCookie,
} from '../../modules/accounts/testing.ts';
import { codOrderBody, insertProduct, temporaryDataDir } from '../../test/checkout-support.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const data = temporaryDataDir();
const outboxes = new Outboxes(data.dir);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: data.dir } });
}, 60_000);
afterAll(async () => {
  await ctx.close();
  data.remove();
});

const HOME = {
  label: 'Home',
  cityId: 'riyadh',
  district: 'Al Olaya',
  street: '12 King Fahd Road',
  buildingNumber: '١٢٣٤',
  postalCode: '12345',
  additionalNumber: '6789',
  shortAddress: 'rrrd 2929',
};

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  language?: 'en' | 'ar';
};

function asShopper(token: string | undefined, { method, url, payload, language = 'en' }: Call) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    cookies: token ? withShopperCookie(token) : {},
    headers: { 'accept-language': language },
  });
}

async function signedIn() {
  return (await signInShopper(ctx.app, outboxes, freshMobile().local)).token;
}

async function save(token: string, body: Record<string, unknown>) {
  const res = await asShopper(token, {
    method: 'POST',
    url: '/api/account/addresses',
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return savedAddressSchema.parse(res.json().data);
}

async function list(token: string) {
  const res = await asShopper(token, { method: 'GET', url: '/api/account/addresses' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as unknown[]).map((a) => savedAddressSchema.parse(a));
}

describe('saved addresses', () => {
  it('answers 401 without a session', async () => {
    const res = await asShopper(undefined, { method: 'GET', url: '/api/account/addresses' });
    expect(res.statusCode).toBe(401);
    const add = await asShopper(undefined, {
      method: 'POST',
      url: '/api/account/addresses',
      payload: HOME,
    });
    expect(add.statusCode).toBe(401);
  });

  it('saves the National Address numbers in their one form; the first address is the default', async () => {
    const token = await signedIn();
    const home = await save(token, HOME);
    expect(home).toMatchObject({
      label: 'Home',
      cityId: 'riyadh',
      buildingNumber: '1234',
      shortAddress: 'RRRD2929',
      isDefault: true,
    });
    // A second one made the default moves the default; only one stays default.
    const office = await save(token, { ...HOME, label: 'Office', makeDefault: true });
    const third = await save(token, { ...HOME, label: 'Parents', buildingNumber: '' });
    expect(third.buildingNumber).toBeNull();
    const all = await list(token);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([office.id]);
    expect(all[0]!.id).toBe(office.id);

    // Back to home; then home deleted: the oldest remaining becomes the default.
    const moved = await asShopper(token, {
      method: 'POST',
      url: `/api/account/addresses/${home.id}/default`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const removed = await asShopper(token, {
      method: 'DELETE',
      url: `/api/account/addresses/${home.id}`,
      language: 'ar',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('تم حذف العنوان.');
    const left = await list(token);
    expect(left.map((a) => a.id).sort()).toEqual([office.id, third.id].sort());
    expect(left.find((a) => a.isDefault)?.id).toBe(office.id);
  });

  it('refuses a bad address in the page’s language and keeps what was saved', async () => {
    const token = await signedIn();
    const home = await save(token, HOME);
    const cases: [Record<string, unknown>, 'en' | 'ar', RegExp][] = [
      [{ ...HOME, cityId: 'atlantis' }, 'en', /choose your city/i],
      [{ ...HOME, cityId: '' }, 'ar', /مدينتك/],
      [{ ...HOME, street: '  ' }, 'en', /district and street/i],
      [{ ...HOME, postalCode: '123' }, 'ar', /الرمز البريدي/],
      [{ ...HOME, shortAddress: '12AB' }, 'en', /short address/i],
    ];
    for (const [payload, language, message] of cases) {
      const res = await asShopper(token, {
        method: 'PUT',
        url: `/api/account/addresses/${home.id}`,
        payload,
        language,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await list(token)).toEqual([home]);
  });

  it('never shows or changes another shopper’s address', async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const address = await save(theirs, HOME);
    const change = await asShopper(mine, {
      method: 'PUT',
      url: `/api/account/addresses/${address.id}`,
      payload: { ...HOME, street: 'Hijacked' },
      language: 'ar',
    });
    expect(change.statusCode).toBe(404);
    expect(change.json().message).toBe('لم يعد هذا العنوان في حسابك.');
    for (const call of [
      { method: 'DELETE' as const, url: `/api/account/addresses/${address.id}` },
      { method: 'POST' as const, url: `/api/account/addresses/${address.id}/default` },
    ]) {
      expect((await asShopper(mine, call)).statusCode).toBe(404);
    }
    expect(await list(mine)).toEqual([]);
    expect(await list(theirs)).toEqual([address]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const token = await signedIn();
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1) await save(token, { ...HOME, label: `${i}` });
    const res = await asShopper(token, {
      method: 'POST',
      url: '/api/account/addresses',
      payload: HOME,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: { key: 'tooManyAddresses' } });
    expect(await list(token)).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});

describe('checkout details', () => {
  it('are empty for a guest, and the account’s phone and default address when signed in', async () => {
    const guest = await asShopper(undefined, {
      method: 'GET',
      url: '/api/account/checkout-details',
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toEqual({
      signedIn: false,
      name: null,
      phone: null,
      email: null,
      address: null,
    });

    const mobile = freshMobile();
    const { token } = await signInShopper(ctx.app, outboxes, mobile.local);
    await save(token, { ...HOME, label: 'Old' });
    const office = await save(token, { ...HOME, label: 'Office', makeDefault: true });
    const res = await asShopper(token, { method: 'GET', url: '/api/account/checkout-details' });
    expect(res.statusCode, res.body).toBe(200);
    const details = checkoutDetailsSchema.parse(res.json().data);
    expect(details).toMatchObject({ signedIn: true, phone: mobile.e164, email: null });
    expect(details.address).toEqual(office);
  });

  it('a saved address places an order as it is (the checkout’s rules)', async () => {
    const token = await signedIn();
    const address = await save(token, HOME);
    const product = await insertProduct(ctx.database.db, { stock: 10 });
    const body = codOrderBody(product.id, 1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        ...body,
        customerInfo: {
          ...body.customerInfo,
          countryCode: 'SA',
          cityId: address.cityId,
          city: 'Riyadh',
          district: address.district,
          address: address.street,
          buildingNumber: address.buildingNumber,
          postalCode: address.postalCode,
          additionalNumber: address.additionalNumber,
          shortAddress: address.shortAddress,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
