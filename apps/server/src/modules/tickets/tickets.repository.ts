import type { Database } from '../../db/database.ts';
import { ticketHistory, tickets } from './tickets.table.ts';

export type NewTicket = typeof tickets.$inferInsert;

/**
 * Inserts a ticket and its first history row in one transaction.
 * Returns undefined when a ticket with the same notice no already exists (the unique index decides, so two
 * simultaneous issues of one notice cannot both succeed).
 */
export async function insertIssuedTicket(db: Database, ticket: NewTicket, actor: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tickets).values(ticket).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx
      .insert(ticketHistory)
      .values({ ticketId: row.id, fromStatus: null, toStatus: row.status, reason: 'ISSUED', actor });
    return row;
  });
}
