import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Cluster } from '../../deploy/cluster.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  accessTokenOf,
  failedBalancerLines,
  instancesOf,
  otherVisitors,
  recordTraffic,
  sessionAnswers,
  startJourneyCluster,
} from '../support/cluster.ts';
import { exportCsv } from '../support/exports.ts';
import { loginWithIamSmart, logOut } from '../support/iam-smart.ts';
import { MINUTE, openWithClock, SESSION_TEXT, timerDialogShows, tokenOf } from '../support/session-clock.ts';
import { lookUp, openIn, payWith, startPaying, TEXT } from '../support/ticket-journey.ts';
import { hongKongDaysAgo, issueTicket, openLoggedIn } from '../support/tickets.ts';

/**
 * The journeys that depend on state shared between instances, through HAProxy in front of two instances
 * on one PostgreSQL and Redis (deploy/, `npm run cluster`): round-robin, no stickiness, so one page's
 * requests alternate between the instances. Where a journey needs a step on a given instance, it takes
 * the other out of rotation through HAProxy's runtime API, as an operator would (`routeOnlyTo`).
 */
let cluster: Cluster;
let browser: Browser;
let url: string;
beforeAll(async () => {
  [cluster, browser] = await Promise.all([startJourneyCluster(), launchBrowser()]);
  url = cluster.balancer.url;
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
});

const NOTIFY = 'POST /rest/ticket/api/v1/publ/pay/notify ';
const VISA = 'Visa';

/** Waits until HAProxy has logged a request line containing `text`; answers the line. */
async function balancedLine(text: string, from = 0): Promise<string> {
  await expect
    .poll(() => cluster.balancer.log.slice(from).some((line) => line.includes(text)), { timeout: 30_000 })
    .toBe(true);
  return cluster.balancer.log.slice(from).find((line) => line.includes(text))!;
}

describe('a session through the balancer', () => {
  it('when the owner logs in with iAM Smart and moves around, then both instances answer his session and a logout ends it on both', async () => {
    const { page, context, errors } = await openIn(browser, url, 'en', '/');
    const traffic = recordTraffic(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The provider's page, its approval and the portal's callback each go to the next instance.
    await loginWithIamSmart(page, 'A1234563');
    for (const path of ['/my-account', '/ticket/list', '/my-account/payment-record', '/my-account']) {
      await page.goto(`${url}/portal${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByText('Logged in as CHAN TAI MAN').waitFor();
    }
    const withSession = (await traffic.answers()).filter((a) => a.withSession);
    expect(withSession.length).toBeGreaterThan(6);
    expect(instancesOf(withSession)).toEqual(['portal1', 'portal2']);
    expect(withSession.filter((a) => a.status >= 400)).toEqual([]);

    const token = await accessTokenOf(page);
    expect(await sessionAnswers(cluster, token)).toEqual({ portal1: 200, portal2: 200 });
    await logOut(page);
    expect(await sessionAnswers(cluster, token)).toEqual({ portal1: 401, portal2: 401 });
    expect(await traffic.failures()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a payment through the balancer', () => {
  it('when the gateway notifies one instance and the browser returns to the other, then the payment is settled once and shown', async () => {
    const noticeNo = await issueTicket(url, '88100001', 'AB1234', hongKongDaysAgo(3));
    const { page, context, errors } = await openIn(browser, url, 'en', '/ticket/search');
    const traffic = recordTraffic(page);
    await lookUp(page, 'en', noticeNo, 'AB1234');
    await startPaying(page, 'en', VISA);

    // Approved on portal1, which also receives the gateway's notification; the browser's return (the
    // approval's redirect) is answered only then, and followed to portal2. The approval is sent on the
    // page's behalf (route.fetch, with its body and headers) so that its answer can wait.
    await cluster.balancer.routeOnlyTo('portal1');
    const from = cluster.balancer.log.length;
    let notified = '';
    await page.route(/\/sandbox\/pay\//, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const approved = await route.fetch({ maxRedirects: 0 });
      notified = await balancedLine(NOTIFY, from).catch((error: unknown) => String(error));
      await cluster.balancer.routeOnlyTo('portal2');
      await route.fulfill({ response: approved });
    });
    await page.locator('button[value="approve"]').click();
    await page.waitForURL(/\/portal\/ticket\/pay\/result\?orderNo=/);
    await page.getByRole('heading', { name: TEXT.en.success }).waitFor();
    await page.unrouteAll();
    await cluster.balancer.routeOnlyTo();
    expect(notified).toContain(' portal/portal1 ');
    expect(notified).toMatch(/ 200 /);

    const answers = await traffic.answers();
    const approved = answers.filter((a) => a.method === 'POST' && a.url.includes('/sandbox/pay'));
    const returned = answers.filter((a) => a.url.includes('/portal/ticket/pay/waiting?'));
    expect(instancesOf(approved)).toEqual(['portal1']);
    expect(instancesOf(returned)).toEqual(['portal2']);
    // One notification was enough: the gateway did not have to send it again.
    expect(cluster.balancer.log.slice(from).filter((line) => line.includes(NOTIFY))).toHaveLength(1);
    expect(await traffic.failures()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an export through the balancer', () => {
  it('when an export is asked for on one instance, then its file is downloaded from the other', async () => {
    const noticeNo = await issueTicket(url, '88200001', 'CD5678', hongKongDaysAgo(1));
    const { page, context, errors } = await openLoggedIn(browser, url, '/ticket/list');
    const traffic = recordTraffic(page);
    await page.getByRole('table').waitFor();
    await cluster.balancer.routeOnlyTo('portal1');
    const download = await exportCsv(page, () => cluster.balancer.routeOnlyTo('portal2'));
    await cluster.balancer.routeOnlyTo();
    expect(await readFile((await download.path())!, 'utf8')).toContain(noticeNo);

    const answers = await traffic.answers();
    const asked = answers.filter((a) => a.method === 'POST' && /\/exports$/.test(a.url));
    const file = answers.filter((a) => /\/exports\/[^/]+\/file$/.test(a.url));
    expect(instancesOf(asked)).toEqual(['portal1']);
    expect(instancesOf(file)).toEqual(['portal2']);
    expect(await traffic.failures()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the session timers through the balancer', () => {
  it('when the reminder is answered and the portal then left 25 minutes, then the session is renewed and later ended on both instances', async () => {
    const { page, context } = await openWithClock(browser, url, '/my-account');
    const traffic = recordTraffic(page);
    await page.clock.fastForward(20 * MINUTE);
    const reminder = await timerDialogShows(page, SESSION_TEXT.idleAlert);
    const renewed = page.waitForResponse(
      (r) => r.url().includes('/login/refresh-token') && r.status() === 200,
    );
    await reminder.getByRole('button', { name: 'Continue' }).click();
    await renewed;
    const token = await accessTokenOf(page);
    expect(await sessionAnswers(cluster, token)).toEqual({ portal1: 200, portal2: 200 });

    await page.clock.fastForward(25 * MINUTE);
    await timerDialogShows(page, SESSION_TEXT.idleLogout);
    await page.waitForURL(/\/portal\/?\?timeout=Y$/);
    expect(await tokenOf(page)).toBeNull();
    expect(await sessionAnswers(cluster, token)).toEqual({ portal1: 401, portal2: 401 });
    expect(await traffic.failures()).toEqual([]);
    await context.close();
  });
});

describe('an instance restarted in the middle of a journey', () => {
  it('when portal1 is stopped with SIGTERM while the owner pays, and started again, then no request fails and the session holds on both', async () => {
    const { page, context, errors } = await openIn(browser, url, 'en', '/');
    const traffic = recordTraffic(page);
    const from = cluster.balancer.log.length;
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loginWithIamSmart(page, 'A1234563');
    const noticeNo = await issueTicket(url, '88300001', 'AB1234', hongKongDaysAgo(2));

    const visitors = otherVisitors(url);

    await page.goto(`${url}/portal/ticket/pay?noticeNo=${encodeURIComponent(noticeNo)}`);
    visitors.rush(true);
    const stopped = cluster.instances.portal1.stop('SIGTERM');
    await payWith(page, 'en', VISA, 'approve');
    await page.getByRole('heading', { name: TEXT.en.success }).waitFor();
    expect(await stopped).toBe(0);
    visitors.rush(false);
    await cluster.balancer.waitForState('portal1', 'DOWN');
    const whileDown = (await traffic.answers()).length;
    await page.goto(`${url}/portal/my-account/payment-record`);
    await page.getByText(noticeNo).first().waitFor();

    await cluster.instances.portal1.start();
    await cluster.balancer.waitForState('portal1', 'UP');
    for (const path of ['/ticket/list', '/my-account', '/my-account/payment-record']) {
      await page.goto(`${url}/portal${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.getByText(noticeNo).first().waitFor();
    const afterRestart = (await traffic.answers()).slice(whileDown).filter((a) => a.withSession);
    expect(instancesOf(afterRestart)).toEqual(['portal1', 'portal2']);
    expect(afterRestart.filter((a) => a.status >= 400)).toEqual([]);
    await logOut(page);
    const background = await visitors.stop();

    expect(await traffic.failures()).toEqual([]);
    expect(errors).toEqual([]);
    expect(background).toEqual([]);
    expect(failedBalancerLines(cluster.balancer.log.slice(from))).toEqual([]);
    await context.close();
  });
});
