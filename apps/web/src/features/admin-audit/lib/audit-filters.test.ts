import { describe, expect, it } from 'vitest';
import { dateRangeValid, readAuditFilters, writeAuditFilters } from './audit-filters.ts';

describe('audit filters in the URL', () => {
  it('round-trips, leaving out empty values and page 1', () => {
    const filters = readAuditFilters(new URLSearchParams('user=noor&entity=product&page=3'));
    expect(filters).toEqual({
      user: 'noor',
      entity: 'product',
      action: '',
      from: '',
      to: '',
      page: 3,
    });
    expect(writeAuditFilters({ ...filters, page: 1 }).toString()).toBe('user=noor&entity=product');
  });

  it('falls back to page 1 for a bad page', () => {
    expect(readAuditFilters(new URLSearchParams('page=-2')).page).toBe(1);
    expect(readAuditFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('accepts a range in order and refuses one backwards or malformed', () => {
    expect(dateRangeValid({ from: '', to: '' })).toBe(true);
    expect(dateRangeValid({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(dateRangeValid({ from: '2026-02-01', to: '2026-01-01' })).toBe(false);
    expect(dateRangeValid({ from: 'yesterday', to: '' })).toBe(false);
  });
});
