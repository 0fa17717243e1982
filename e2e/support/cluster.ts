import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  dropDatabase,
  freePort,
  INSTANCE_NAMES,
  startCluster,
  type Cluster,
  type InstanceName,
} from '../../deploy/cluster.ts';
import { E2E_ISSUER_TOKEN } from './server.ts';

/**
 * The cluster of `npm run cluster` (deploy/cluster.ts) for the journeys through the balancer: on free
 * ports, on a database of its own on the tests' PostgreSQL server (dropped when it stops) and the tests'
 * Redis, with the journeys' issuer token and request limits (as support/server.ts).
 */
export async function startJourneyCluster(): Promise<Cluster> {
  const database = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test');
  database.pathname = `/eticket_cluster_e2e_${randomBytes(4).toString('hex')}`;
  const cluster = await startCluster({
    databaseUrl: database.href,
    freshDatabase: true,
    redisUrl: process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379',
    balancerPort: await freePort(),
    statsPort: await freePort(),
    instancePorts: [await freePort(), await freePort()],
    metricsPorts: [await freePort(), await freePort()],
    env: {
      ISSUER_TOKEN: E2E_ISSUER_TOKEN,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOOKUP_RATE_PER_MINUTE: '1000',
    },
  });
  return {
    ...cluster,
    stop: async () => {
      await cluster.stop();
      await dropDatabase(database.href);
    },
  };
}

/** One answer the page got: what it asked, with which session, and which instance answered. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  servedBy: string | undefined;
  /** The request carried the session's access token. */
  withSession: boolean;
}

/**
 * Every answer the page gets from the portal and every request that got none. A request the page itself
 * abandoned (a navigation leaving the page cancels what it had in flight) is not a failure.
 */
export function recordTraffic(page: Page) {
  const answers: Answer[] = [];
  const failed: string[] = [];
  const pending = new Set<Promise<void>>();
  page.on('response', (response) => {
    const request = response.request();
    const recorded = request
      .headerValue('authorization')
      .then((authorization) => {
        answers.push({
          method: request.method(),
          url: response.url(),
          status: response.status(),
          servedBy: response.headers()['x-served-by'],
          withSession: Boolean(authorization),
        });
      })
      // An answer that arrives as the journey closes its page can no longer be read: the journey's
      // checks are over by then, so it is left out rather than failing the run after the fact.
      .catch(() => undefined);
    pending.add(recorded);
    void recorded.finally(() => pending.delete(recorded));
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.method()} ${request.url()}: ${error}`);
  });
  return {
    /** Every answer so far (once the ones being read are in). */
    async answers() {
      await Promise.all([...pending]);
      return answers;
    },
    failed,
    /** Answers with an error of the server or the balancer (5xx), and requests that got no answer. */
    async failures() {
      const errors = (await this.answers()).filter((a) => a.status >= 500);
      return [...errors.map((a) => `${a.status} ${a.method} ${a.url} (${a.servedBy})`), ...failed];
    },
  };
}

/** The instances that answered these, in name order. */
export function instancesOf(answers: readonly Answer[]): string[] {
  return [...new Set(answers.map((a) => a.servedBy ?? 'none'))].sort();
}

/**
 * HAProxy's request lines that show a failure: a 5xx answer, or a session ended on the server's side or
 * the balancer's (termination state beginning with S, P, I, R or D; C, a client that left, is the
 * browser's own doing, such as a navigation cancelling a call).
 */
export function failedBalancerLines(lines: readonly string[]): string[] {
  // … portal portal/portal1 0/0/0/6/6 200 588 - - ---- 1/1/0/0/0 0/0 "GET /x HTTP/1.1"
  const requestLine = / portal\/(\S+) \S+ (-?\d+) \S+ \S+ \S+ (\S{4}) /;
  return lines.filter((line) => {
    const found = requestLine.exec(line);
    if (!found) return false;
    const [, , status, termination] = found;
    return Number(status) >= 500 || /^[SPIRD]/.test(termination!);
  });
}

/** Answers whether the access token still opens the profile on each instance (asked directly, not balanced). */
export async function sessionAnswers(cluster: Cluster, token: string) {
  const statuses: Partial<Record<InstanceName, number>> = {};
  for (const name of INSTANCE_NAMES) {
    const res = await fetch(`${cluster.instances[name].url}/rest/users/api/v1/publ/users/user/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    });
    statuses[name] = res.status;
  }
  return statuses;
}

/** The access token the page keeps, as the web client stores it. */
export async function accessTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('eticket.token'));
  if (!stored) throw new Error('the page keeps no access token');
  return (JSON.parse(stored) as { value: string }).value;
}

/**
 * Other visitors asking the balancer all along, half of them writing (a quick login each), a request
 * every 20 ms each, or back to back while `rush` is on (the moments an instance stops: a request racing
 * a closing connection is what would fail). `stop` ends them and answers every failure they met.
 */
export function otherVisitors(baseUrl: string, count = 6) {
  let busy = true;
  let rushing = false;
  const failures: string[] = [];
  const calls = [
    () => fetch(`${baseUrl}/rest/param/api/v1/publ/param/EXPORT_MAX_DAYS`),
    () =>
      fetch(`${baseUrl}/rest/users/api/v1/publ/login/token-tmp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idNo: 'C3456785' }),
      }),
  ];
  const visitors = Array.from({ length: count }, async (_, i) => {
    const call = calls[i % calls.length]!;
    while (busy) {
      const failure = await call().then(
        async (res) => (await res.arrayBuffer(), res.ok ? null : `${res.status} ${res.url}`),
        (error: unknown) => `${String(error)}: ${String((error as { cause?: unknown }).cause ?? '')}`,
      );
      if (failure) failures.push(failure);
      if (!rushing) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    rush(on: boolean) {
      rushing = on;
    },
    async stop() {
      busy = false;
      await Promise.all(visitors);
      return failures;
    },
  };
}
