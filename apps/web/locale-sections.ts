import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The sections of the common texts (src/locales/<lang>.json) that name pages: every area adds its page
 * titles and My account summaries there. They are needed only once the route table has loaded, so they
 * travel with it instead of with the entry chunk (ADR 0039).
 */
export const ROUTE_TEXT_SECTIONS = ['routes', 'routeSummaries'];

const REQUEST = /^(.*\.json)\?(route|shell)-texts$/;
const PREFIX = '\0eticket-locale-texts';

/**
 * `<lang>.json?route-texts` is the file's page-naming sections only, `<lang>.json?shell-texts` the rest;
 * the locale files stay one file per language for translators and tests.
 */
export function localeSections(): Plugin {
  return {
    name: 'eticket:locale-sections',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = REQUEST.exec(source);
      if (!match) return null;
      const [, path, part] = match;
      const file = path!.startsWith('.') && importer ? resolve(dirname(importer), path!) : path!;
      return `${PREFIX}?file=${encodeURIComponent(file)}&part=${part}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const query = new URLSearchParams(id.slice(id.indexOf('?') + 1));
      const file = query.get('file')!;
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const wanted = (key: string) => ROUTE_TEXT_SECTIONS.includes(key) === (query.get('part') === 'route');
      const kept = Object.fromEntries(Object.entries(texts).filter(([key]) => wanted(key)));
      return `export default ${JSON.stringify(kept)};`;
    },
  };
}
