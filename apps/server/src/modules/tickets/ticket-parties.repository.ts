import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ticketLiabilityChanges, ticketParties, tickets } from './tickets.table.ts';

/** Why a party sees a ticket (ADR 0043). */
export type PartyReason = 'LIABLE' | 'OWNER' | 'DRIVER_ON_DUTY' | 'AGENT';

/**
 * Adds a party to a ticket, with the ticket's columns the lists filter and sort by copied from the ticket
 * (a trigger keeps them in step afterwards, and gives the row the ticket's last payment instant). A party the ticket already has keeps its first reason.
 */
export async function insertParty(
  db: Database,
  ticketId: number,
  partyKey: string,
  reason: PartyReason,
  agentRoleId: number | null = null,
) {
  await db.execute(sql`
    insert into ${ticketParties} (ticket_id, party_key, reason, agent_role_id, vehicle_no, offence_at, issued_at, status, payment_deadline)
    select ${tickets.id}, ${partyKey}, ${reason}, ${agentRoleId}, ${tickets.vehicleNo}, ${tickets.offenceAt}, ${tickets.issuedAt}, ${tickets.status}, ${tickets.paymentDeadline}
    from ${tickets} where ${tickets.id} = ${ticketId}
    on conflict do nothing`);
}

export async function setPartyReason(db: Database, ticketId: number, partyKey: string, reason: PartyReason) {
  await db
    .update(ticketParties)
    .set({ reason })
    .where(and(eq(ticketParties.ticketId, ticketId), eq(ticketParties.partyKey, partyKey)));
}

export async function deleteParty(db: Database, ticketId: number, partyKey: string) {
  await db
    .delete(ticketParties)
    .where(and(eq(ticketParties.ticketId, ticketId), eq(ticketParties.partyKey, partyKey)));
}

export async function setKeys(
  db: Database,
  ticketId: number,
  keys: { ownerKey?: string; liableKey: string | null },
) {
  await db.update(tickets).set(keys).where(eq(tickets.id, ticketId));
}

export async function insertLiabilityChange(db: Database, row: typeof ticketLiabilityChanges.$inferInsert) {
  await db.insert(ticketLiabilityChanges).values(row);
}

export function liabilityChangesOf(db: Database, ticketId: number) {
  return db
    .select()
    .from(ticketLiabilityChanges)
    .where(eq(ticketLiabilityChanges.ticketId, ticketId))
    .orderBy(ticketLiabilityChanges.at, ticketLiabilityChanges.id);
}

export async function ticketById(db: Database, ticketId: number) {
  const [row] = await db
    .select({ ownerKey: tickets.ownerKey, liableKey: tickets.liableKey })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row;
}

/** The ticket's row locked, for a change of its liable party. */
export async function lockTicket(tx: Database, ticketId: number) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
  return row;
}

/**
 * Tickets never yet given their parties (issued before ADR 0043, or by the demo seed), a batch at a time; a
 * ticket whose vehicle had no owner on the offence day has its ISSUED change and is not asked again.
 */
export function ticketsWithoutParties(db: Database, limit: number) {
  return db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        isNull(tickets.ownerKey),
        sql`not exists (select 1 from ${ticketLiabilityChanges} where ${ticketLiabilityChanges.ticketId} = ${tickets.id})`,
      ),
    )
    .orderBy(tickets.id)
    .limit(limit);
}

/** A party's row of a ticket (its reason), if it has one that counts. */
export async function partyOfTicket(db: Database, ticketId: number, partyKey: string) {
  const [row] = await db
    .select({ reason: ticketParties.reason })
    .from(ticketParties)
    .where(and(eq(ticketParties.ticketId, ticketId), eq(ticketParties.partyKey, partyKey)));
  return row;
}
