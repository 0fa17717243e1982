import type { Database } from '../../db/database.ts';
import type { TransportPort } from './transport.port.ts';

/**
 * Makes the adapter of the Transport Department for a database or transaction. The sandbox reads its tables
 * through the executor it is given, so a read inside a transaction stays on that transaction's connection
 * (PGlite has one); an adapter to the real Department ignores it.
 */
export type TransportAdapter = (db: Database) => TransportPort;

let chosen: TransportAdapter | undefined;

/** Called once by the app at build time with the adapter its configuration chose (src/adapters.ts). */
export function useTransportAdapter(adapter: TransportAdapter): void {
  chosen = adapter;
}

/** The Transport Department as seen from `db`. Fails loudly when no adapter was chosen: never a silent sandbox. */
export function transportOf(db: Database): TransportPort {
  if (!chosen) throw new Error('No Transport Department adapter chosen: build the app first');
  return chosen(db);
}
