import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './redirect-uri.ts';

const ORIGIN = 'https://eticket.police.gov.hk';

describe('safeReturnPath', () => {
  it.each([
    ['/portal/login/callback', '/portal/login/callback'],
    ['/portal/login/callback?from=home#x', '/portal/login/callback?from=home'],
    ['/portal', '/portal'],
    [`${ORIGIN}/portal/home`, '/portal/home'],
    ['/portal/a/../b', '/portal/b'],
  ])('when the address is %s, then it is kept as %s', (value, expected) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    'https://evil.example.com/portal/home',
    'http://eticket.police.gov.hk/portal/home',
    '//evil.example.com/portal/home',
    '/\\evil.example.com/portal',
    '\\\\evil.example.com/portal',
    '/portal/../rest/users',
    '/portalx',
    '/sandbox/outbox',
    'portal/home',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/portal/\nLocation: x',
  ])('when the address is %s, then it is refused', (value) => {
    expect(() => safeReturnPath(value, ORIGIN)).toThrowError('REDIRECT_URI_INVALID');
  });

  it('when the request origin is unknown, then only relative addresses pass', () => {
    expect(safeReturnPath('/portal/x', undefined)).toBe('/portal/x');
    expect(() => safeReturnPath(`${ORIGIN}/portal/x`, undefined)).toThrowError('REDIRECT_URI_INVALID');
  });
});
