import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The security headers of a page (as @fastify/helmet 13 built them per request from these options). Any change to this set must be deliberate: browsers enforce it and the CSP is what
 * keeps injected scripts and framing out.
 */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self';media-src 'self';worker-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const SECURITY_HEADER = /^(content-security-policy|cross-origin-|origin-agent|referrer|strict-transport|x-)/;
const NOT_SECURITY = /^x-(request-id|ratelimit-)/;
const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => SECURITY_HEADER.test(name) && !NOT_SECURITY.test(name)),
  );

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What an API answer carries: nothing may load, frame, sniff or read it from another site. */
const EXPECTED_API = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

describe('security headers', () => {
  it.each([
    ['the web client', { url: '/portal/' }],
    ['a deep link of the web client', { url: '/portal/ticket/search' }],
  ])('when %s is sent, then it carries exactly the page security headers', async (_what, request) => {
    const res = await t.app.inject(request);
    expect(securityHeadersOf(res.headers)).toEqual(EXPECTED);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['an API answer', { url: '/rest/param/api/v1/publ/enum/enum-type/TICKET_STATUS' }],
    ['an unknown API path (404)', { url: '/rest/nothing/here' }],
    [
      'a refused ticket look-up (400)',
      { method: 'POST' as const, url: '/rest/ticket/api/v1/publ/tickets/lookup', payload: { noticeNo: 'x' } },
    ],
  ])('when %s is sent, then it carries exactly the API security headers', async (_what, request) => {
    const res = await t.app.inject(request);
    expect(securityHeadersOf(res.headers)).toEqual(EXPECTED_API);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
