// The index of the architecture decision records, docs/adr/README.md: number, decision (each ADR's title
// states it) and status. `node scripts/adr-index.mjs` writes it; apps/server/test/docs-map.test.ts fails
// when it is out of date. An ADR's status is `accepted`, followed by the dates of its "## Later" sections
// (decisions added to it since), or `superseded by NNNN` when its text says so on a line of its own.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADR_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'docs/adr');
export const ADR_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

/** The index's text, from the ADR files as they are now. */
export function adrIndex(dir = ADR_DIR) {
  const rows = readdirSync(dir)
    .filter((name) => ADR_FILE.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const heading = text.split('\n', 1)[0];
      const title = heading.replace(/^#\s*\d{4}\.?\s*/, '').trim();
      const superseded = text.match(/^Superseded by (?:ADR )?(\d{4})/m);
      const later = [...text.matchAll(/^## Later\b.*\((\d{1,2} \w+ \d{4})\)/gm)].map((m) => m[1]);
      const status = superseded
        ? `superseded by ${superseded[1]}`
        : ['accepted', ...(later.length ? [`amended ${later.join(', ')}`] : [])].join('; ');
      return `| [${name.slice(0, 4)}](${name}) | ${title.replaceAll('|', '\\|')} | ${status} |`;
    });
  return [
    '# Architecture decision records',
    '',
    'Each record states a decision the specification leaves open, why, and what it costs. Its title is the',
    'decision in one line. A record is never rewritten: a later decision on the same subject is added to it',
    'under "## Later …" with its date, or made a new record that says `Superseded by NNNN` in the old one.',
    'This index is written by `node scripts/adr-index.mjs`; a test fails when it is out of date.',
    '',
    '| ADR | decision | status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(join(ADR_DIR, 'README.md'), adrIndex());
}
