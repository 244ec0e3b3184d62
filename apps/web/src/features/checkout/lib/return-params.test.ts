import { describe, expect, it } from 'vitest';
import { readMoyasarReturn, readReturnParams } from './return-params.ts';

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

  it("reads Moyasar's way back by its provider, and only that", () => {
    expect(readMoyasarReturn(new URLSearchParams('provider=moyasar&order=MA-7K2P-9QXR'))).toEqual({
      order: 'MA-7K2P-9QXR',
    });
    expect(readMoyasarReturn(new URLSearchParams('provider=moyasar&order=%20'))).toEqual({
      order: null,
    });
    expect(
      readMoyasarReturn(new URLSearchParams('token=5O190127&PayerID=QYR5Z8XDVJNXQ')),
    ).toBeNull();
    expect(readMoyasarReturn(new URLSearchParams('provider=paypal&order=MA-1'))).toBeNull();
  });
});
