import { describe, expect, it } from 'vitest';
import { toTransactionsQuery, type TransactionFilters } from './transaction-filters.ts';

const none: TransactionFilters = {
  status: '',
  method: '',
  from: '',
  to: '',
  search: '',
  page: 1,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

describe('transaction filters', () => {
  it.each([
    ['moyasar', 'moyasar', 'moyasar'],
    ['moyasarSimulator', 'moyasar', 'moyasar-simulator'],
    ['paypal', 'paypal', 'paypal'],
    ['simulator', 'paypal', 'paypal-simulator'],
    ['cod', 'cod', undefined],
  ] as const)('asks %s as method %s and provider %s', (method, asked, provider) => {
    const query = toTransactionsQuery({ ...none, method });
    expect(query.method).toBe(asked);
    expect(query.provider).toBe(provider);
  });

  it('asks every method when none is chosen', () => {
    const query = toTransactionsQuery(none);
    expect(query.method).toBeUndefined();
    expect(query.provider).toBeUndefined();
  });
});
