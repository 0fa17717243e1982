import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { openDatabase } from './database.ts';
import { prepareDatabase } from './startup.ts';
import { testConfig } from '../../test/test-config.ts';

// These open embedded databases in folders of their own, whatever database the run is on: the file needs
// no `.pglite` name to run on PGlite, and runs once (ADR 0017).

/** A cluster set up from nothing takes about 10 s on a busy 2-core machine; each test makes one. */
const COLD_START_MS = 120_000;

describe('the embedded database', () => {
  it(
    'when the server is restarted on the same data folder, then the data is still there and not seeded again',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'eticket-data-'));
      const first = await openDatabase({ dataDir });
      expect(await prepareDatabase(first, { seedDemo: true, config: testConfig() })).toEqual({
        inserted: true,
      });
      const seeded = await first.db.select({ n: count() }).from(tickets);
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await prepareDatabase(second, { seedDemo: true, config: testConfig() })).toEqual({
        inserted: false,
      });
      expect(await second.db.select({ n: count() }).from(tickets)).toEqual(seeded);
      await second.close();
    },
    COLD_START_MS,
  );
});

describe('the embedded data folder', () => {
  it(
    'when a second server opens a folder already in use, then it refuses with a clear message',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'eticket-lock-'));
      const first = await openDatabase({ dataDir });
      await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
      await first.close();
      const again = await openDatabase({ dataDir });
      await again.close();
    },
    COLD_START_MS,
  );
});
