import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiList, apiRequest, apiUrl } from './api-client.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error.ts';

function respond(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('builds canonical URLs without empty values', () => {
    expect(apiUrl('/products', { category: 'floral', search: '', page: 1, x: undefined })).toBe(
      '/api/products?category=floral&page=1',
    );
  });

  it('returns the envelope data', async () => {
    const fetchMock = respond(200, { success: true, data: { ok: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/health')).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('asks for answers in the page language', async () => {
    const fetchMock = respond(200, { success: true, data: {} });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('language', 'ar');
    await apiRequest('/paypal/orders/x/capture', { method: 'POST' });
    expect(fetchMock).toHaveBeenNthCalledWith(
      1,
      expect.any(String),
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'ar' }) }),
    );
    localStorage.setItem('language', 'en');
    await apiRequest('/health');
    expect(fetchMock).toHaveBeenNthCalledWith(
      2,
      expect.any(String),
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'en' }) }),
    );
    localStorage.removeItem('language');
  });

  it('takes 204 No Content (a deletion) as done, with no data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiRequest('/admin/shipping/zones/x', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('returns list items with their pagination', async () => {
    const pagination = { page: 1, limit: 10, total: 1, pages: 1, hasNext: false, hasPrev: false };
    vi.stubGlobal('fetch', respond(200, { success: true, data: [{ id: 'a' }], pagination }));
    await expect(apiList('/products')).resolves.toEqual({ items: [{ id: 'a' }], pagination });
  });

  it('turns an error envelope into an ApiError with its status, code and message', async () => {
    vi.stubGlobal(
      'fetch',
      respond(404, { success: false, code: 'NOT_FOUND', message: 'Product not found' }),
    );
    const error = await apiRequest('/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Product not found',
      isNotFound: true,
    });
  });

  it('reports a failed connection with the spec message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/products')).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('sends the stored token and clears it on 401', async () => {
    window.localStorage.setItem('authToken', 'abc');
    window.localStorage.setItem('user', '{}');
    const fetchMock = respond(401, {
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Unauthorized',
    });
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/admin', assign });
    await expect(apiRequest('/site-settings')).rejects.toBeInstanceOf(ApiError);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth');
  });

  it('on 401 forgets the whole sign-in: refresh token and admin session record too', async () => {
    for (const key of ['authToken', 'user', 'refreshToken', 'admin_session']) {
      window.localStorage.setItem(key, 'x');
    }
    vi.stubGlobal('fetch', respond(401, { success: false, code: 'UNAUTHORIZED', message: 'No' }));
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/products', assign: vi.fn() });
    await apiRequest('/orders').catch(() => undefined);
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('never sends a shopper without a token to sign in', async () => {
    vi.stubGlobal('fetch', respond(401, { success: false, code: 'UNAUTHORIZED', message: 'No' }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/products', assign });
    await expect(apiRequest('/orders')).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a refused sign-in or refresh to its caller: no redirect, nothing cleared', async () => {
    window.localStorage.setItem('authToken', 'abc');
    const fetchMock = respond(401, {
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Invalid credentials',
    });
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/auth', assign });
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, session: { token: null } }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid credentials' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(window.localStorage.getItem('authToken')).toBe('abc');
    expect(assign).not.toHaveBeenCalled();
  });

  describe('answers page-boot.js asked for early', () => {
    afterEach(() => {
      delete window.__earlyResponses;
    });

    const early = (status: number, body: unknown) =>
      Promise.resolve({ status, statusText: '', body });

    it('takes the early answer once, then asks the server', async () => {
      window.__earlyResponses = {
        '/api/homepage': early(200, { success: true, data: { from: 'boot' } }),
      };
      const fetchMock = respond(200, { success: true, data: { from: 'server' } });
      vi.stubGlobal('fetch', fetchMock);
      await expect(apiRequest('/homepage')).resolves.toEqual({ from: 'boot' });
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(apiRequest('/homepage')).resolves.toEqual({ from: 'server' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('turns an early error answer into the same error as a fetched one', async () => {
      window.__earlyResponses = {
        '/api/products/x': early(404, { success: false, code: 'NOT_FOUND', message: 'No such' }),
      };
      vi.stubGlobal('fetch', respond(200, { success: true, data: {} }));
      await expect(apiRequest('/products/x')).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: 'No such',
      });
    });

    it('asks the server when the early request got no answer', async () => {
      window.__earlyResponses = { '/api/homepage': early(0, null) };
      const fetchMock = respond(200, { success: true, data: { from: 'server' } });
      vi.stubGlobal('fetch', fetchMock);
      await expect(apiRequest('/homepage')).resolves.toEqual({ from: 'server' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('leaves early answers alone for calls with a token or that are not reads', async () => {
      window.__earlyResponses = {
        '/api/homepage': early(200, { success: true, data: { from: 'boot' } }),
      };
      vi.stubGlobal('fetch', respond(200, { success: true, data: { from: 'server' } }));
      await expect(apiRequest('/homepage', { method: 'POST' })).resolves.toEqual({
        from: 'server',
      });
      window.localStorage.setItem('authToken', 'abc');
      await expect(apiRequest('/homepage')).resolves.toEqual({ from: 'server' });
      expect(window.__earlyResponses['/api/homepage']).toBeDefined();
    });
  });
});
