import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@eticket/domain/common/locale';
import { pageLanguage } from './page-language.ts';

/** What the web build rendered ahead (dist/prerendered/manifest.json): the languages and each page's file. */
interface PrerenderedManifest {
  locales: Locale[];
  pages: Record<string, string>;
}

function readManifest(webDistDir: string): PrerenderedManifest | null {
  const file = join(webDistDir, 'prerendered', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedManifest;
  return { locales: manifest.locales.filter(isLocale), pages: manifest.pages };
}

/** The web build's server bundle (apps/web/dist-ssr): it renders Home with the notices in force. */
interface HomeRenderer {
  renderHomeWithNotices(prerendered: string, locale: Locale, notices: unknown[]): Promise<string>;
}

async function loadHomeRenderer(webDistDir: string): Promise<HomeRenderer | null> {
  const bundle = join(webDistDir, '..', 'dist-ssr', 'render-page.mjs');
  if (!existsSync(bundle)) return null;
  return (await import(pathToFileURL(bundle).href)) as HomeRenderer;
}

/** A rendered page as sent: plain, and compressed once like the build's files. */
interface RenderedHome {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encoded(html: string): RenderedHome {
  const plain = Buffer.from(html);
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) };
}

/**
 * Home as the build rendered it has no notices. When some are in force, the server renders it with them,
 * so they are on the first paint instead of pushing the page down when they arrive (ADR 0023). The
 * rendered page is kept for each language and set of notices, compressed once.
 */
function homeWithNotices(
  renderer: HomeRenderer,
  webDistDir: string,
  noticesInForce: () => Promise<unknown[]>,
) {
  const rendered = new Map<string, Promise<RenderedHome>>();
  return async (prerenderedFile: string, locale: Locale): Promise<RenderedHome | null> => {
    const notices = await noticesInForce();
    if (!notices.length) return null;
    const key = `${locale} ${JSON.stringify(notices)}`;
    let page = rendered.get(key);
    if (!page) {
      if (rendered.size >= 12) rendered.clear();
      page = readFile(join(webDistDir, prerenderedFile), 'utf8').then((file) =>
        renderer.renderHomeWithNotices(file, locale, notices).then(encoded),
      );
      page.catch(() => rendered.delete(key));
      rendered.set(key, page);
    }
    return page;
  };
}

/**
 * The prerendered file for a page address in the visitor's language (ADR 0023), or null: the address is
 * not one of the prerendered pages, or carries a query other than `lang` (a tab, an id), which the HTML
 * rendered ahead does not show.
 */
function prerenderedFile(
  manifest: PrerenderedManifest | null,
  request: FastifyRequest,
): { file: string; page: string; locale: Locale } | null {
  if (!manifest) return null;
  const url = new URL(request.url, 'http://portal');
  const page = url.pathname.slice('/portal'.length).replace(/(.)\/$/, '$1') || '/';
  const file = Object.hasOwn(manifest.pages, page) ? manifest.pages[page] : undefined;
  if (!file || [...url.searchParams.keys()].some((key) => key !== 'lang')) return null;
  const locale = pageLanguage({
    cookie: request.headers.cookie,
    lang: url.searchParams.has('lang') ? url.searchParams.getAll('lang') : undefined,
    acceptLanguage: request.headers['accept-language'],
  });
  return manifest.locales.includes(locale) ? { file: `prerendered/${locale}/${file}`, page, locale } : null;
}

/**
 * Serves the built SPA under /portal/ and the static footer links at /json/link.json.
 * Returns the history-mode fallback for the not-found handler: any GET under /portal that is not a file
 * answers index.html, except missing assets, which stay 404 so a stale chunk is reported, not masked. The
 * first pages a visitor reaches answer their HTML rendered at build time, in the visitor's language.
 */
export async function registerWebClient(
  app: FastifyInstance,
  webDistDir: string,
  publicDir: string,
  /** The system notices in force (the content module's answer to POST home/list), for Home. */
  noticesInForce?: () => Promise<unknown[]>,
) {
  const indexFile = join(webDistDir, 'index.html');
  const built = existsSync(indexFile);
  const manifest = built ? readManifest(webDistDir) : null;
  const renderer = manifest ? await loadHomeRenderer(webDistDir) : null;
  const renderHome =
    renderer && noticesInForce ? homeWithNotices(renderer, webDistDir, noticesInForce) : null;

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

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    prerendered: ReturnType<typeof prerenderedFile>,
  ): Promise<void> {
    const home =
      prerendered?.page === '/' && renderHome ? await renderHome(prerendered.file, prerendered.locale) : null;
    if (home === null) {
      void reply.sendFile(prerendered?.file ?? 'index.html', resolve(webDistDir));
      return;
    }
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply.header('vary', `${String(reply.getHeader('vary') ?? '')}, accept-encoding`.replace(/^, /, ''));
    if (encoding) reply.header('content-encoding', encoding);
    void reply.send(encoding ? home[encoding] : home.plain);
  }

  return function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?')[0] ?? '';
    const underPortal = path === '/portal' || path.startsWith('/portal/');
    if (request.method !== 'GET' || !underPortal || path.startsWith('/portal/assets/')) return false;
    if (!built) {
      reply.status(503).type('text/plain').send('The web client is not built. Run: npm run build');
      return true;
    }
    const prerendered = prerenderedFile(manifest, request);
    // The same address answers in the language of the cookie, the query or the browser: caches keep them apart.
    if (prerendered) reply.header('vary', 'Cookie, Accept-Language');
    reply.header('cache-control', 'no-cache').type('text/html');
    // Never resolve a promise with the reply (it is a thenable): each such adoption leaves a 'close' listener
    // on the response, and with the file stream's own ones Node warns of a leak (MaxListenersExceededWarning).
    void sendPage(request, reply, prerendered).catch((error: unknown) => {
      request.log.error({ err: error }, 'the page could not be rendered with its notices');
      void reply.sendFile(prerendered?.file ?? 'index.html', resolve(webDistDir));
    });
    return true;
  };
}
