/**
 * First-visit benchmark of the web client with Lighthouse 12 in Debian's Chromium. Run from the repository
 * root: `node --import tsx bench/lighthouse.ts`. See bench/README.md. Loopback only; bounded in time (hard
 * stop at 30 minutes). Not in CI: the scores move with the machine's load.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ROOT, startServer, type RunningServer } from '../e2e/support/server.ts';
import { noticeNoOf } from '../e2e/support/tickets.ts';
import { CHROMIUM, CHROMIUM_ARGS as E2E_CHROMIUM_ARGS } from '../e2e/support/chromium.ts';

const CHROMIUM_ARGS = ['--headless', ...E2E_CHROMIUM_ARGS];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A folder to keep each run's whole Lighthouse report (JSON) in, for a closer look. */
const REPORTS = process.env.BENCH_REPORTS;
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
const HARD_STOP_MS = 30 * 60_000;
/** A demo ticket that is unpaid (seeded by `npm start`'s demo data) and its vehicle. */
const DEMO_TICKET = { noticeNo: noticeNoOf('60000001'), vehicleNo: 'AB1234' };
/** The demo person whose quick login (demo mode only) the e2e journeys use. */
const DEMO_PERSON = { idNo: 'A1234563', name: 'CHAN Tai Man' };

type Preset = 'mobile' | 'desktop';

/** Lighthouse ran but could not record the page load (not a fault of the page). */
class LighthouseRunError extends Error {}

interface PageSpec {
  name: string;
  path: string;
  /** Puts the browser in the state a visitor of this page is in (a look-up done, logged in). */
  prepare?: (page: Page, baseUrl: string) => Promise<void>;
}

interface Result {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bytes: number;
  lcpElement: string;
  /** The script that kept the main thread busiest (Lighthouse's bootup-time), with its scripting time. */
  busiestScript: string;
}

/** Looks the demo ticket up through the form, as a visitor does (the browser solves the captcha). */
async function lookUp(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/portal/ticket/search`);
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.goto(`${baseUrl}/portal/ticket/search`);
  await page.locator('::-p-aria(Notice No.)').fill(DEMO_TICKET.noticeNo);
  await page.locator('::-p-aria(Vehicle No.)').fill(DEMO_TICKET.vehicleNo);
  await page.locator('::-p-text(not a robot)').click();
  await page.locator('::-p-text(Verified)').wait();
  await Promise.all([page.waitForNavigation(), page.locator('::-p-aria(Search[role="button"])').click()]);
  await page.locator('::-p-aria(Ticket details[role="heading"])').wait();
}

async function logIn(page: Page, baseUrl: string) {
  const res = await fetch(`${baseUrl}/rest/users/api/v1/publ/login/token-tmp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idNo: DEMO_PERSON.idNo }),
  });
  if (!res.ok) throw new Error(`the demo login answered ${res.status}`);
  const { data } = (await res.json()) as { data: { token: string; refreshToken: string } };
  await page.goto(`${baseUrl}/portal/`);
  // A string, not a function: the TypeScript loader's helpers do not exist in the page.
  const session = { token: data.token, refreshToken: data.refreshToken, name: DEMO_PERSON.name };
  await page.evaluate(`(() => {
    const s = ${JSON.stringify(session)};
    const now = Date.now();
    const save = (key, value) =>
      window.sessionStorage.setItem('eticket.' + key, JSON.stringify({ value, savedAt: now }));
    save('token', s.token);
    save('refreshToken', s.refreshToken);
    save('loginTime', now);
    save('actionTime', now);
    save('userInfo', { name: s.name, agentId: 0, roleType: 'O' });
    window.localStorage.setItem('language', 'en');
  })()`);
}

const PAGES: PageSpec[] = [
  { name: 'Home', path: '/portal/' },
  { name: 'Ticket search', path: '/portal/ticket/search' },
  { name: 'Ticket details (after a look-up)', path: '/portal/ticket/details', prepare: lookUp },
  { name: 'Pay (after a look-up)', path: '/portal/ticket/pay', prepare: lookUp },
  { name: 'My account (logged in)', path: '/portal/my-account', prepare: logIn },
];

async function measure(browser: Browser, baseUrl: string, spec: PageSpec, preset: Preset): Promise<Result> {
  // A fresh profile (incognito-like context) per run: no cache, no storage but what `prepare` puts there.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await spec.prepare?.(page, baseUrl);
    if (spec.prepare) {
      // The state stays (session and local storage), the files do not: the page's code downloads again.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(spec.prepare),
    };
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(`${baseUrl}${spec.path}`, flags, config, page);
    if (!result) throw new Error(`no Lighthouse result for ${spec.path}`);
    const { lhr } = result;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${preset}-${spec.name.split(' (')[0]!.toLowerCase().replaceAll(' ', '-')}-${Date.now()}.json`;
      writeFileSync(join(REPORTS, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`${spec.path}: ${lhr.runtimeError.code}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== spec.path) throw new Error(`${spec.path} ended on ${finalPath}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
    )?.items?.[0]?.items;
    const bootup = (
      lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined
    )?.items?.sort((a, b) => b.scripting - a.scripting)[0];
    return {
      busiestScript: bootup
        ? `${bootup.url.split('/').pop() || bootup.url} ${Math.round(bootup.scripting)} ms`
        : '',
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bytes: audit('total-byte-weight'),
      lcpElement: lcpItems?.[0]?.node?.selector ?? '',
    };
  } finally {
    await context.close();
  }
}

/**
 * One measurement; a run that Lighthouse itself could not record (its trace lost the navigation start,
 * NO_NAVSTART, which happens on a starved machine) is measured once more, and said so.
 */
async function measureOnce(browser: Browser, baseUrl: string, spec: PageSpec, preset: Preset) {
  try {
    return await measure(browser, baseUrl, spec, preset);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    console.error(`${preset} ${spec.name}: ${error.message}; measured again`);
    return measure(browser, baseUrl, spec, preset);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

function row(preset: Preset, name: string, runs: Result[]): string {
  const m = (key: keyof Omit<Result, 'lcpElement' | 'busiestScript'>) => median(runs.map((r) => r[key]));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    preset,
    name,
    `**${m('performance')}**`,
    seconds(m('fcp')),
    seconds(m('lcp')),
    `${Math.round(m('tbt'))} ms`,
    m('cls').toFixed(3),
    String(m('accessibility')),
    `${(m('bytes') / 1024).toFixed(0)} KiB`,
    `\`${runs.map((r) => r.lcpElement).find(Boolean) ?? ''}\``,
    runs.map((r) => r.busiestScript).join(', '),
  ].join(' | ');
}

async function main() {
  const stop = setTimeout(() => {
    console.error('hard stop: the benchmark ran past 30 minutes');
    process.exit(2);
  }, HARD_STOP_MS);
  stop.unref();
  const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim().toLowerCase());
  const pages = only ? PAGES.filter((p) => only.some((o) => p.name.toLowerCase().startsWith(o))) : PAGES;
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'ignore' });
  }
  // startServer runs the compiled server (ADR 0054): built when missing or older than its sources.
  execFileSync('node', ['scripts/ensure-build.mjs', 'server'], { cwd: ROOT, stdio: 'ignore' });
  const startedAt = new Date();
  const load = `${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
  const lines: string[] = [];
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const profile = mkdtempSync(join(tmpdir(), 'eticket-lighthouse-'));
  try {
    server = await startServer({ LOG_LEVEL: 'error' });
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      userDataDir: profile,
      headless: true,
    });
    for (const preset of PRESETS) {
      for (const spec of pages) {
        const runs: Result[] = [];
        for (let i = 0; i < RUNS; i++) {
          runs.push(await measureOnce(browser, server.baseUrl, spec, preset));
          const r = runs.at(-1)!;
          console.error(
            `${preset} ${spec.name} run ${i + 1}: performance ${r.performance}, LCP ${Math.round(r.lcp)} ms, ` +
              `TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, a11y ${r.accessibility}, busiest ${r.busiestScript}`,
          );
        }
        lines.push(`| ${row(preset, spec.name, runs)} |`);
      }
    }
  } finally {
    // What was measured is printed even when a later page failed.
    if (lines.length) {
      console.log(
        `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, load average at the start ${load}, ${RUNS} runs per page, medians:\n`,
      );
      console.log(
        '| preset | page | performance | FCP | LCP | TBT | CLS | accessibility | bytes | LCP element | busiest script per run |',
      );
      console.log('|---|---|---|---|---|---|---|---|---|---|---|');
      for (const line of lines) console.log(line);
    }
    await browser?.close();
    await server?.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
