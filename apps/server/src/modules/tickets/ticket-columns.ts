import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A ticket's facts as columns of another area's query, by the ticket's id in that query (ADR 0056): the
 * other area reads them without importing the tickets table.
 */
export function ticketIssuedAtOf(ticketId: SQLWrapper): SQL<Date> {
  return sql<Date>`(select t.issued_at from tickets t where t.id = ${ticketId})`;
}
