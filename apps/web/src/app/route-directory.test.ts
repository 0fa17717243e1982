import { describe, expect, it } from 'vitest';
import { resolvePermissions, type RoleTableEntry } from '@eticket/domain/accounts/permissions';
import { routeEntries } from './page-routes.ts';
import { accountAreasFor, siteMapOf } from '../lib/route-directory.ts';

/** The role table as the server seeds it for these roles (flags not named are false). */
const TABLE: RoleTableEntry[] = [
  { roleType: 'O', message: true, ticket: true, paymentRecord: true, vehicle: true },
  { roleType: 'D', message: true, ticket: true, paymentRecord: true, dop: true },
];
const paths = (list: { path: string }[]) => list.map((p) => p.path);

describe('My account’s areas, from the route table and the acting role', () => {
  it.each([
    [
      'O',
      [
        '/ticket/list',
        '/my-account/unpaidTicket',
        '/my-account/payment-record',
        '/my-account/notices',
        '/my-account/manage-vehicle',
        '/my-account/message/list',
      ],
    ],
    [
      'OD',
      [
        '/ticket/list',
        '/my-account/unpaidTicket',
        '/my-account/payment-record',
        '/my-account/notices',
        '/my-account/manage-vehicle',
        '/my-account/message/list',
        '/my-account/dop',
      ],
    ],
    ['EMPTY', []],
  ])('when the role is %s, then its areas are those its flags grant', (roleType, expected) => {
    expect(paths(accountAreasFor(routeEntries, resolvePermissions(roleType, TABLE)))).toEqual(expected);
  });

  it('when no one is logged in (no permission set), then no area is offered', () => {
    expect(accountAreasFor(routeEntries, null)).toEqual([]);
  });

  it('when every area of the specification is built, then none is marked planned', () => {
    const areas = accountAreasFor(routeEntries, resolvePermissions('O', TABLE));
    expect(areas.find((a) => a.path === '/my-account/payment-record')?.planned).toBe(false);
    expect(areas.find((a) => a.path === '/my-account/message/list')?.planned).toBe(false);
    expect(areas.find((a) => a.path === '/my-account/manage-vehicle')?.planned).toBe(false);
    const driver = accountAreasFor(routeEntries, resolvePermissions('D', TABLE));
    expect(driver.find((a) => a.path === '/my-account/dop')?.planned).toBe(false);
    expect(routeEntries.find((r) => r.path === '/my-account/tcr')?.handle.planned).toBeUndefined();
    expect(routeEntries.find((r) => r.path === '/ticket/dispute')?.handle.planned).toBeUndefined();
    expect(routeEntries.filter((r) => r.handle.planned).map((r) => r.path)).toEqual([]);
  });
});

describe('the site map, from the route table', () => {
  const listed = siteMapOf(routeEntries).flatMap((g) => g.pages);

  it('when built, then it lists every page a user can open on its own, including the logged-in ones', () => {
    expect(paths(listed)).toEqual(
      expect.arrayContaining([
        '/',
        '/ticket/search',
        '/ticket/list',
        '/my-account',
        '/my-account/unpaidTicket',
        '/my-account/payment-record',
        '/my-account/message/list',
        '/resources',
        '/text-size',
        '/home/site-map',
      ]),
    );
    expect(listed.find((p) => p.path === '/my-account/payment-record')?.needLogin).toBe(true);
  });

  it('when built, then no text-only copy and no step of a flow (callbacks, payment steps) is listed', () => {
    expect(
      paths(listed).filter(
        (p) => p === '/text' || p.startsWith('/text/') || /callback|redirect|\/pay\b|otp/.test(p),
      ),
    ).toEqual([]);
    expect(new Set(paths(listed)).size).toBe(listed.length);
  });

  it('when a page of the hub is declared, then the site map lists it too', () => {
    const everyArea = accountAreasFor(
      routeEntries,
      Object.fromEntries(routeEntries.map((e) => [e.handle.accountArea?.permission ?? '', true])),
    );
    expect(everyArea.length).toBeGreaterThan(0);
    expect(paths(listed)).toEqual(expect.arrayContaining(paths(everyArea)));
  });
});

describe('the site map, for the acting role', () => {
  const ROLE_ONLY = ['/my-account/dop', '/my-account/driving-logs', '/my-account/fleet'];
  const pagesFor = (permissions: Record<string, boolean> | null) =>
    siteMapOf(routeEntries, permissions).flatMap((g) => g.pages);

  it('when the owner is logged in, then driving-offence points, my driving logs and fleet management are not offered', () => {
    const listed = paths(pagesFor(resolvePermissions('O', TABLE)));
    for (const path of ROLE_ONLY) expect(listed).not.toContain(path);
    expect(listed).toEqual(expect.arrayContaining(['/ticket/list', '/my-account/manage-vehicle']));
  });

  it('when a driver is logged in, then driving-offence points are offered and vehicle management is not', () => {
    const listed = paths(pagesFor(resolvePermissions('D', TABLE)));
    expect(listed).toContain('/my-account/dop');
    expect(listed).not.toContain('/my-account/manage-vehicle');
  });

  it('when a visitor opens it, then every page is listed and those for some users say whom they are for', () => {
    const listed = pagesFor(null);
    expect(paths(listed)).toEqual(expect.arrayContaining(ROLE_ONLY));
    const audience = (path: string) => listed.find((p) => p.path === path)?.audience;
    expect(audience('/my-account/dop')).toBe('drivers');
    expect(audience('/my-account/driving-logs')).toBe('drivers');
    expect(audience('/my-account/fleet')).toBe('companies');
    expect(audience('/ticket/list')).toBeUndefined();
    expect(pagesFor(resolvePermissions('O', TABLE)).every((p) => p.audience === undefined)).toBe(true);
  });
});
