import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metrics } from './metrics.ts';

/** The error code of an answer, read from its envelope; kept per request for the response hook. */
const codes = new WeakMap<FastifyRequest, string>();
const CODE = /^\{"code":"([\w.-]{1,40})"/;

/**
 * Counts every answer by method, route pattern, status and error code, and times it. The route is the
 * pattern the router matched (`/rest/ticket/api/v1/publ/tickets/:noticeNo`), never the URL asked for;
 * requests no route matched count as `unmatched`. Registered first, so that it sees each answer's
 * envelope before compression does.
 */
export function registerHttpMetrics(app: FastifyInstance) {
  const answers = metrics.counter(
    'eticket_http_requests_total',
    'HTTP answers, by method, route pattern, status code and error code.',
    ['method', 'route', 'status_code', 'code'],
  );
  const duration = metrics.histogram(
    'eticket_http_request_duration_seconds',
    'Time to answer an HTTP request, by method and route pattern.',
    ['method', 'route'],
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const match = CODE.exec(payload);
      if (match?.[1]) codes.set(request, match[1]);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    answers.inc({ method, route, status_code: String(reply.statusCode), code: codes.get(request) ?? '' });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}
