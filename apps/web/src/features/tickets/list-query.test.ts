import { describe, expect, it } from 'vitest';
import { filtersOf, queryOf } from './list-query.ts';

describe('the ticket list query', () => {
  it('when the query is well formed, then filters and page round-trip', () => {
    const params = new URLSearchParams(
      'status=UNPAID&vehicleNo=ab1234&from=2026-01-01&to=2026-01-31&page=3&pageSize=20',
    );
    const filters = filtersOf(params);
    expect(filters).toEqual({
      status: 'UNPAID',
      vehicleNo: 'AB1234',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
      pageSize: 20,
    });
    expect(filtersOf(queryOf(filters))).toEqual(filters);
  });

  it('when a mark is typed as printed, then it is read in the register form', () => {
    expect(filtersOf(new URLSearchParams('vehicleNo=cd+5678')).vehicleNo).toBe('CD5678');
    expect(filtersOf(new URLSearchParams('vehicleNo=CD5O78')).vehicleNo).toBeUndefined();
  });

  it('when values are malformed, then they are dropped and defaults apply', () => {
    expect(filtersOf(new URLSearchParams('status=PAID&from=yesterday&page=-2&pageSize=7'))).toEqual({
      page: 1,
      pageSize: 10,
    });
    expect(queryOf({ page: 1, pageSize: 10 }).toString()).toBe('');
  });
});
