import { describe, expect, it } from 'vitest';
import { ResponseStore } from './public-cache-store.ts';

const response = (body: string, tags: string[] = ['catalog']) => ({ body, headers: {}, tags });

describe('ResponseStore', () => {
  it('forgets an entry once it is older than the TTL', () => {
    let now = 0;
    const store = new ResponseStore(1000, 50, () => now);
    store.set('/a', response('a'));
    now = 49;
    expect(store.get('/a')?.body).toBe('a');
    now = 50;
    expect(store.get('/a')).toBeUndefined();
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 1, misses: 1 });
  });

  it('drops the least recently used entries beyond its byte budget', () => {
    const store = new ResponseStore(30, 60_000, () => 0);
    store.set('/a', response('x'.repeat(10)));
    store.set('/b', response('x'.repeat(10)));
    store.get('/a');
    store.set('/c', response('x'.repeat(10)));
    expect(store.get('/b')).toBeUndefined();
    expect(store.get('/a')).toBeDefined();
    expect(store.get('/c')).toBeDefined();
    expect(store.stats().bytes).toBeLessThanOrEqual(30);
    store.set('/huge', response('x'.repeat(100)));
    expect(store.get('/huge')).toBeUndefined();
  });

  it('drops exactly the entries of an invalidated tag, and moves the generation on', () => {
    const store = new ResponseStore(1000, 60_000, () => 0);
    store.set('/products', response('p', ['catalog']));
    store.set('/settings', response('s', ['settings']));
    const before = store.generation;
    store.invalidate(['catalog']);
    expect(store.get('/products')).toBeUndefined();
    expect(store.get('/settings')).toBeDefined();
    expect(store.generation).toBeGreaterThan(before);
  });
});

describe('ResponseStore variants', () => {
  it('keeps compressed forms with their entry, counted in its bytes, dropped with it', () => {
    const store = new ResponseStore(1000, 60_000, () => 0);
    store.set('/a', response('x'.repeat(100)));
    const before = store.stats().bytes;
    store.addVariant('/a', 'br', store.generation, { body: Buffer.alloc(20), headers: {} });
    expect(store.get('/a')?.variants.get('br')?.body).toHaveLength(20);
    expect(store.stats()).toMatchObject({ variants: 1, bytes: before + 20 + 'br'.length });
    store.invalidate(['catalog']);
    expect(store.stats()).toMatchObject({ entries: 0, variants: 0, bytes: 0 });
  });

  it('refuses a form computed before an invalidation, and more than four', () => {
    const store = new ResponseStore(1000, 60_000, () => 0);
    store.set('/a', response('a'));
    const old = store.generation;
    store.invalidate(['settings']);
    store.addVariant('/a', 'br', old, { body: 'stale', headers: {} });
    expect(store.stats().variants).toBe(0);
    for (const key of ['1', '2', '3', '4', '5']) {
      store.addVariant('/a', key, store.generation, { body: key, headers: {} });
    }
    expect(store.stats().variants).toBe(4);
  });

  it('takes better-compressed bytes for a form only while that form is the one kept', () => {
    const store = new ResponseStore(1000, 60_000, () => 0);
    store.set('/a', response('x'.repeat(100)));
    const first = { body: Buffer.alloc(30), headers: { 'content-encoding': 'br' } };
    store.addVariant('/a', 'br', store.generation, first);
    const before = store.stats().bytes;
    store.replaceVariantBody('/a', 'br', first, Buffer.alloc(20));
    expect(store.get('/a')?.variants.get('br')).toEqual({
      body: Buffer.alloc(20),
      headers: { 'content-encoding': 'br' },
    });
    expect(store.stats().bytes).toBe(before - 10);
    // Not a form since replaced, not larger bytes, not after a new entry or an invalidation.
    store.replaceVariantBody('/a', 'br', first, Buffer.alloc(5));
    const kept = store.get('/a')!.variants.get('br')!;
    store.replaceVariantBody('/a', 'br', kept, Buffer.alloc(25));
    expect(store.get('/a')?.variants.get('br')?.body).toHaveLength(20);
    store.set('/a', response('y'));
    store.replaceVariantBody('/a', 'br', kept, Buffer.alloc(5));
    expect(store.get('/a')?.variants.size).toBe(0);
    store.invalidate(['catalog']);
    store.replaceVariantBody('/a', 'br', kept, Buffer.alloc(5));
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('keeps bytes in buffers of their own, not the larger blocks they were views of', () => {
    const store = new ResponseStore(100_000, 60_000, () => 0);
    // Node's pool hands small buffers out of an 8 kB block; zlib its output out of 16 kB chunks.
    const pooled = Buffer.from('{"data":[]}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const chunk = Buffer.alloc(16_384).subarray(0, 700).fill(1);
    store.set('/a', { body: pooled, headers: {}, tags: ['catalog'] });
    store.addVariant('/a', 'br', store.generation, { body: chunk, headers: {} });
    const kept = store.get('/a')!;
    const variant = kept.variants.get('br')!;
    for (const [body, original] of [
      [kept.body, pooled],
      [variant.body, chunk],
    ] as const) {
      expect(body).toEqual(original);
      expect((body as Buffer).buffer.byteLength).toBe(original.byteLength);
    }
    const better = Buffer.alloc(16_384).subarray(0, 500);
    const replaced = store.replaceVariantBody('/a', 'br', variant, better)!;
    expect((replaced.body as Buffer).buffer.byteLength).toBe(500);
    expect(store.get('/a')!.variants.get('br')).toBe(replaced);
  });
});
