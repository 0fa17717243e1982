import pg from 'pg';
import { and, eq, sql, type Column } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { offences } from '../params/params.table.ts';
import { tickets } from './tickets.table.ts';

/**
 * The visitor's look-up statement, the portal's hottest query. The one speed measure kept on the look-up
 * path (ADR "Look-up statement on the pg pool"): on PostgreSQL it runs Drizzle's own SQL and Drizzle's own
 * column mapping as one named prepared statement straight on the pg pool, because Drizzle's generic
 * execution path (tracing wrappers, the query cache check, per-column entity checks and new type-parser
 * closures per query) cost about a tenth of the look-up's server CPU. On PGlite it is Drizzle's prepared
 * statement as it is. Both give exactly the rows of Drizzle's select (tickets.repository.test.ts).
 */
export function prepareLookupStatement<Row>(
  db: Database,
  selection: Record<string, Record<string, Column>>,
): (serial: string, vehicleNo: string) => Promise<Row | undefined> {
  const query = db
    .select(selection as Parameters<Database['select']>[0] & object)
    .from(tickets)
    .innerJoin(offences, eq(offences.code, tickets.offenceCode))
    .where(
      and(
        eq(tickets.noticeSerial, sql.placeholder('serial')),
        eq(tickets.vehicleNo, sql.placeholder('vehicleNo')),
      ),
    )
    .limit(1);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    const statement = query.prepare('ticket_lookup');
    return async (serial, vehicleNo) =>
      (await statement.execute({ serial, vehicleNo }))[0] as Row | undefined;
  }
  const { sql: text, params } = query.toSQL();
  const names = params.map((param) => (param as { name: string }).name);
  const config: pg.QueryArrayConfig = { name: 'ticket_lookup', text, rowMode: 'array', types: DRIVER_TYPES };
  // Drizzle selects the columns in the order of the selection's entries, groups then fields.
  const layout = Object.entries(selection).map(([group, fields]) => [group, Object.entries(fields)] as const);
  return async (serial, vehicleNo) => {
    const values: Record<string, string> = { serial, vehicleNo };
    const { rows } = await client.query<unknown[]>(
      config,
      names.map((name) => values[name]),
    );
    const row = rows[0];
    if (!row) return undefined;
    let i = 0;
    const mapped: Record<string, Record<string, unknown>> = {};
    for (const [group, fields] of layout) {
      const out: Record<string, unknown> = {};
      for (const [key, column] of fields) {
        const value = row[i++];
        out[key] = value === null ? null : column.mapFromDriverValue(value);
      }
      mapped[group] = out;
    }
    return mapped as Row;
  };
}

/**
 * pg's text parsers, except for the date and time types, which come back as PostgreSQL wrote them for the
 * columns to map, as Drizzle has them.
 */
const asWritten = (value: string) => value;
const DRIVER_TYPES = {
  getTypeParser(typeId: number, format?: 'text' | 'binary') {
    const { builtins } = pg.types;
    if (typeId === builtins.TIMESTAMPTZ || typeId === builtins.TIMESTAMP || typeId === builtins.DATE) {
      return asWritten;
    }
    return format ? pg.types.getTypeParser(typeId, format) : pg.types.getTypeParser(typeId);
  },
};
