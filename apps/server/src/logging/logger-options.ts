import type { FastifyServerOptions } from 'fastify';
import { REDACT_PATHS, scrubText } from './redact.ts';
import { redactErrorText, serializeError } from './error-serializer.ts';

const isError = (value: unknown): value is Error => value instanceof Error;

/**
 * Fields that carry the portal's own reference numbers, never personal data, which operators need as
 * they are in an alert: an order no or a notice serial can look like an identity or phone number.
 */
const REFERENCE_FIELDS = new Set(['orderNo', 'noticeNo', 'noticeSerial', 'transactionNo', 'exportId']);

/**
 * The arguments of one log call, with every text they carry redacted: message strings, the top-level
 * strings of the logged object (a job's `reason`), and the message pino would otherwise take from an
 * error as it is (`log.error(err)`, `log.error({ err })` without a message).
 */
function redactArguments(args: unknown[]): unknown[] {
  const out = args.map((arg) => (typeof arg === 'string' ? redactErrorText(arg) : arg));
  const [first] = out;
  if (first && typeof first === 'object' && !isError(first) && !Array.isArray(first)) {
    const entries = Object.entries(first);
    if (entries.some(([, value]) => typeof value === 'string')) {
      out[0] = Object.fromEntries(
        entries.map(([key, value]) => [
          key,
          typeof value === 'string' && !REFERENCE_FIELDS.has(key) ? redactErrorText(value) : value,
        ]),
      );
    }
  }
  const error = isError(first) ? first : (first as { err?: unknown } | undefined)?.err;
  if (isError(error) && typeof out[1] !== 'string') {
    out.splice(1, 0, serializeError(error).message);
  }
  return out;
}

/** pino options: request ids, redaction by path and by content, errors without values. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(req) {
        return { method: req.method, url: scrubText(req.url), remoteAddress: req.ip };
      },
      res(res) {
        return { statusCode: res.statusCode };
      },
      err: serializeError,
    },
    hooks: {
      // Free-text messages may quote user input; scrub them too.
      logMethod(args, method) {
        method.apply(this, redactArguments(args) as Parameters<typeof method>);
      },
    },
  };
}
