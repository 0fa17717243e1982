import { stdSerializers } from 'pino';
import { scrubText } from './redact.ts';

/**
 * Errors are the one place where request values reach the logs unasked: Drizzle writes a failed query's
 * parameters into its message (`Failed query: … params: A1234563,91234567`), PostgreSQL quotes the value it
 * could not read, and an error object may carry any property. So a logged error keeps only what an
 * operator needs to find the fault (type, message and stack without values, SQLSTATE and the like), and
 * every text of it is scrubbed.
 */

/** Properties kept as they are: codes and names, never values. */
const KEPT = [
  'code',
  'statusCode',
  'status',
  'errorName',
  'errno',
  'syscall',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;

const VALUE_TEXTS: Array<[RegExp, string]> = [
  // Drizzle's "params: " line where its exact text is not known (see withoutQueryParams): up to the
  // first stack frame, cause or end.
  [/(^|\n)params: (?!\[redacted\])[\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, '$1params: [redacted]'],
  // PostgreSQL quotes the value it refused: invalid input syntax for type integer: "A1234563".
  [/(for (?:type|encoding) [^:\n]+: )"[^"\n]*"/g, '$1"[redacted]"'],
  // And names the row it found: Key (id_no)=(A1234563) already exists.
  [/(Key \([^)\n]*\)=)\([^\n]*?\)(?= already exists| is not present| conflicts)/g, '$1([redacted])'],
];

/** A text of an error (message, stack, reason) without query values and personal data. */
export function redactErrorText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of VALUE_TEXTS) out = out.replace(pattern, replacement);
  return scrubText(out);
}

const isErrorLike = (value: unknown): value is Error & Record<string, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

function keptFields(error: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of KEPT) {
    const value = error[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** Drizzle's query errors write `params: ${params}` into their message: cut exactly that text out. */
function withoutQueryParams(text: string, error: Record<string, unknown>): string {
  let out = text;
  const seen = new Set<unknown>();
  for (let e: unknown = error; isErrorLike(e) && !seen.has(e); e = e.cause) {
    seen.add(e);
    if (Array.isArray(e.params) && typeof e.query === 'string' && e.params.length > 0) {
      out = out.split(`\nparams: ${String(e.params)}`).join('\nparams: [redacted]');
    }
  }
  return out;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The pino serializer of `err`: the standard shape (causes folded into message and stack), redacted. */
export function serializeError(error: unknown): SerializedError {
  if (!isErrorLike(error)) {
    return { type: typeof error, message: redactErrorText(String(error)), stack: '' };
  }
  const standard = stdSerializers.err(error);
  const cause = error.cause;
  return {
    type: standard.type,
    message: redactErrorText(withoutQueryParams(standard.message, error)),
    stack: redactErrorText(withoutQueryParams(standard.stack ?? '', error)),
    ...keptFields(error),
    // The SQL text carries placeholders, not values; scrubbed in case a value was inlined.
    ...(typeof error.query === 'string' ? { query: redactErrorText(error.query) } : {}),
    ...(isErrorLike(cause) ? { cause: { type: cause.name, ...keptFields(cause) } } : {}),
  };
}
