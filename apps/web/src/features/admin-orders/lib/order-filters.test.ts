import { describe, expect, it } from 'vitest';
import { readOrderFilters, toListQuery, writeOrderFilters } from './order-filters.ts';

describe('order filters in the URL', () => {
  it('reads known values and leaves out unknown or malformed ones', () => {
    const filters = readOrderFilters(
      new URLSearchParams(
        'status=shipped&paymentMethod=card&paymentStatus=paid&from=2025-06-01&to=01-06-2025&search=+noura+&sortBy=email&page=-3',
      ),
    );
    expect(filters).toEqual({
      status: 'shipped',
      paymentMethod: undefined,
      paymentStatus: 'paid',
      from: '2025-06-01',
      to: undefined,
      search: 'noura',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: 1,
    });
  });

  it('drops an end date before the start date', () => {
    expect(
      readOrderFilters(new URLSearchParams('from=2025-06-10&to=2025-06-01')).to,
    ).toBeUndefined();
    expect(readOrderFilters(new URLSearchParams('from=2025-06-01&to=2025-06-10')).to).toBe(
      '2025-06-10',
    );
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const filters = readOrderFilters(
      new URLSearchParams('search=MA-7K3M&status=pending&sortBy=total&sortOrder=asc&page=3'),
    );
    const written = writeOrderFilters(filters).toString();
    expect(written).toBe('search=MA-7K3M&status=pending&sortBy=total&sortOrder=asc&page=3');
    expect(readOrderFilters(new URLSearchParams(written))).toEqual(filters);
    expect(writeOrderFilters(readOrderFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('becomes the API query with the page size', () => {
    const query = toListQuery(readOrderFilters(new URLSearchParams('page=2&paymentMethod=cod')));
    expect(query).toMatchObject({
      page: '2',
      limit: '20',
      paymentMethod: 'cod',
      sortBy: 'createdAt',
    });
  });
});
