/**
 * After `vite build`: renders the first pages a visitor reaches (src/prerender/render-page.tsx) in each
 * language into dist/prerendered/<locale>/<path>.html, beside index.html and with its script and style
 * tags, plus a brotli and a gzip copy of each and a manifest the server reads (ADR 0023).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { LOCALES } from '@eticket/domain/common/locale';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(WEB, 'dist');
// Kept beside dist (not served): the server renders Home with the notices in force with it.
const BUNDLE = join(WEB, 'dist-ssr');
const OUT = join(DIST, 'prerendered');

type RenderModule = typeof import('../src/prerender/render-page.tsx');
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The scripts and stylesheets a module needs (itself and its static imports), by Vite's build manifest. */
function assetsOf(
  manifest: Manifest,
  key: string,
  found = { js: new Set<string>(), css: new Set<string>() },
) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: has the page moved?`);
  if (found.js.has(chunk.file)) return found;
  found.js.add(chunk.file);
  for (const css of chunk.css ?? []) found.css.add(css);
  for (const imported of chunk.imports ?? []) assetsOf(manifest, imported, found);
  return found;
}

/**
 * Links for what the page needs beyond the entry: its stylesheets and, when `preload`, its code. A page
 * whose HTML shows its content does not preload its code: fetched before the first paint, it would
 * compete with it on a slow connection; the entry asks for it as soon as it runs (ADR 0041).
 */
function pageLinks(manifest: Manifest, template: string, keys: string[], preload: boolean): string {
  const found = { js: new Set<string>(), css: new Set<string>() };
  for (const key of keys) assetsOf(manifest, key, found);
  const missing = (file: string) => !template.includes(`/portal/${file}"`);
  return [
    ...[...found.css]
      .filter(missing)
      .map((file) => `<link rel="stylesheet" crossorigin href="/portal/${file}">`),
    ...(preload ? [...found.js] : [])
      .filter(missing)
      .map((file) => `<link rel="modulepreload" crossorigin href="/portal/${file}">`),
  ].join('');
}

/**
 * A prerendered page paints from its HTML and stylesheets alone: its scripts (which hydrate it, and on the
 * ticket's details draw the facts) are fetched at low priority, so that on a slow connection they do not
 * hold back its first paint (ADR 0041).
 */
function lowPriorityScripts(html: string): string {
  return html
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    )
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
}

/**
 * The page's stylesheets written into its HTML, so that it paints as soon as it arrives rather than after
 * one more round trip (ADR 0041). Each keeps its `<link>`, `disabled` (the browser does not fetch it): the
 * build's runtime sees the stylesheet is there and does not add it again when a later page needs it.
 */
function inlineStyles(html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/portal\/(assets\/[^"]+\.css)">/g,
    (link: string, file: string) => {
      const css = readFileSync(join(DIST, file), 'utf8');
      if (css.includes('</')) throw new Error(`${file} cannot be written into a <style> element`);
      return `<style>${css}</style>${link.replace('>', ' disabled>')}`;
    },
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file a path is written to: `/` is index.html, `/ticket/search` is ticket/search.html. */
const fileOf = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;

function replaceOnce(html: string, search: string, replacement: string): string {
  if (!html.includes(search)) throw new Error(`index.html no longer contains ${search}`);
  return html.replace(search, () => replacement);
}

function write(file: string, body: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

async function main() {
  // The same app, bundled for Node (every dependency inside, CSS left to the browser build).
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    ssr: { noExternal: true },
    // React's and antd's production code (and antd's production class names, which the browser's render
    // must match) wherever the bundle runs, the server included.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: BUNDLE,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  const { PRERENDERED_PAGES, renderPage, markedParts } = (await import(
    pathToFileURL(join(BUNDLE, 'render-page.mjs')).href
  )) as RenderModule;

  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const ANTD_LOCALES = { 'zh-hk': 'zh_HK', 'zh-cn': 'zh_CN' } as Record<string, string>;
  rmSync(OUT, { recursive: true, force: true });
  for (const locale of LOCALES) {
    for (const prerendered of PRERENDERED_PAGES) {
      const { path, module, namespace } = prerendered;
      const page = await renderPage(path, locale);
      const marked = markedParts(page, locale, path);
      const antdLocale = ANTD_LOCALES[locale];
      const links = pageLinks(
        manifest,
        template,
        [
          // Every page but Home waits for the route table before it renders (ADR 0039), and most render in
          // the widget theme, which they load beside their own code: fetched with the page when preloaded.
          ...(path === '/' ? [] : ['src/app/page-routes.ts']),
          ...('plain' in prerendered ? [] : ['src/app/widget-theme.tsx']),
          module,
          `src/features/${namespace}/locales/${locale}.json`,
          // antd's texts are a chunk of their own unless the build put them into a shared one.
          ...(antdLocale ? [`../../node_modules/antd/es/locale/${antdLocale}.js`] : []).filter(
            (key) => key in manifest,
          ),
        ],
        'drawnByScript' in prerendered,
      );
      let html = replaceOnce(template, '<html lang="en"', `<html lang="${page.htmlLang}"`);
      html = replaceOnce(
        html,
        /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '<title>',
        `<title>${escapeHtml(page.title)}</title>`,
      );
      html = replaceOnce(html, '</head>', `${links}${marked.styles}</head>`);
      html = replaceOnce(html, '<div id="root"></div>', marked.root);
      html = inlineStyles(lowPriorityScripts(html));
      write(join(OUT, locale, fileOf(path)), html);
    }
  }
  writeFileSync(
    join(OUT, 'manifest.json'),
    `${JSON.stringify({ locales: LOCALES, pages: Object.fromEntries(PRERENDERED_PAGES.map(({ path }) => [path, fileOf(path)])) }, null, 2)}\n`,
  );
  console.info(
    `prerendered ${PRERENDERED_PAGES.length} pages in ${LOCALES.length} languages into dist/prerendered`,
  );
}

await main();
