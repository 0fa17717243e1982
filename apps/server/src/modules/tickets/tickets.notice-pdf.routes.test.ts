import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, PUBL, TICKET_TEST_ENV, tokenFor } from '../../../test/tickets-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...TICKET_TEST_ENV, ID_NO_ATTEMPTS_PER_TICKET_PER_HOUR: '3' }, { seedDemo: true });
});
afterAll(() => t.close());

const noticePdf = (token: string, idNoPrefix: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${PUBL}/tickets/notice-pdf`,
    headers: { 'x-lookup-token': token, ...headers },
    payload: { idNoPrefix },
  });

describe('POST publ/tickets/notice-pdf', () => {
  it('when the first five characters of the owner’s HKID are given, then the notice comes as a bilingual PDF', async () => {
    const { noticeNo } = await issue(t.app, '44000001');
    const res = await noticePdf(await tokenFor(t.app, noticeNo), 'a1234');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="notice-${noticeNo}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The CJK font is embedded when installed (CI installs WenQuanYi Zen Hei), English only otherwise.
    const cjk = existsSync('/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc');
    expect(pdf.toString('latin1')).toMatch(cjk ? /WenQuanYi/ : /Helvetica/);
  });

  it('when the vehicle belongs to a company, then the first five of its document number open it', async () => {
    const { noticeNo } = await issue(t.app, '44000002', { vehicleNo: 'GX3579' });
    const res = await noticePdf(await tokenFor(t.app, noticeNo, 'GX3579'), '31234');
    expect(res.statusCode).toBe(200);
  });

  it('when the characters are wrong, then 420 says so, and past the limit even the right ones wait (429)', async () => {
    const { noticeNo } = await issue(t.app, '44000003');
    const token = await tokenFor(t.app, noticeNo);
    const wrong = await noticePdf(token, 'B2345', { 'accept-language': 'zh-HK' });
    expect(wrong.statusCode).toBe(420);
    expect(wrong.json()).toEqual({ code: 'AUTH-E-0420', message: '身份證明文件號碼不正確。', data: null });
    await noticePdf(token, 'A1235');
    await noticePdf(token, 'A1233');
    const right = await noticePdf(token, 'A1234');
    expect(right.statusCode).toBe(429);
  });

  it('when the input is not five letters or digits, then the field message asks for them', async () => {
    const { noticeNo } = await issue(t.app, '44000004');
    const res = await noticePdf(await tokenFor(t.app, noticeNo), 'A12');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toEqual({
      field: 'body.idNoPrefix',
      message: 'Please enter the first 5 letters or digits of the identity document number',
    });
  });

  it('when the vehicle has no registered owner on record, then no prefix opens it', async () => {
    const { noticeNo } = await issue(t.app, '44000005', { vehicleNo: 'ZZ9999' });
    const res = await noticePdf(await tokenFor(t.app, noticeNo, 'ZZ9999'), 'A1234');
    expect(res.statusCode).toBe(420);
  });
});
