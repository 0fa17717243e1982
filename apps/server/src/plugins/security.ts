import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a Content Security Policy the SPA runs under: scripts only from our origin;
 * inline styles allowed because antd writes its styles at run time; workers from our origin or a blob
 * (the QR code scanner's decoder); no framing (anti-clickjacking,
 * since crooks imitate the portal).
 */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      // The QR code scanner's decoder (qr-scanner) runs in a worker it starts from its own bundled code
      // as a blob: URL; workers from anywhere else stay refused.
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
};

/**
 * The headers helmet sets for these options, worked out once. They depend on the options only, never on
 * the request, and building them per request (the Fastify plugin parses the whole CSP every time) cost
 * about a tenth of the ticket look-up's server time (bench/README.md).
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * The headers of a JSON or file answer of the API, which no browser renders as a page (OWASP's REST
 * security advice): nothing may load or frame it, it is not sniffed as another type, and other sites may
 * not read it. The page-only headers (the SPA's CSP, isolation, prefetch, the old XSS filter) would only
 * add bytes to every answer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** The API's answers; its documentation (/rest/docs) is a page (Swagger UI sets its own CSP there). */
const isApiAnswer = (url: string) => url.startsWith('/rest/') && !url.startsWith('/rest/docs');

/**
 * Sets the security headers on every answer, pages, APIs and errors alike, before routing: the page set
 * for the web client and the API documentation, the API set for the API's answers. They go with the reply's own
 * headers, so Node checks and writes them once with the status line.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const pageHeaders = securityHeadersOf(SECURITY_HEADER_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
}
