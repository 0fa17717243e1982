import { Server } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { describeDatabaseFailure, isDatabaseUnavailable } from './db/database-unavailable.ts';
import { prepareDatabase } from './db/startup.ts';
import { buildApp } from './app.ts';
import { startJobWorker } from './modules/jobs/jobs.worker.ts';
import { startMetricsListener } from './observability/metrics-listener.ts';
import { announceStopping } from './modules/health/health.routes.ts';

const started = performance.now();
/** The most a shutdown takes (docs/operations.md): below a platform's usual 30 s grace before SIGKILL. */
const SHUTDOWN_BOUND_SECONDS = 25;
/** How long connections accepted before the signal have to send their request. */
const SHUTDOWN_DRAIN_MS = 250;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await prepareDatabase(database, { seedDemo: config.seedDemo, config });
  const app = await buildApp(config, database);
  database.onConnectionLost((error) =>
    app.log.warn(
      { database: describeDatabaseFailure(error) },
      'database connection lost; the next call opens a new one',
    ),
  );
  // Node ends the process on a rejection nobody handled. One instance losing its database must not take
  // every request down with it, so an outage is a warning; anything else is a bug, logged as an error
  // (with its stack) for someone to fix, and the process serves on.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      app.log.warn(
        { database: describeDatabaseFailure(reason) },
        'unhandled rejection: database unavailable',
      );
    } else {
      app.log.error({ err: reason }, 'unhandled rejection');
    }
  });

  // Started once the server listens (the jobs call this server's own gateway and notify addresses).
  const jobs: { worker?: ReturnType<typeof startJobWorker> } = {};
  const listeners: { metrics?: Awaited<ReturnType<typeof startMetricsListener>> } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(
      { signal, boundSeconds: SHUTDOWN_BOUND_SECONDS, delaySeconds: config.shutdownDelaySeconds },
      'shutting down',
    );
    // Whatever hangs (a request that never ends, an unreachable database), the process ends within the
    // bound; a job cut short keeps its lease, which lapses and lets another instance retry it.
    setTimeout(() => {
      app.log.error({ boundSeconds: SHUTDOWN_BOUND_SECONDS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_BOUND_SECONDS * 1000).unref();
    // Stop taking jobs at once; let the requests in flight and the running job finish (its outcome
    // written, so its lease is released), then release the database.
    const stopped = jobs.worker?.stop();
    if (config.shutdownDelaySeconds > 0) {
      // Not ready any more, but serving on: the load balancer's checks take the instance out of rotation
      // before it stops listening, so no request is sent to a connection about to close.
      announceStopping(app.server);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
    }
    // Then stop listening only: connections the kernel had already accepted send their requests, which
    // are served, instead of being reset as idle. After the short drain, close() ends the idle ones.
    Server.prototype.close.call(app.server);
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
    await Promise.all([stopped, app.close()]);
    await listeners.metrics?.close();
    await database.close();
    app.log.info({ signal }, 'shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  // Background jobs (payment notifications and reconciliation, exports, housekeeping) on every instance.
  jobs.worker = startJobWorker(database.db, app.jobHandlers, { log: app.log });
  if (config.metrics.enabled) {
    // Metrics are not worth an outage: a port already taken is an alert, and the portal serves on.
    listeners.metrics = await startMetricsListener(config.metrics).catch((error: unknown) => {
      app.log.error(
        { err: error, alert: true, port: config.metrics.port },
        'metrics listener could not start (METRICS_PORT taken?); serving without metrics',
      );
      return undefined;
    });
  }
  const ms = Math.round(performance.now() - started);
  const url = address.replace('0.0.0.0', '127.0.0.1');
  console.log(`\ne-Ticket portal (${config.mode} mode, ${database.kind} database) ready in ${ms} ms`);
  console.log(`  Portal:    ${url}/portal/`);
  if (config.apiDocsEnabled) console.log(`  API docs:  ${url}/rest/docs`);
  if (listeners.metrics) console.log(`  Metrics:   ${listeners.metrics.url}`);
  if (config.mode === 'demo') {
    console.log(
      `  Demo data: ${seeded.inserted ? 'seeded now' : 'already present'}; demo logins are listed in README.md ("Demo data")`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('The portal could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
