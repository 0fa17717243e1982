import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** A NUL or another control character anywhere in a request is refused before any route sees it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('refused characters', () => {
  it.each([
    ['the path', { url: '/rest/param/api/v1/publ/param/a%00b' }, 'params.paramCode'],
    ['the query', { url: '/rest/iams/api/v1/publ/iams/polling?state=a%01b' }, 'querystring.state'],
    [
      'the body',
      {
        method: 'POST' as const,
        url: '/rest/users/api/v1/publ/login/token-tmp',
        payload: { idNo: 'A12\u0000' },
      },
      'body.idNo',
    ],
    [
      'a nested field of the body',
      {
        method: 'POST' as const,
        url: '/rest/ticket/api/v1/publ/tickets/lookup',
        payload: { noticeNo: '600000016', vehicleNo: 'AB1234', extra: { deep: ['\ud800'] } },
      },
      'body.extra.deep.0',
    ],
  ])('when %s holds one, then the answer is 400 naming the field', async (_where, request, field) => {
    const res = await t.app.inject({ ...request, headers: { 'accept-language': 'zh-HK' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'SYS-E-0400',
      message: '部分輸入的資料無效，請檢查後再試。',
      data: { fields: [{ field, message: '此欄位包含不允許的字元' }] },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when the field is nested very deep, then its name in the answer is cut short', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/users/api/v1/publ/login/token-tmp',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(50_000) + '"\\u0000"' + ']'.repeat(50_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe(`body${'.0'.repeat(98)}…`);
  });

  it('when free text carries line breaks and tabs, then it is not refused for them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/users/api/v1/publ/login/token-tmp',
      payload: { idNo: 'A1\t\r\n' },
    });
    expect(res.json().data?.fields?.[0]?.message).not.toBe(
      'This field contains a character that is not allowed',
    );
  });
});
