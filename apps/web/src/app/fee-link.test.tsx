import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PaymentOrderView } from '@eticket/domain/payments/payment.schemas';
import records from '../features/records/locales/en.json';
import recordsZhHk from '../features/records/locales/zh-hk.json';
import recordsZhCn from '../features/records/locales/zh-cn.json';
import { changeLanguage } from '../lib/i18n.ts';
import { setSession } from '../lib/session.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { sameInEvery } from '../test/ticket-view.ts';

const REF = 'TCR2026000042';
const ORDER: PaymentOrderView = {
  orderNo: 'P20261124ABCDEFGHIJ',
  noticeNo: null,
  state: 'SUCCESS',
  channel: '5',
  amountCents: 14000,
  redirectUrl: null,
  expiresAt: '2026-11-24T07:15:00.000Z',
  transactionNo: 'T1',
  paidAt: '2026-11-24T07:00:00.000Z',
  confirmationTo: null,
  items: [
    {
      kind: 'FEE',
      noticeNo: null,
      feeKind: 'TCR',
      feeRef: REF,
      description: sameInEvery('Traffic conviction record certificate fee'),
      amountCents: 14000,
      state: 'PAID',
      transactionNo: 'T1-01',
    },
  ],
};

function paidAs(roleType: string) {
  setSession('token', 'tok');
  setSession('actionTime', Date.now());
  setSession('userInfo', { name: 'LEE', agentId: roleType === 'OAD' ? 7 : 0, roleType });
  fakeApi({ 'GET rest/ticket/api/v1/publ/pay/orders/{orderNo}': ok(ORDER) });
  renderApp(`/ticket/pay/result?orderNo=${ORDER.orderNo}`);
}

describe('back from the gateway after paying a TCR fee', () => {
  it('when a person paid the fee of her application, then the result links to that application', async () => {
    await changeLanguage('en');
    paidAs('O');
    // The first visit loads the route table and both lazy chunks: slow on a busy machine.
    const link = await screen.findByRole(
      'link',
      { name: records.paid.backToApplication.replace('{{id}}', REF) },
      { timeout: 25_000 },
    );
    expect(link.getAttribute('href')).toBe(`/my-account/tcr/detail?id=${REF}`);
  });

  it('when a company administrator paid it, then the link opens the company’s application, in Chinese too', async () => {
    await changeLanguage('zh-hk');
    paidAs('OAD');
    const link = await screen.findByRole('link', {
      name: recordsZhHk.paid.backToApplication.replace('{{id}}', REF),
    });
    expect(link.getAttribute('href')).toBe(`/my-account/tcr/detail?id=${REF}&company=1`);
    expect(recordsZhCn.paid.backToApplication).toContain('{{id}}');
    await changeLanguage('en');
  });
});

describe('the result of paying a TCR fee', () => {
  /** The breadcrumb's texts, and the result's (its outcome and what happens next). */
  async function resultTexts() {
    const [amount] = await screen.findAllByText(/HK\$140\.00/, {}, { timeout: 25_000 });
    const status = amount!.closest('.pay-outcome')!;
    const trail = screen.getByRole('navigation', { name: /Breadcrumb|導覽路徑/ });
    return { trail: trail.textContent ?? '', result: status.textContent ?? '' };
  }

  it('when the fee is paid, then the result, its breadcrumb and what happens next speak of the fee, not of a ticket', async () => {
    await changeLanguage('en');
    paidAs('O');
    const { trail, result } = await resultTexts();
    expect(trail).toContain('My account');
    expect(trail).not.toContain('Verify and pay a ticket');
    expect(result).toContain('The payment has been received and the fee is paid.');
    expect(result).toContain('What happens next');
    expect(result).not.toMatch(/ticket/i);
  });

  it('when the fee is paid in Traditional Chinese, then nothing speaks of a ticket either', async () => {
    await changeLanguage('zh-hk');
    paidAs('O');
    const { trail, result } = await resultTexts();
    expect(trail).toContain('我的帳戶');
    expect(trail).not.toContain('告票');
    expect(result).toContain('已收到繳款，費用已繳付。');
    expect(result).not.toContain('告票');
    await changeLanguage('en');
  });
});
