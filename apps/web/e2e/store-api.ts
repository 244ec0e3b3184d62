/**
 * The store's API as a journey's setup calls it (an admin's moves a shopper does not see):
 * JSON in, the envelope's `data` out, and any answer but 2xx thrown with its body.
 */
export function storeApi(baseUrl: string, token?: () => string | undefined) {
  return async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const bearer = token?.();
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) {
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    }
    return json.data;
  };
}
