import { describe, expect, it } from 'vitest';
import { ExpiringMemo, type ExpiringMemoOptions } from './expiring-memo.ts';

const memo = (options: Partial<ExpiringMemoOptions> = {}) =>
  new ExpiringMemo<number>({ maxEntries: 100, ttlMs: 60_000, ...options });

function counter(result = 7) {
  const calls: string[] = [];
  return {
    calls,
    count: (label: string) => () => {
      calls.push(label);
      return Promise.resolve(result);
    },
  };
}

describe('ExpiringMemo (the listing totals, the rendered pages)', () => {
  it('counts a filter once and answers later pages from memory', async () => {
    const totals = memo();
    const { calls, count } = counter(42);
    expect(await totals.get('family=woody', count('first'))).toBe(42);
    expect(await totals.get('family=woody', count('second'))).toBe(42);
    expect(await totals.get('family=floral', count('other filter'))).toBe(42);
    expect(calls).toEqual(['first', 'other filter']);
  });

  it('lets concurrent requests for a filter share the count under way', async () => {
    const totals = memo();
    let finish!: (total: number) => void;
    let started = 0;
    const slow = () => {
      started++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const answers = Promise.all([totals.get('all', slow), totals.get('all', slow)]);
    finish(12);
    expect(await answers).toEqual([12, 12]);
    expect(started).toBe(1);
  });

  it('counts again after a clear, and a count begun before it is not kept', async () => {
    const totals = memo();
    let finish!: (total: number) => void;
    const before = totals.get('all', () => new Promise<number>((resolve) => (finish = resolve)));
    totals.clear();
    finish(5);
    expect(await before).toBe(5);
    const { calls, count } = counter(6);
    expect(await totals.get('all', count('after clear'))).toBe(6);
    expect(calls).toEqual(['after clear']);
  });

  it('does not keep a failed count', async () => {
    const totals = memo();
    await expect(totals.get('all', () => Promise.reject(new Error('lost')))).rejects.toThrow(
      'lost',
    );
    const { calls, count } = counter(3);
    expect(await totals.get('all', count('retry'))).toBe(3);
    expect(calls).toEqual(['retry']);
  });

  it('forgets totals after their time to live', async () => {
    let now = 0;
    const totals = memo({ ttlMs: 1_000, now: () => now });
    const { calls, count } = counter();
    await totals.get('all', count('first'));
    now = 999;
    await totals.get('all', count('still fresh'));
    now = 1_000;
    await totals.get('all', count('expired'));
    expect(calls).toEqual(['first', 'expired']);
  });

  it('keeps at most maxEntries filters, dropping the least recently used', async () => {
    const totals = memo({ maxEntries: 2 });
    const { calls, count } = counter();
    await totals.get('a', count('a'));
    await totals.get('b', count('b'));
    await totals.get('a', count('a again'));
    await totals.get('c', count('c'));
    expect(totals.size).toBe(2);
    await totals.get('a', count('a kept'));
    await totals.get('b', count('b dropped'));
    expect(calls).toEqual(['a', 'b', 'c', 'b dropped']);
  });
});

describe('ExpiringMemo bounded by weight (the search matches)', () => {
  const weighed = () =>
    new ExpiringMemo<number>({ maxEntries: 100, ttlMs: 60_000, maxWeight: 10, weigh: (n) => n });

  it('lets the least recently used go once the kept values weigh more than the bound', async () => {
    const memo = weighed();
    await memo.get('a', () => Promise.resolve(4));
    await memo.get('b', () => Promise.resolve(4));
    await memo.get('a', () => Promise.resolve(0)); // used again: b is now the oldest
    await memo.get('c', () => Promise.resolve(4));
    expect(memo.size).toBe(2);
    expect(await memo.get('a', () => Promise.resolve(-1))).toBe(4);
    expect(await memo.get('b', () => Promise.resolve(-1))).toBe(-1);
  });

  it('keeps a value heavier than the bound alone, and forgets the weight of what it clears', async () => {
    const memo = weighed();
    await memo.get('heavy', () => Promise.resolve(25));
    expect(memo.size).toBe(1);
    memo.clear();
    await memo.get('a', () => Promise.resolve(6));
    await memo.get('b', () => Promise.resolve(4));
    expect(memo.size).toBe(2);
  });
});
