import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pgliteExtensions, type DatabaseHandle } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** The embedded database's folder under DATA_DIR (as openDatabase uses it). */
export const embeddedDir = (dataDir: string) => resolve(join(dataDir, 'pglite'));

/** Writes a consistent dump of an open embedded database (gzipped tar of its data folder) to `file`. */
export async function backupEmbedded(handle: DatabaseHandle, file: string): Promise<number> {
  if (!handle.dumpDataDir) throw new Error('Only the embedded database is backed up this way; use pg_dump.');
  const dump = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(file, dump);
  return dump.length;
}

/**
 * Replaces the embedded database under `dataDir` by the dump in `file`. Refused while a server holds the
 * folder (its lock). The folder it replaces is kept beside it as `pglite.before-restore-<time>`.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ keptAs?: string }> {
  const dir = embeddedDir(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const release = lockDataDir(dir);
  try {
    const dump = readFileSync(file);
    let keptAs: string | undefined;
    if (existsSync(dir)) {
      keptAs = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAs);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite(dir, { loadDataDir: new Blob([dump]), extensions: await pgliteExtensions() });
    await client.waitReady;
    await client.query('select 1');
    await client.close();
    return keptAs ? { keptAs } : {};
  } finally {
    release();
  }
}
