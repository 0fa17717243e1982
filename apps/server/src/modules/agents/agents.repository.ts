import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { boundedPage, ONE } from '../../db/bounded-count.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts.table.ts';
import type { OwnerRef } from '../transport/transport.port.ts';
import {
  agentInvitations,
  agentRoles,
  agentVehicles,
  vehicleApplicationEvents,
  vehicleApplicationPending,
  vehicleApplications,
} from './agents.table.ts';

/** The agent kinds an owner manages: a person's agents, a company's staff agents, companies as agents. */
export const AGENT_ROLE_TYPES = ['UAG', 'OAG', 'ORG'] as const;

export type AgentRoleRow = typeof agentRoles.$inferSelect;
export type InvitationRow = typeof agentInvitations.$inferSelect;
export type ApplicationRow = typeof vehicleApplications.$inferSelect;

/** The condition "this role acts for that owner". */
export function ofOwner(owner: OwnerRef) {
  return owner.kind === 'person'
    ? eq(agentRoles.ownerPersonId, owner.personId)
    : eq(agentRoles.ownerCompanyId, owner.companyId);
}

/** The default agent first, then by id: agent_roles_(active_)owner_*_idx. */
const agentOrder = [desc(agentRoles.isDefault), asc(agentRoles.id)] as const;

/** A page of the owner's agents (activated only, or all it has had), the default first. */
export function pageOfAgents(
  db: Database,
  owner: OwnerRef,
  activeOnly: boolean,
  offset: number,
  limit: number,
) {
  const where = and(
    ofOwner(owner),
    inArray(agentRoles.roleType, [...AGENT_ROLE_TYPES]),
    activeOnly ? eq(agentRoles.status, 'ACTIVATED') : undefined,
  );
  return boundedPage(
    db,
    db
      .select()
      .from(agentRoles)
      .where(where)
      .orderBy(...agentOrder),
    db
      .select(ONE)
      .from(agentRoles)
      .where(where)
      .orderBy(...agentOrder),
    offset,
    limit,
  );
}

/** The owner's activated default agent other than `except`, if any. */
export async function defaultAgentOf(db: Database, owner: OwnerRef, except: number) {
  const [row] = await db
    .select()
    .from(agentRoles)
    .where(
      and(
        ofOwner(owner),
        inArray(agentRoles.roleType, [...AGENT_ROLE_TYPES]),
        eq(agentRoles.status, 'ACTIVATED'),
        eq(agentRoles.isDefault, true),
        ne(agentRoles.id, except),
      ),
    )
    .orderBy(...agentOrder)
    .limit(1);
  return row;
}

/** One agent role of the owner, locked for the caller's transaction when `lock`. */
export async function agentOfOwner(db: Database, owner: OwnerRef, agentId: number, lock = false) {
  const query = db
    .select()
    .from(agentRoles)
    .where(
      and(eq(agentRoles.id, agentId), ofOwner(owner), inArray(agentRoles.roleType, [...AGENT_ROLE_TYPES])),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findRole(db: Database, agentId: number) {
  const [row] = await db.select().from(agentRoles).where(eq(agentRoles.id, agentId));
  return row;
}

/** The activated role a user (or a company, for ORG) already holds for an owner, of one kind. */
export async function activeRoleFor(
  db: Database,
  holder: { userId: string; roleType: string; agentCompanyId?: number | null },
  owner: OwnerRef,
) {
  const [row] = await db
    .select()
    .from(agentRoles)
    .where(
      and(
        ofOwner(owner),
        eq(agentRoles.roleType, holder.roleType),
        eq(agentRoles.status, 'ACTIVATED'),
        holder.agentCompanyId
          ? eq(agentRoles.agentCompanyId, holder.agentCompanyId)
          : eq(agentRoles.userId, holder.userId),
      ),
    )
    .for('update');
  return row;
}

export async function insertRole(db: Database, values: typeof agentRoles.$inferInsert) {
  const [row] = await db.insert(agentRoles).values(values).returning();
  return row!;
}

export async function endRole(db: Database, agentId: number, status: 'DEACTIVATED' | 'DELETED', at: Date) {
  await db
    .update(agentRoles)
    .set({ status, endedAt: at, isDefault: false })
    .where(eq(agentRoles.id, agentId));
}

export async function setDefault(db: Database, owner: OwnerRef, agentId: number) {
  await db
    .update(agentRoles)
    .set({ isDefault: sql`${agentRoles.id} = ${agentId}` })
    .where(and(ofOwner(owner), or(eq(agentRoles.isDefault, true), eq(agentRoles.id, agentId))));
}

/** Every vehicle delegated to each of the roles. */
export async function vehiclesOfRoles(db: Database, agentIds: readonly number[]) {
  if (agentIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select()
    .from(agentVehicles)
    .where(inArray(agentVehicles.agentRoleId, [...agentIds]))
    .orderBy(agentVehicles.vehicleNo);
  const byRole = new Map<number, string[]>();
  for (const r of rows) byRole.set(r.agentRoleId, [...(byRole.get(r.agentRoleId) ?? []), r.vehicleNo]);
  return byRole;
}

export async function marksOfRole(db: Database, agentId: number) {
  return (await vehiclesOfRoles(db, [agentId])).get(agentId) ?? [];
}

/**
 * Serialises the changes of one owner's agent roles (a new role, the default, an end) within a
 * transaction: two codes entered at once by one person make one role, two defaults chosen at once leave
 * one, and an agent's vehicles never go to a default agent that is ending at the same moment. Taken
 * before any agent role row of the owner is locked.
 */
export async function lockOwnerAgents(tx: Database, owner: OwnerRef) {
  const key = owner.kind === 'person' ? `P:${owner.personId}` : `C:${owner.companyId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agent-owner:${key}`}))`);
}

/**
 * Serialises every change of who holds a vehicle (a transaction-scoped lock per mark, in one order), so
 * two owners' actions or two invitees cannot both pass the per-vehicle maximum.
 */
export async function lockMarks(tx: Database, marks: readonly string[]) {
  for (const mark of [...marks].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agent-vehicle:${mark}`}))`);
}

/** Which delegations `activeDelegations` answers: every condition given holds. */
export interface DelegationFilter {
  marks?: readonly string[];
  agentRoleId?: number;
  /** The user holding the agent role (for a company as agent, the administrator who applied). */
  userId?: string;
  /** A company acting as agent (ORG roles of approved vehicle applications). */
  agentCompanyId?: number;
  owner?: OwnerRef;
}

export type DelegationRow = Awaited<ReturnType<typeof activeDelegations>>[number];

/**
 * The vehicles delegated to activated agent roles, each with the role holding it: the one query behind
 * every "who acts for which vehicle" (agents, vehicles, fleets, messages ask it through the service).
 */
export async function activeDelegations(db: Database, f: DelegationFilter) {
  if (f.marks && f.marks.length === 0) return [];
  return db
    .select({
      mark: agentVehicles.vehicleNo,
      delegatedAt: agentVehicles.delegatedAt,
      agentRoleId: agentRoles.id,
      userId: agentRoles.userId,
      roleType: agentRoles.roleType,
      agentCompanyId: agentRoles.agentCompanyId,
      ownerPersonId: agentRoles.ownerPersonId,
      ownerCompanyId: agentRoles.ownerCompanyId,
    })
    .from(agentVehicles)
    .innerJoin(agentRoles, eq(agentRoles.id, agentVehicles.agentRoleId))
    .where(
      and(
        eq(agentRoles.status, 'ACTIVATED'),
        f.marks ? inArray(agentVehicles.vehicleNo, [...f.marks]) : undefined,
        f.agentRoleId !== undefined ? eq(agentRoles.id, f.agentRoleId) : undefined,
        f.userId !== undefined ? eq(agentRoles.userId, f.userId) : undefined,
        f.agentCompanyId !== undefined ? eq(agentRoles.agentCompanyId, f.agentCompanyId) : undefined,
        f.owner ? ofOwner(f.owner) : undefined,
      ),
    )
    .orderBy(agentVehicles.vehicleNo, agentRoles.id);
}

/** Takes the marks from every agent role of the owner (the owner no longer holds them); answers the rows removed. */
export async function removeOwnerDelegations(db: Database, owner: OwnerRef, marks: readonly string[]) {
  const ended = await activeDelegations(db, { owner, marks });
  if (ended.length === 0) return ended;
  await db
    .delete(agentVehicles)
    .where(
      and(
        inArray(agentVehicles.vehicleNo, [...marks]),
        inArray(
          agentVehicles.agentRoleId,
          db.select({ id: agentRoles.id }).from(agentRoles).where(ofOwner(owner)),
        ),
      ),
    );
  return ended;
}

export async function addVehicles(db: Database, agentId: number, marks: readonly string[]) {
  if (marks.length === 0) return [];
  const rows = await db
    .insert(agentVehicles)
    .values(marks.map((vehicleNo) => ({ agentRoleId: agentId, vehicleNo })))
    .onConflictDoNothing()
    .returning({ vehicleNo: agentVehicles.vehicleNo });
  return rows.map((r) => r.vehicleNo);
}

export async function removeVehicles(db: Database, agentId: number, marks?: readonly string[]) {
  const rows = await db
    .delete(agentVehicles)
    .where(
      and(
        eq(agentVehicles.agentRoleId, agentId),
        marks ? inArray(agentVehicles.vehicleNo, [...marks]) : undefined,
      ),
    )
    .returning({ vehicleNo: agentVehicles.vehicleNo });
  return rows.map((r) => r.vehicleNo).sort();
}

/** The activated roles a user holds as someone's agent. */
export function rolesHeldBy(db: Database, userId: string) {
  return db
    .select()
    .from(agentRoles)
    .where(
      and(
        eq(agentRoles.userId, userId),
        inArray(agentRoles.roleType, ['UAG', 'OAG']),
        eq(agentRoles.status, 'ACTIVATED'),
      ),
    )
    .orderBy(agentRoles.id);
}

export async function tdPersonOfUser(db: Database, userId: string) {
  const [row] = await db.select({ tdPersonId: users.tdPersonId }).from(users).where(eq(users.id, userId));
  return row?.tdPersonId ?? null;
}

// Invitations

export async function insertInvitation(db: Database, values: typeof agentInvitations.$inferInsert) {
  const [row] = await db.insert(agentInvitations).values(values).returning();
  return row!;
}

export async function invitationOfOwner(db: Database, userId: string, owner: OwnerRef, id: number) {
  const [row] = await db
    .select()
    .from(agentInvitations)
    .where(
      and(
        eq(agentInvitations.id, id),
        eq(agentInvitations.ownerUserId, userId),
        owner.kind === 'person'
          ? eq(agentInvitations.ownerPersonId, owner.personId)
          : eq(agentInvitations.ownerCompanyId, owner.companyId),
      ),
    );
  return row;
}

export async function invitationByHashForUpdate(tx: Database, codeHash: string) {
  const [row] = await tx
    .select()
    .from(agentInvitations)
    .where(eq(agentInvitations.codeHash, codeHash))
    .for('update');
  return row;
}

export async function markInvitationUsed(
  tx: Database,
  id: number,
  used: { usedByUserId: string; agentRoleId: number; usedAt: Date },
) {
  const rows = await tx
    .update(agentInvitations)
    .set(used)
    .where(and(eq(agentInvitations.id, id), isNull(agentInvitations.usedAt)))
    .returning({ id: agentInvitations.id });
  return rows.length === 1;
}

export async function setInvitationSentTo(db: Database, id: number, sentTo: string) {
  await db.update(agentInvitations).set({ sentTo }).where(eq(agentInvitations.id, id));
}

export function invitationsOfOwner(db: Database, owner: OwnerRef) {
  return db
    .select()
    .from(agentInvitations)
    .where(
      owner.kind === 'person'
        ? eq(agentInvitations.ownerPersonId, owner.personId)
        : eq(agentInvitations.ownerCompanyId, owner.companyId),
    )
    .orderBy(desc(agentInvitations.createdAt), desc(agentInvitations.id))
    .limit(100);
}

// Applications

export async function insertApplication(db: Database, values: typeof vehicleApplications.$inferInsert) {
  const [row] = await db.insert(vehicleApplications).values(values).returning();
  return row!;
}

export async function updateApplication(
  db: Database,
  id: number,
  values: Partial<typeof vehicleApplications.$inferInsert>,
) {
  await db.update(vehicleApplications).set(values).where(eq(vehicleApplications.id, id));
}

export async function applicationOfApplicant(db: Database, applicantKey: string, id: number, lock = false) {
  const query = db
    .select()
    .from(vehicleApplications)
    .where(and(eq(vehicleApplications.id, id), eq(vehicleApplications.applicantKey, applicantKey)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** An application addressed to the owner (never a draft: the owner sees only what was sent). */
export async function applicationOfOwner(db: Database, owner: OwnerRef, id: number, lock = false) {
  const query = db
    .select()
    .from(vehicleApplications)
    .where(
      and(
        eq(vehicleApplications.id, id),
        ne(vehicleApplications.status, 'DRAFT'),
        owner.kind === 'person'
          ? eq(vehicleApplications.ownerPersonId, owner.personId)
          : eq(vehicleApplications.ownerCompanyId, owner.companyId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const newestApplicationsFirst = [desc(vehicleApplications.createdAt), desc(vehicleApplications.id)] as const;

function pageOfApplications(db: Database, where: SQL | undefined, offset: number, limit: number) {
  return boundedPage(
    db,
    db
      .select()
      .from(vehicleApplications)
      .where(where)
      .orderBy(...newestApplicationsFirst),
    db
      .select(ONE)
      .from(vehicleApplications)
      .where(where)
      .orderBy(...newestApplicationsFirst),
    offset,
    limit,
  );
}

/** A page of the applicant's applications, newest first (vehicle_applications_applicant_idx). */
export function applicationsOfApplicant(db: Database, applicantKey: string, offset: number, limit: number) {
  return pageOfApplications(db, eq(vehicleApplications.applicantKey, applicantKey), offset, limit);
}

/** A page of the applications sent to the owner (of one status, or all), newest first. */
export function applicationsOfOwner(
  db: Database,
  owner: OwnerRef,
  status: string | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    owner.kind === 'person'
      ? eq(vehicleApplications.ownerPersonId, owner.personId)
      : eq(vehicleApplications.ownerCompanyId, owner.companyId),
    // The owner sees only what was sent, whatever status is asked for.
    ne(vehicleApplications.status, 'DRAFT'),
    status ? eq(vehicleApplications.status, status) : undefined,
  );
  return pageOfApplications(db, where, offset, limit);
}

/** The applications still pending that name any of these vehicles (their pending rows say so). */
export async function pendingApplicationIdsOf(db: Database, marks: readonly string[]) {
  if (marks.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: vehicleApplicationPending.applicationId })
    .from(vehicleApplicationPending)
    .where(inArray(vehicleApplicationPending.vehicleNo, [...marks]));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function pendingMarksOf(db: Database, applicantKey: string, marks: readonly string[]) {
  const rows = await db
    .select({ mark: vehicleApplicationPending.vehicleNo })
    .from(vehicleApplicationPending)
    .where(
      and(
        eq(vehicleApplicationPending.applicantKey, applicantKey),
        inArray(vehicleApplicationPending.vehicleNo, [...marks]),
      ),
    );
  return rows.map((r) => r.mark);
}

export async function insertPending(
  db: Database,
  applicationId: number,
  applicantKey: string,
  marks: string[],
) {
  await db
    .insert(vehicleApplicationPending)
    .values(marks.map((vehicleNo) => ({ applicationId, applicantKey, vehicleNo })));
}

export async function clearPending(db: Database, applicationId: number) {
  await db
    .delete(vehicleApplicationPending)
    .where(eq(vehicleApplicationPending.applicationId, applicationId));
}

export async function insertEvent(
  db: Database,
  applicationId: number,
  status: string,
  actorUserId: string | null,
  at: Date,
) {
  await db.insert(vehicleApplicationEvents).values({ applicationId, status, actorUserId, at });
}

export async function eventsOf(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(vehicleApplicationEvents)
    .where(inArray(vehicleApplicationEvents.applicationId, [...ids]))
    .orderBy(vehicleApplicationEvents.id);
}

/** A company's people on the portal: its activated staff and administrator roles, with their persons. */
export function staffOfCompany(db: Database, companyId: number) {
  return db
    .select({ staffId: agentRoles.id, personId: users.tdPersonId })
    .from(agentRoles)
    .innerJoin(users, eq(users.id, agentRoles.userId))
    .where(
      and(
        eq(agentRoles.ownerCompanyId, companyId),
        inArray(agentRoles.roleType, ['OAG', 'OAD']),
        eq(agentRoles.status, 'ACTIVATED'),
      ),
    )
    .orderBy(agentRoles.id);
}
