import { afterEach, inject } from 'vitest';
import { describeOpenPages } from './browser.ts';

/**
 * Runs before each spec file, in its worker: `inject('baseUrl')` and `inject('metricsUrl')` name the
 * server of this worker (VITEST_POOL_ID, 1 to the number of workers). A worker runs its files one after
 * another on its own server, as the whole run did when it had one worker, so a journey never meets
 * another journey's data half-made (the unread count of a demo owner, a vehicle being transferred).
 *
 * vitest provides one value per key for the whole run; the worker's own value is written into the
 * worker's copy of the provided context. If vitest changes where it keeps that copy, this fails loudly.
 */
const servers = inject('servers');
const worker = Number(process.env.VITEST_POOL_ID ?? 1);
const server = servers[(worker - 1) % servers.length]!;
const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } })
  .__vitest_worker__;
if (!state?.providedContext)
  throw new Error('vitest keeps the provided context elsewhere: see worker-server.ts');
state.providedContext.baseUrl = server.baseUrl;
state.providedContext.metricsUrl = server.metricsUrl;

// A journey that fails prints what its pages showed at that moment (support/browser.ts).
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const described = await describeOpenPages();
  if (described) console.error(`What the pages showed when "${task.name}" failed:\n${described}`);
});
