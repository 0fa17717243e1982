import type { FastifyServerOptions } from 'fastify';
import { REDACT_PATHS, scrubText } from './redact.ts';

/** pino options: request ids, redaction by path and by content. */
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
    },
    hooks: {
      // Free-text messages may quote user input; scrub them too.
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}
