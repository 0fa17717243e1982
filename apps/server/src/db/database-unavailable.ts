/**
 * Which failures mean "the database cannot be reached right now" rather than "this query is wrong"
 * (ADR "A database outage answers 503"). The first kind answers 503 and heals by itself when the database is
 * back; the second stays an unexpected error that someone must look at.
 */

/** Errors raised while opening a connection: whatever the cause, there was no database to talk to. */
const connectFailures = new WeakSet<object>();

export function markConnectFailure<T>(error: T): T {
  if (typeof error === 'object' && error !== null) connectFailures.add(error);
  return error;
}

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception, tested by prefix),
 * the server shutting down or restarting (57P01 admin, 57P02 crash, 57P03 cannot connect now),
 * and no connection slot left (53300).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a database that is down, moved or cut off. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg, its pool and PGlite say when there is no usable connection (they carry no code). */
const MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
]);

/** The error and its causes, outermost first (Drizzle wraps the driver's error as its cause). */
function* chain(error: unknown): Generator<object> {
  let current = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

function isOutage(error: object): boolean {
  if (connectFailures.has(error)) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || SQLSTATES.has(code) || SOCKET_CODES.has(code))) {
    return true;
  }
  return typeof message === 'string' && MESSAGES.has(message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) if (isOutage(link)) return true;
  return false;
}

/**
 * The driver's own code and message for the log: never the query or its parameters, which Drizzle's
 * wrapper carries and which may hold personal data.
 */
export function describeDatabaseFailure(error: unknown): { code?: string; reason: string } {
  let innermost: object | undefined;
  for (const link of chain(error)) innermost = link;
  const { code, message } = (innermost ?? {}) as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    reason: typeof message === 'string' ? message : String(error),
  };
}
