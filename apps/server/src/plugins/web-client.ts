import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built SPA under /portal/ and the static footer links at /json/link.json.
 * Returns the history-mode fallback for the not-found handler: any GET under /portal that is not a file
 * answers index.html, except missing assets, which stay 404 so a stale chunk is reported, not masked.
 */
export async function registerWebClient(app: FastifyInstance, webDistDir: string, publicDir: string) {
  const indexFile = join(webDistDir, 'index.html');
  const built = existsSync(indexFile);

  await app.register(fastifyStatic, {
    root: resolve(publicDir, 'json'),
    prefix: '/json/',
    decorateReply: false,
    maxAge: '5m',
  });
  if (built) {
    await app.register(fastifyStatic, {
      root: resolve(webDistDir),
      prefix: '/portal/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text file; the visitor's Accept-Encoding picks one.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed chunks never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.get('/', (_request, reply) => reply.redirect('/portal/', 302));
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/portal/favicon.svg', 301));

  return function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?')[0] ?? '';
    const underPortal = path === '/portal' || path.startsWith('/portal/');
    if (request.method !== 'GET' || !underPortal || path.startsWith('/portal/assets/')) return false;
    if (!built) {
      reply.status(503).type('text/plain').send('The web client is not built. Run: npm run build');
      return true;
    }
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', resolve(webDistDir));
    return true;
  };
}
