import { describe, expect, it } from 'vitest';
import { readHostedReturn, readReturnParams } from './return-params.ts';

describe('payment return parameters (spec section 5)', () => {
  it('needs both token and PayerID', () => {
    expect(readReturnParams(new URLSearchParams('token=5O190127&PayerID=QYR5Z8XDVJNXQ'))).toEqual({
      ok: true,
      token: '5O190127',
      payerId: 'QYR5Z8XDVJNXQ',
    });
    expect(readReturnParams(new URLSearchParams('token=5O190127'))).toEqual({
      ok: false,
      token: '5O190127',
    });
    expect(readReturnParams(new URLSearchParams('PayerID=QYR5Z8XDVJNXQ'))).toEqual({
      ok: false,
      token: null,
    });
    expect(readReturnParams(new URLSearchParams('token=&PayerID=%20'))).toEqual({
      ok: false,
      token: null,
    });
  });

  it("reads Moyasar's and Tabby's way back by their provider, and only theirs", () => {
    expect(readHostedReturn(new URLSearchParams('provider=moyasar&order=MA-7K2P-9QXR'))).toEqual({
      provider: 'moyasar',
      order: 'MA-7K2P-9QXR',
    });
    expect(
      readHostedReturn(
        new URLSearchParams(
          'provider=tabby&order=MA-7K2P-9QXR&payment_id=5b5a3b8e-0c1d-4c8f-9a53-2b4f3f2d1e0a',
        ),
      ),
    ).toEqual({ provider: 'tabby', order: 'MA-7K2P-9QXR' });
    expect(readHostedReturn(new URLSearchParams('provider=moyasar&order=%20'))).toEqual({
      provider: 'moyasar',
      order: null,
    });
    expect(
      readHostedReturn(new URLSearchParams('token=5O190127&PayerID=QYR5Z8XDVJNXQ')),
    ).toBeNull();
    expect(readHostedReturn(new URLSearchParams('provider=paypal&order=MA-1'))).toBeNull();
  });
});
