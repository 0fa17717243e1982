import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { expectPdfDownload, lookUp, openIn, payWith, startPaying, TEXT } from './support/ticket-journey.ts';
import { hongKongDaysAgo, issueTicket, openLoggedIn } from './support/tickets.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const MORE = {
  en: {
    visa: 'Visa',
    elsewhere: /look the ticket up again/i,
    alreadyPaid: 'Ticket already paid',
  },
  'zh-hk': {
    visa: 'Visa 卡',
    elsewhere: /重新查詢告票/,
    alreadyPaid: '告票已繳款',
  },
} as const;

/** The messages the outbox holds for a recipient (the sandbox's JSON form), newest first. */
async function outboxOf(recipient: string): Promise<Array<{ channel: string; body: string }>> {
  const res = await fetch(`${baseUrl}/sandbox/outbox?format=json&recipient=${encodeURIComponent(recipient)}`);
  return ((await res.json()) as { data: Array<{ channel: string; body: string }> }).data;
}

/** Waits until the outbox holds a message for the recipient that mentions `text`, then a little longer. */
async function settledOutbox(
  recipient: string,
  text: string,
  also: (m: { body: string }) => boolean = () => true,
) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await outboxOf(recipient)).some((m) => m.body.includes(text) && also(m))) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  // The gateway's notification and the browser's return both reach settlement: give the later one time.
  await new Promise((r) => setTimeout(r, 1500));
  return (await outboxOf(recipient)).filter((m) => m.body.includes(text) && also(m));
}

describe.each(['en', 'zh-hk'] as const)('a visitor who has paid keeps the receipt (%s)', (lang) => {
  const t = { ...TEXT[lang], ...MORE[lang] };
  const base = lang === 'en' ? 86100 : 86200;

  it('when the ticket is left and looked up again, then it shows Settled, the payment and the receipt', async () => {
    const noticeNo = await issueTicket(baseUrl, `${base}001`, 'AB1234', hongKongDaysAgo(3));
    const first = await openIn(browser, baseUrl, lang, '/ticket/search');
    await lookUp(first.page, lang, noticeNo, 'AB1234');
    await payWith(first.page, lang, t.visa, 'approve');
    await first.page.getByRole('heading', { name: t.success }).waitFor();
    const resultPath =
      new URL(first.page.url()).pathname.replace('/portal', '') + new URL(first.page.url()).search;

    // Back to the ticket, then to its payment: the payment and its receipt, not an error.
    await first.page.getByRole('button', { name: t.backToTicket }).click();
    await first.page.waitForURL(/\/portal\/ticket\/details$/);
    await first.page.locator('.ticket-facts').getByText(t.settled).waitFor();
    await first.page.getByRole('button', { name: t.viewPaid }).click();
    await first.page.waitForURL(/\/portal\/ticket\/paid/);
    await first.page.locator('.pay-payment-facts').getByText(t.visa, { exact: true }).waitFor();
    expect(await axeViolations(first.page)).toEqual([]);
    await expectPdfDownload(first.page, () => first.page.getByRole('button', { name: t.receipt }).click());
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Another browser: the result page's address says how to reach the payment again.
    const second = await openIn(browser, baseUrl, lang, resultPath);
    await second.page.getByText(t.elsewhere).first().waitFor();
    // Looked up again there: Settled, the payment, and the receipt.
    await second.page.goto(`${baseUrl}/portal/ticket/search`);
    await lookUp(second.page, lang, noticeNo, 'AB1234');
    await second.page.locator('.ticket-facts').getByText(t.settled).waitFor();
    await second.page.getByRole('button', { name: t.viewPaid }).click();
    await second.page.waitForURL(/\/portal\/ticket\/paid/);
    const facts = second.page.locator('.pay-payment-facts');
    await facts.getByText(t.visa, { exact: true }).waitFor();
    expect(await facts.textContent()).toContain(noticeNo);
    await expectPdfDownload(second.page, () => second.page.getByRole('button', { name: t.receipt }).click());
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});

describe('a page that comes back from the history reads the ticket again', () => {
  it('when the payer goes back twice after paying, then the pay page says it is paid and offers no payment', async () => {
    const t = { ...TEXT.en, ...MORE.en };
    const noticeNo = await issueTicket(baseUrl, '86300001', 'AB1234', hongKongDaysAgo(2));
    const { page, context } = await openIn(browser, baseUrl, 'en', '/ticket/search');
    await lookUp(page, 'en', noticeNo, 'AB1234');
    await payWith(page, 'en', t.visa, 'approve');
    await page.getByRole('heading', { name: t.success }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/portal\/ticket\/pay$/);
    await page.getByText(t.alreadyPaid).first().waitFor();
    expect(await page.getByRole('button', { name: t.cont }).count()).toBe(0);
    await page.getByRole('button', { name: t.viewPaid }).waitFor();
    await context.close();
  });
});

describe('the payer is told what happens next and may ask for a confirmation', () => {
  it('when a visitor asks for one by e-mail, then exactly one is sent, with the receipt details and no link', async () => {
    const t = { ...TEXT.en, ...MORE.en };
    const noticeNo = await issueTicket(baseUrl, '86400001', 'AB1234', hongKongDaysAgo(2));
    const { page, context } = await openIn(browser, baseUrl, 'en', '/ticket/search');
    await lookUp(page, 'en', noticeNo, 'AB1234');
    await page.getByRole('button', { name: t.payNow }).click();
    await page.waitForURL(/\/portal\/ticket\/pay$/);
    const contact = page.getByLabel(/confirmation/i);
    await contact.fill('not an address');
    await page.getByRole('radio', { name: 'Visa', exact: true }).check();
    await page.getByRole('button', { name: t.cont }).click();
    await page.getByText('Please enter an e-mail address or a Hong Kong mobile number.').waitFor();
    expect(page.url()).toMatch(/\/portal\/ticket\/pay$/);
    await contact.fill('payer.one@example.com');
    await startPaying(page, 'en', 'Visa');
    await page.locator('button[value="approve"]').click();
    await page.waitForURL(/\/portal\/ticket\/pay\/result\?orderNo=/, { timeout: 60_000 });
    await page.getByRole('heading', { name: t.success }).waitFor();
    const main = (await page.textContent('main')) ?? '';
    expect(main).toMatch(/status is updated at once/i);
    expect(main).toMatch(/nothing else to do/i);
    expect(main).toMatch(/p\*+com/);
    expect(main).not.toContain('payer.one@example.com');

    const sent = await settledOutbox('payer.one@example.com', noticeNo);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('EMAIL');
    expect(sent[0]!.body).toContain('HK$400.00');
    expect(sent[0]!.body).toContain('Visa');
    expect(sent[0]!.body).not.toMatch(/https?:|www\.|\/portal/);
    await context.close();
  });

  it('when a logged-in owner pays, then the registered contact gets one confirmation', async () => {
    const noticeNo = await issueTicket(baseUrl, '86400002', 'AB1234', hongKongDaysAgo(2));
    const { page, context } = await openLoggedIn(
      browser,
      baseUrl,
      `/ticket/pay?noticeNo=${encodeURIComponent(noticeNo)}`,
    );
    await payWith(page, 'en', 'FPS', 'approve');
    await page.getByRole('heading', { name: TEXT.en.success }).waitFor();
    // The same number also received the e-ticket itself when the ticket was issued: only the confirmation
    // of the payment ("payment received") is counted here.
    const sent = (await settledOutbox('91234567', noticeNo)).filter((m) =>
      m.body.includes('payment received'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('SMS');
    expect(sent[0]!.body).toContain('FPS');
    expect(sent[0]!.body).not.toMatch(/https?:|www\./);
    await context.close();
  });
});
