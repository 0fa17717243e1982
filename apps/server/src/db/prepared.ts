import type { Database } from './database.ts';

/** One set of statements per database handle: a prepared query runs on the client it was built on. */
const statementsOf = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement that every request runs, built once per database handle and then run by name with
 * `.execute({ …placeholders })`. Drizzle builds its SQL once instead of on each call (a third of the
 * server's CPU on a list, measured by `bench/fleet-lists.ts`), and PostgreSQL parses it once per
 * connection. `name` must be unique to the statement's text: a variant of a query is a name of its own
 * (docs/adr/0053-one-read-per-request-for-who-is-asking.md).
 */
export function prepared<P>(
  db: Database,
  name: string,
  build: (db: Database) => { prepare(name: string): P },
): P {
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  let statement = statements.get(name) as P | undefined;
  if (!statement) {
    statement = build(db).prepare(name);
    statements.set(name, statement);
  }
  return statement;
}
