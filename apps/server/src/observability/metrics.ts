import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The portal's metrics, in the Prometheus text format (prom-client). One registry per process: every
 * module adds its figures through `metrics.counter(...)`, `metrics.histogram(...)` and `metrics.gauge(...)`,
 * which return the same instrument for the same name, so a module may ask for it wherever it counts.
 *
 * Naming (https://prometheus.io/docs/practices/naming/): `eticket_` prefix, snake case, base units
 * (`_seconds`, `_bytes`), counters end in `_total`. Labels carry bounded, non-personal values only: route
 * patterns (never the raw URL), status and error codes, job kinds, channels, states, causes. Never a
 * notice no, vehicle no, HKID, phone, e-mail, user id or client address.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'eticket_' });

type Labels<N extends string> = readonly N[];

const instruments = new Map<string, Counter<string> | Histogram<string> | Gauge<string>>();

function once<T extends Counter<string> | Histogram<string> | Gauge<string>>(name: string, make: () => T): T {
  const known = instruments.get(name);
  if (known) return known as T;
  const made = make();
  instruments.set(name, made);
  return made;
}

/** Latency buckets for requests and settlement (seconds). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  counter<N extends string>(name: string, help: string, labelNames: Labels<N> = []): Counter<N> {
    return once(name, () => new Counter({ name, help, labelNames, registers: [registry] })) as Counter<N>;
  },
  histogram<N extends string>(
    name: string,
    help: string,
    labelNames: Labels<N> = [],
    buckets: number[] = LATENCY_BUCKETS,
  ): Histogram<N> {
    return once(
      name,
      () => new Histogram({ name, help, labelNames, buckets, registers: [registry] }),
    ) as Histogram<N>;
  },
  /** `collect` runs at each scrape (e.g. a count read from the database); it sets the gauge's values. */
  gauge<N extends string>(
    name: string,
    help: string,
    labelNames: Labels<N> = [],
    collect?: (gauge: Gauge<N>) => Promise<void> | void,
  ): Gauge<N> {
    return once(
      name,
      () =>
        new Gauge({
          name,
          help,
          labelNames,
          registers: [registry],
          ...(collect
            ? {
                async collect(this: Gauge<N>) {
                  await collect(this);
                },
              }
            : {}),
        }),
    ) as Gauge<N>;
  },
};

/** The text a scrape answers, and its content type. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

// ---- The figures modules report (one definition each, used where they happen) ----

/** Look-ups refused, by cause: rate_limit (route or per-notice cap), captcha, not_found. */
export const lookupRefusals = () =>
  metrics.counter('eticket_lookup_refusals_total', 'Ticket look-ups refused, by cause.', ['cause']);

/** Messages handed to a channel, by channel (sms, email, push, inbox) and outcome (sent, failed, refused). */
export const deliveries = () =>
  metrics.counter('eticket_deliveries_total', 'Message deliveries, by channel and outcome.', [
    'channel',
    'outcome',
  ]);

/** Jobs run, by kind and outcome (done, retry, failed). */
export const jobRuns = () =>
  metrics.counter('eticket_jobs_total', 'Background job attempts, by kind and outcome.', ['kind', 'outcome']);

/** Job attempts that failed, by kind and whether for good. */
export const jobFailures = () =>
  metrics.counter('eticket_job_failures_total', 'Failed background job attempts, by kind.', [
    'kind',
    'final',
  ]);

/** Payment orders closed, and the time from the order to its outcome. */
export const paymentSettlement = () =>
  metrics.histogram(
    'eticket_payment_settlement_seconds',
    'Time from a payment order to its final outcome, by outcome and channel.',
    ['outcome', 'channel'],
    [1, 5, 15, 30, 60, 120, 300, 900, 1800, 3600, 86_400],
  );

/** Database queries that failed (PostgreSQL driver), by SQLSTATE class or "connection". */
export const queryFailures = () =>
  metrics.counter('eticket_db_query_failures_total', 'Database queries that failed, by error class.', [
    'class',
  ]);

/** A bounded label for a database error: the SQLSTATE class (first two characters), or "connection". */
export function queryFailureClass(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code.slice(0, 2);
  return 'connection';
}
