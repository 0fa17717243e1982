import { and, count, gte, lt, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { lookupProbes } from './indicators.table.ts';

/** Records a slot's try; a second try in the same slot (another instance) counts if either answered. */
export async function recordProbe(db: Database, slot: Date, ok: boolean, tookMs: number) {
  await db
    .insert(lookupProbes)
    .values({ slot, ok, tookMs })
    .onConflictDoUpdate({
      target: lookupProbes.slot,
      set: {
        ok: sql`${lookupProbes.ok} or excluded.ok`,
        tookMs: sql`least(${lookupProbes.tookMs}, excluded.took_ms)`,
      },
    });
}

/**
 * Of the slots from `since` to `current`: the first tried, how many answered, and whether `current` (the
 * slot under way) was tried yet.
 */
export async function probesBetween(db: Database, since: Date, current: Date) {
  const [row] = await db
    .select({
      first: min(lookupProbes.slot),
      available: sql<number>`(count(*) filter (where ${lookupProbes.ok}))::int`,
      currentTried: sql<number>`(count(*) filter (where ${lookupProbes.slot} = ${current}))::int`,
    })
    .from(lookupProbes)
    .where(and(gte(lookupProbes.slot, since), lte(lookupProbes.slot, current)));
  return {
    first: row?.first ?? null,
    available: row?.available ?? 0,
    currentTried: (row?.currentTried ?? 0) > 0,
  };
}

export async function dropProbesBefore(db: Database, before: Date) {
  await db.delete(lookupProbes).where(lt(lookupProbes.slot, before));
}

/** Adds the slots given that have no row yet (the demo's history). */
export async function addMissingProbes(db: Database, rows: { slot: Date; ok: boolean; tookMs: number }[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(lookupProbes)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

export async function probeCount(db: Database) {
  const [row] = await db.select({ n: count() }).from(lookupProbes);
  return row?.n ?? 0;
}
