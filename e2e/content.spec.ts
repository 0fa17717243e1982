import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, WIDTHS } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What each language shows for the same seeded content. */
const LANGUAGES = [
  {
    locale: 'en',
    homeHeading: 'Electronic traffic tickets',
    notification: 'Beware of fake traffic-ticket messages',
    newestNews: 'Scheduled system maintenance on 6 December 2026',
    loginQuestion: 'How do I log in?',
    loginAnswer: 'police digital services logon',
    searchLabel: 'Search offences by code or words',
    parking04: 'Parked outside an authorised parking place',
  },
  {
    locale: 'zh-hk',
    homeHeading: '電子交通告票',
    notification: '慎防偽冒交通告票訊息',
    newestNews: '2026年12月6日系統維護',
    loginQuestion: '我應如何登入？',
    loginAnswer: '警方數碼服務登入',
    searchLabel: '以代碼或字詞搜尋違例事項',
    parking04: '在認可泊車處以外停泊車輛',
  },
] as const;

/** A page in a language chosen the way a returning visitor's is: the stored 'language' key. */
async function open(locale: string, path: string, width: number = WIDTHS.pc) {
  const opened = await openPage(browser, width);
  await opened.context.addInitScript((lang) => window.localStorage.setItem('language', lang), locale);
  await opened.page.goto(`${baseUrl}/portal${path}`);
  return opened;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.each(LANGUAGES)('content pages in $locale', (lang) => {
  it('when Home is opened, then it shows the anti-fraud facts, a seeded notification and the entry points', async () => {
    const { page, context, errors } = await open(lang.locale, '/');
    await page.getByRole('heading', { level: 1, name: lang.homeHeading }).waitFor();
    await page.getByText(lang.notification).waitFor();
    for (const fact of ['#HKPF-eTT', '.gov.hk', '18222', '181 181']) {
      expect(await page.getByText(fact, { exact: true }).count(), fact).toBeGreaterThan(0);
    }
    expect(await page.locator('a[href="/portal/ticket/search"]').count()).toBeGreaterThan(0);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when a news item is chosen from the list, then its detail opens with the id in the query', async () => {
    const { page, context } = await open(lang.locale, '/home/news');
    const link = page.getByRole('link', { name: lang.newestNews });
    await link.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL(/\/portal\/home\/news\/detail\?id=news-2026-11-16-maintenance$/);
    await page.getByRole('heading', { level: 1, name: lang.newestNews }).waitFor();
    expect(await page.locator('article p').count()).toBeGreaterThan(2);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('when /resources?selectedTab=faq&faqIndex=1 is opened, then the login FAQ is open and focused', async () => {
    const { page, context } = await open(lang.locale, '/resources?selectedTab=faq&faqIndex=1');
    const question = page.getByRole('button', { name: lang.loginQuestion });
    await question.waitFor();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    const answer = page.getByRole('region', { name: lang.loginQuestion });
    await answer.waitFor();
    expect(await answer.textContent()).toContain(lang.loginAnswer);
    expect(await answer.textContent()).toContain(lang.locale === 'en' ? 'iAM Smart' : '智方便');
    await expect.poll(() => question.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('when an offence is searched on ticket information, then it shows with its 2026 amount', async () => {
    const { page, context } = await open(lang.locale, '/ticket-information');
    const search = page.getByLabel(lang.searchLabel);
    await search.waitFor();
    await page.getByText(lang.parking04).first().waitFor();
    await search.fill('04');
    const row = page.getByRole('row').filter({ hasText: lang.parking04 });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('HK$400.00');
    expect(await row.getByRole('cell').first().textContent()).toBe('4');
    expect(page.url()).toContain('q=04');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('content pages by keyboard, at every width, with axe', () => {
  it('when a FAQ question is reached by Tab and Space is pressed, then its answer opens', async () => {
    const { page, context } = await open('en', '/resources?selectedTab=faq');
    const first = page.getByRole('button', { name: 'What is an electronic traffic ticket (e-ticket)?' });
    await first.waitFor();
    await first.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('when the teaching videos tab is chosen, then the described videos show and the query follows', async () => {
    const { page, context } = await open('en', '/resources?selectedTab=faq');
    await page.getByRole('tab', { name: 'Teaching videos' }).click();
    await page.waitForURL(/selectedTab=videos/);
    await page.getByRole('heading', { name: 'Verify and pay a ticket without logging in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('when a news id does not exist, then the page says so and offers a way back', async () => {
    const { page, context, errors } = await open('en', '/home/news/detail?id=news-no-such-item');
    await page.getByRole('heading', { level: 1, name: 'News item not found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });

  const PAGES = [
    '/',
    '/home/news',
    '/home/news/detail?id=news-2025-12-01-penalties-2026',
    '/about-us',
    '/resources?selectedTab=faq&faqIndex=1',
    '/resources?selectedTab=videos',
    '/ticket-information',
    '/home/site-map',
    '/home/notice',
    '/home/privacy-policy',
    '/cookies',
    '/fraud-prevention-tips',
  ];
  const widths = Object.entries(WIDTHS);

  // A page the accessibility sweep walks (a route without a query) is judged by axe there, at every
  // width; here, opened directly, its first paint is checked for one h1 and no overflow. A page with a
  // query (a tab, a news item) is not in the sweep: axe judges it here.
  it.each(PAGES)(
    'when %s is shown at 390, 900 and 1280 px, then it has one h1, no overflow and no axe violation',
    async (path) => {
      const swept = !path.includes('?');
      for (const [name, width] of widths) {
        const { page, context } = await open('en', path, width);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.locator('h1').count(), `${path} at ${name}`).toBe(1);
        await expectNoHorizontalScroll(page);
        if (!swept) expect(await axeViolations(page), `${path} at ${name}`).toEqual([]);
        await context.close();
      }
    },
  );

  it('when the site map is opened, then it links to every content page', async () => {
    const { page, context } = await open('en', '/home/site-map');
    await page.locator('h1').waitFor();
    const hrefs = await page
      .locator('main a, .page-body a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.some((href) => href === '/portal' || href === '/portal/')).toBe(true);
    for (const path of [
      '/home/news',
      '/about-us',
      '/ticket-information',
      '/resources?selectedTab=faq',
      '/resources?selectedTab=videos',
      '/home/notice',
      '/home/privacy-policy',
      '/cookies',
      '/fraud-prevention-tips',
      '/ticket/search',
    ]) {
      expect(hrefs, path).toContain(`/portal${path}`);
    }
    await context.close();
  });
});
