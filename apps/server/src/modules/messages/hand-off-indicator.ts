import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ticketIssuedAtOf } from '../tickets/ticket-columns.ts';
import { deliveryAttempts, messageDeliveries } from './messages.table.ts';

/**
 * The e-ticket messages (each channel of each ticket issued since `since`), and how many of them were
 * handed to the gateway (their first SENT attempt) within `withinSeconds` of the ticket's issue. A message
 * still waiting is counted only once its limit has passed: one issued a second ago is not late yet. Read
 * through `message_deliveries_kind_created_idx` (a delivery is made after its ticket's issue).
 */
export async function eTicketHandOffs(db: Database, since: Date, now: Date, withinSeconds: number) {
  const handedAt = db
    .select({ at: sql`min(${deliveryAttempts.at})`.as('handed_at') })
    .from(deliveryAttempts)
    .where(and(eq(deliveryAttempts.deliveryId, messageDeliveries.id), eq(deliveryAttempts.status, 'SENT')))
    .as('handed');
  const limit = sql`make_interval(secs => ${withinSeconds})`;
  const issuedAt = ticketIssuedAtOf(messageDeliveries.ticketId);
  const [row] = await db
    .select({
      messages: sql<number>`count(*)::int`,
      inTime: sql<number>`(count(*) filter (where ${handedAt.at} <= ${issuedAt} + ${limit}))::int`,
    })
    .from(messageDeliveries)
    .leftJoinLateral(handedAt, sql`true`)
    .where(
      and(
        eq(messageDeliveries.kind, 'TICKET'),
        gte(messageDeliveries.createdAt, since),
        gte(issuedAt, since),
        sql`(${handedAt.at} is not null or ${issuedAt} + ${limit} <= ${now})`,
      ),
    );
  return { messages: row?.messages ?? 0, inTime: row?.inTime ?? 0 };
}
