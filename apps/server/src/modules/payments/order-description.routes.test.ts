import { describe, expect, it } from 'vitest';
import { issue, pay, paymentAppForFile, tokenFor } from '../../../test/tickets-fixtures.ts';

// Without the demo data: each test issues the tickets it pays.
const t = paymentAppForFile({}, {});

describe('the item line on the gateway page', () => {
  it.each([
    ['en', '40000071', 'Fixed penalty notice'],
    ['zh-hk', '40000072', '定額罰款通知書'],
    ['zh-cn', '40000073', '定额罚款通知书'],
  ] as const)(
    'when the payer pays in %s, then the gateway shows the item in that language',
    async (lang, serial, item) => {
      const { noticeNo } = await issue(t.app, serial);
      const res = await pay(t.app, await tokenFor(t.app, noticeNo), { lang });
      expect(res.statusCode).toBe(200);
      const page = await t.app.inject({ url: (res.json().data as { redirectUrl: string }).redirectUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`${item} ${noticeNo}`);
      if (lang !== 'en') expect(page.body).not.toContain('Fixed penalty notice');
    },
  );
});
