import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The map a newcomer reads stays true: the ADR index, the ADRs the code cites, the server's module list. */
const ROOT = resolve(import.meta.dirname, '../../..');

describe('the map of the code', () => {
  it('when an ADR is added or amended, then docs/adr/README.md indexes it (node scripts/adr-index.mjs)', async () => {
    const { adrIndex } = (await import(pathToFileURL(join(ROOT, 'scripts/adr-index.mjs')).href)) as {
      adrIndex: () => string;
    };
    const index = readFileSync(join(ROOT, 'docs/adr/README.md'), 'utf8');
    expect(index).toBe(adrIndex());
    for (const name of readdirSync(join(ROOT, 'docs/adr')).filter((n) => /^\d{4}-/.test(n))) {
      expect(index).toContain(`(${name})`);
    }
  });

  it('when the code or a document cites an ADR, then that ADR exists', () => {
    const adrs = new Set(readdirSync(join(ROOT, 'docs/adr')).map((name) => name.slice(0, 4)));
    // Landed migrations are never edited (README), so what they cite is left as it landed.
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.md', '*.mjs', '*.js', '*.sh'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.startsWith('apps/server/drizzle/') && existsSync(join(ROOT, file)));
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, number] of text.matchAll(/(?:ADR[ -]?|docs\/adr\/|adr\/)(\d{4})\b/g)) {
        if (!adrs.has(number!)) missing.push(`${file} cites ADR ${number}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('when a module joins the app, then apps/server/README.md lists it in the same order', () => {
    const app = readFileSync(join(ROOT, 'apps/server/src/app.ts'), 'utf8');
    const list = app.slice(
      app.indexOf('export const MODULES'),
      app.indexOf('];', app.indexOf('export const MODULES')),
    );
    const modules = [...list.matchAll(/^\s+(\w+)Module,$/gm)].map(([, name]) => name);
    const readme = readFileSync(join(ROOT, 'apps/server/README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| module | what it holds |'));
    const listed = [...table.slice(0, table.indexOf('\n\n')).matchAll(/^\s+\| `(\w+)` \| /gm)].map(
      ([, name]) => name,
    );
    expect(modules.length).toBeGreaterThan(10);
    expect(listed).toEqual(modules);
  });
});
