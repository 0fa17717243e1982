import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../../db/database.ts';
import { transportOf } from '../transport/transport.binding.ts';
import type { OwnerRef, VehicleOwner } from '../transport/transport.port.ts';
import type { LiablePartyBody, LiablePartyResult } from '@eticket/domain/tickets/liable-party.schemas';
import { normaliseNoticeNo } from '@eticket/domain/tickets/notice-no';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { findByNoticeNo } from './tickets.repository.ts';
import { activeDelegations } from '../agents/agents.service.ts';
import { recordedDriversOf } from '../fleets/ticket-driver.service.ts';
import * as repo from './ticket-parties.repository.ts';

/*
 * Whom a ticket belongs to (ADR 0043): the registered owner on the offence date, asked of the Transport
 * Department once, when the ticket is issued, and every later change of liable party with its cause. Who
 * may see the ticket follows from its parties (ticket-scope.ts), never from today's register.
 */

/** Why the liable party changed. */
export type LiabilityCause = 'ISSUED' | 'DRIVER_IDENTIFIED' | 'POLICE_CORRECTION';

/** The key of an owner as the parties and the vehicles area write it: `P:<person id>` or `C:<company id>`. */
export const partyKeyOfOwner = (owner: OwnerRef): string =>
  owner.kind === 'person' ? `P:${owner.personId}` : `C:${owner.companyId}`;

/** The owner a `P:` or `C:` key names; undefined for an agent's key or none. */
export function ownerOfPartyKey(key: string | null | undefined): OwnerRef | undefined {
  const match = /^([PC]):(\d+)$/.exec(key ?? '');
  if (!match) return undefined;
  const id = Number(match[2]);
  return match[1] === 'P' ? { kind: 'person', personId: id } : { kind: 'company', companyId: id };
}

/**
 * Gives a ticket its parties, in the caller's transaction: the registered owner on the offence date is
 * liable; the agents whose delegation of the vehicle by that owner had begun at issue see it too, as does
 * the driver on duty the fleets area recorded. Done once: a ticket that has been given its owner is left.
 */
export async function assignParties(tx: Database, ticketId: number, actor: string) {
  const ticket = await repo.lockTicket(tx, ticketId);
  if (!ticket || ticket.ownerKey !== null) return;
  const owner = await transportOf(tx).ownerOfVehicleOn(ticket.vehicleNo, hongKongDateOf(ticket.offenceAt));
  const key = owner ? partyKeyOfOwner(owner.owner) : null;
  await repo.insertLiabilityChange(tx, { ticketId, fromKey: null, toKey: key, cause: 'ISSUED', actor });
  if (!owner || !key) return;
  await repo.setKeys(tx, ticketId, { ownerKey: key, liableKey: key });
  await repo.insertParty(tx, ticketId, key, 'LIABLE');
  // The delegations of the vehicle by that owner that had begun when the ticket was issued.
  for (const d of await activeDelegations(tx, { owner: owner.owner, marks: [ticket.vehicleNo] })) {
    if (d.delegatedAt > ticket.issuedAt) continue;
    const agentKey = d.agentCompanyId !== null ? `C:${d.agentCompanyId}` : `A:${d.agentRoleId}`;
    await repo.insertParty(tx, ticketId, agentKey, 'AGENT', d.agentRoleId);
  }
  for (const driver of await recordedDriversOf(tx, [ticketId]))
    if (driver.personId !== null) await addDriverOnDuty(tx, ticketId, driver.personId);
}

/** The driver on duty at the offence (recorded by the fleets area) sees the ticket and may pay it. */
export async function addDriverOnDuty(tx: Database, ticketId: number, personId: number) {
  await repo.insertParty(tx, ticketId, `P:${personId}`, 'DRIVER_ON_DUTY');
}

/**
 * Moves liability to another party, in the caller's transaction, and records why. A driver named by the
 * owner becomes liable while the owner keeps the ticket in his lists, marked as transferred; a police
 * correction re-addresses the ticket, and the parties it was addressed to no longer see it.
 */
export async function transferLiability(
  tx: Database,
  ticketId: number,
  to: OwnerRef,
  cause: Exclude<LiabilityCause, 'ISSUED'>,
  actor: string,
) {
  const ticket = await repo.lockTicket(tx, ticketId);
  if (!ticket) return;
  const toKey = partyKeyOfOwner(to);
  const fromKey = ticket.liableKey;
  if (fromKey === toKey) return;
  if (cause === 'POLICE_CORRECTION') {
    for (const key of new Set([fromKey, ticket.ownerKey])) if (key) await repo.deleteParty(tx, ticketId, key);
    await repo.setKeys(tx, ticketId, { ownerKey: toKey, liableKey: toKey });
  } else {
    if (fromKey === ticket.ownerKey && fromKey) await repo.setPartyReason(tx, ticketId, fromKey, 'OWNER');
    else if (fromKey) await repo.deleteParty(tx, ticketId, fromKey);
    await repo.setKeys(tx, ticketId, { liableKey: toKey });
  }
  await repo.insertParty(tx, ticketId, toKey, 'LIABLE');
  await repo.setPartyReason(tx, ticketId, toKey, 'LIABLE');
  await repo.insertLiabilityChange(tx, { ticketId, fromKey, toKey, cause, actor });
}

/**
 * Whom the ticket is addressed to now, with the document that proves it and the e-contact: its liable
 * party as recorded (the registered owner on the offence date, or the driver named since).
 */
export async function liablePartyOf(db: Database, ticketId: number): Promise<VehicleOwner | undefined> {
  const ticket = await repo.ticketById(db, ticketId);
  const ref = ownerOfPartyKey(ticket?.liableKey);
  return ref ? transportOf(db).owner(ref) : undefined;
}

/**
 * The police side re-addresses a ticket (internal API): to a person by identity document, or a company by
 * its document, as the Department knows them. Answers the ticket's liable parties over time.
 */
export async function correctLiableParty(
  db: Database,
  noticeNo: string,
  body: LiablePartyBody,
  audit: AuditActor,
): Promise<LiablePartyResult> {
  const ticket = await findByNoticeNo(db, normaliseNoticeNo(noticeNo));
  if (!ticket) throw new AppError('TICKET_NOT_EXIST');
  const td = transportOf(db);
  const to: OwnerRef | undefined = body.idNo
    ? mapDefined(await td.personByIdNo(body.idNo), (p) => ({ kind: 'person', personId: p.id }))
    : mapDefined(await td.companyByDocument(body.companyDocType!, body.companyDocNo!), (c) => ({
        kind: 'company',
        companyId: c.id,
      }));
  if (!to) throw new AppError('LIABLE_PARTY_UNKNOWN');
  await db.transaction(async (tx) => {
    await transferLiability(tx, ticket.id, to, 'POLICE_CORRECTION', `issuer: ${body.reason}`);
    await recordAudit(tx, {
      ...audit,
      action: 'ticket.liable-party',
      objectRef: `ticket:${ticket.id}`,
      outcome: 'ok',
    });
  });
  const changes = await repo.liabilityChangesOf(db, ticket.id);
  return {
    noticeNo: ticket.noticeNo,
    changes: changes.map((c) => ({
      cause: c.cause,
      fromKey: c.fromKey,
      toKey: c.toKey,
      at: c.at.toISOString(),
    })),
  };
}

const mapDefined = <T, U>(value: T | undefined, f: (v: T) => U): U | undefined =>
  value === undefined ? undefined : f(value);

/**
 * Gives every ticket not yet given its parties its parties, a batch per transaction: at start-up, after
 * the migrations and the demo seed, so that tickets stored before ADR 0043 move over through the same port.
 */
export async function assignMissingParties(db: Database, batch = 500): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await repo.ticketsWithoutParties(db, batch);
    if (rows.length === 0) return done;
    await db.transaction(async (tx) => {
      for (const { id } of rows) await assignParties(tx, id, 'register');
    });
    done += rows.length;
  }
}

/** A party's reason for seeing a ticket, if it may. */
export const partyReason = (db: Database, ticketId: number, partyKey: string) =>
  repo.partyOfTicket(db, ticketId, partyKey);
