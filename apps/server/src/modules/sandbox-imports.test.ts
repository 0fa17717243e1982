import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';

const MODULES = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(MODULES, '..');
const SANDBOX = join(SRC, 'sandbox');

// Issue 28: no module file imports a sandbox file (static or dynamic), and no table of the portal has a
// foreign key to the Transport Department's register (the sandbox's td_* tables). Both lists are empty and
// stay so: a module reaches an external system through its port, the adapter is chosen in src/adapters.ts,
// and the portal keeps the Department's identifiers as plain values. Tests are not scanned: they arrange and
// read the sandbox's records as the external system would hold them. eslint.config.js refuses the import too.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const tablesOf = (exports: Record<string, unknown>): PgTable[] =>
  Object.values(exports).filter((value): value is PgTable => is(value, PgTable));

/** The Department's register, as the sandbox stands in for it. */
const isRegister = (name: string) => name.startsWith('td_');

/** Every foreign key of these tables to a td_* table, as `table.column -> td_table.column`. */
function registerKeysOf(tables: readonly PgTable[]): string[] {
  return tables.flatMap((table) => {
    const { name, foreignKeys } = getTableConfig(table);
    return foreignKeys.flatMap((key) => {
      const { columns, foreignColumns, foreignTable } = key.reference();
      const target = getTableConfig(foreignTable).name;
      if (!isRegister(target)) return [];
      const from = columns.map((c) => c.name).join(',');
      const to = foreignColumns.map((c) => c.name).join(',');
      return [`${name}.${from} -> ${target}.${to}`];
    });
  });
}

/** What a file imports from src/sandbox, static or dynamic, as paths under src/. */
function sandboxImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(dirname(file), s))
    .filter((path) => path.startsWith(`${SANDBOX}/`))
    .map((path) => relative(SRC, path));
}

const found = Object.fromEntries(
  sourceFiles(MODULES)
    .map((file) => [relative(MODULES, file), sandboxImportsOf(file)] as const)
    .filter(([, imports]) => imports.length > 0),
);

describe('modules reach external systems through their ports', () => {
  it('when a module file is read, then none imports a sandbox file: the adapters are chosen in src/adapters.ts', () => {
    expect(found).toEqual({});
  });

  it('when the scan meets an import of the sandbox, then it sees it (the guard is not blind)', () => {
    expect(sandboxImportsOf(join(SRC, 'adapters.ts'))).toContain('sandbox/outbox/outbox.adapter.ts');
  });
});

describe("the portal's schema owns no foreign key to the Department's register", () => {
  // The sandbox's own tables (every *.table.ts under src/sandbox/): they may reference the register they
  // stand beside, as the external system's own records would.
  const sandboxTables = async () => {
    const files = sourceFiles(SANDBOX).filter((file) => file.endsWith('.table.ts'));
    const modules = await Promise.all(
      files.map((file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>),
    );
    return new Set(modules.flatMap(tablesOf));
  };

  it('when every table of db/schema.ts is read, then none outside the sandbox has a foreign key to a td_* table', async () => {
    const sandbox = await sandboxTables();
    const portal = tablesOf(schema).filter((table) => !sandbox.has(table));
    expect(portal.length).toBeGreaterThan(0);
    expect(portal.map((table) => getTableConfig(table).name).filter(isRegister)).toEqual([]);
    expect(registerKeysOf(portal)).toEqual([]);
  });

  it('when a sandbox table references the register, then the scan sees it (the guard is not blind)', async () => {
    const sandbox = await sandboxTables();
    expect(registerKeysOf([...sandbox])).toContain('sandbox_idp_requests.td_person_id -> td_persons.id');
  });
});
