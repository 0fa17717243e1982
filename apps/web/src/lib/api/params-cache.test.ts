import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRequestState } from '../api-client.ts';
import { fakeApi, ok, refuse } from '../../test/fake-api.ts';
import { getRoleTable } from './get-role-table.ts';
import { paramsCache } from './params-cache.ts';

const ROLES = 'GET rest/param/api/v1/publ/role/management/lists';
const table = [{ roleType: 'D', ticket: true }];

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestState();
});

describe('the parameter service answers in the client cache', () => {
  it('asks for the role table once, then answers from the cache', async () => {
    const api = fakeApi({ [ROLES]: ok(table) });
    expect(await getRoleTable()).toEqual(table);
    resetRequestState(); // the throttle is not what keeps the second call home
    expect(await getRoleTable()).toEqual(table);
    expect(api.requests(ROLES)).toHaveLength(1);
    expect(paramsCache.has('rest/param/api/v1/publ/role/management/lists')).toBe(true);
  });

  it('does not keep a refused answer: the next call asks again', async () => {
    let calls = 0;
    fakeApi({ [ROLES]: () => (++calls === 1 ? refuse('SYS-E-0503', '', 503) : ok(table)) });
    expect(await getRoleTable()).toEqual([]);
    expect(await getRoleTable()).toEqual(table);
    expect(calls).toBe(2);
  });
});
