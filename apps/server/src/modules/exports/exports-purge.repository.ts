import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Export files are kept 7 days, but one made just before a purge may list a purged ticket: the file of
 * any export whose period covers the offence day (ticket and fleet ticket exports) or payment day (payment
 * exports) of a purged ticket is dropped, as an export past its 7 days is. `days`: by export type.
 */
export async function dropExportFilesCovering(tx: Database, days: Record<string, readonly string[]>) {
  for (const [type, dates] of Object.entries(days)) {
    if (dates.length === 0) continue;
    const values = sql.join(
      [...new Set(dates)].map((d) => sql`(${d}::date)`),
      sql`, `,
    );
    await tx.execute(sql`
      update export_tasks set file = null
      where file is not null and type = ${type}
        and exists (select 1 from (values ${values}) as d(day) where d.day between from_date and to_date)`);
  }
}
