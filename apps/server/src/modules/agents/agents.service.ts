import { createHash, randomInt } from 'node:crypto';
import {
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  INVITATION_CODE_VALID_HOURS,
  normaliseInvitationCode,
  type AgentListQuery,
  type AgentView,
  type GeneratedCode,
  type InvitationView,
} from '@eticket/domain/agents/agents.schemas';
import { maskName } from '@eticket/domain/common/masking';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { Principal } from '../identity/identity.principal.ts';
import {
  sendInvitationCodeMessage,
  tellAgentOfEndedRole,
  tellAgentOfVehiclesTaken,
} from '../messages/agent-notices.service.ts';
import { languageOfBox } from '../messages/message-language.service.ts';
import { getParam } from '../params/params.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import type { OwnerRef } from '../transport/transport.port.ts';
import * as repo from './agents.repository.ts';

/** Three agents per vehicle unless the parameter says otherwise (spec section 9; params.defaults.ts). */
const DEFAULT_MAX_AGENTS_PER_VEHICLE = 3;

/** The owner whose agents the acting role manages: the personal owner, or the company administrator's company. */
export function ownerOf(p: Principal): OwnerRef {
  if (p.agentRole === 'USER_PERSONAL' && p.tdPersonId !== null)
    return { kind: 'person', personId: p.tdPersonId };
  if (p.agentRole === 'ORG_ADMIN' && p.ownerCompanyId !== undefined)
    return { kind: 'company', companyId: p.ownerCompanyId };
  throw new AppError('FORBIDDEN');
}

/** The owner as the tables' two columns. */
export const ownerColumns = (owner: OwnerRef) => ({
  ownerPersonId: owner.kind === 'person' ? owner.personId : null,
  ownerCompanyId: owner.kind === 'company' ? owner.companyId : null,
});

const ownerSubject = (owner: OwnerRef) => ({
  subjectPersonId: owner.kind === 'person' ? owner.personId : null,
  subjectCompanyId: owner.kind === 'company' ? owner.companyId : null,
});

export async function maxAgentsPerVehicle(db: Database): Promise<number> {
  const param = await getParam(db, 'MAX_AGENTS_PER_VEHICLE').catch(() => undefined);
  return typeof param?.value === 'number' ? param.value : DEFAULT_MAX_AGENTS_PER_VEHICLE;
}

/**
 * The owner's registered vehicles (not deregistered), from the Transport Department: the whole register,
 * for the picker of an agent's page only. A check of named vehicles uses `ownedAmong`.
 */
async function marksOfOwner(db: Database, owner: OwnerRef): Promise<string[]> {
  const vehicles = await transportOf(db).vehiclesOf(owner);
  return vehicles
    .filter((v) => !v.deregistered)
    .map((v) => v.registrationMark)
    .sort();
}

/**
 * Which of `marks` are the owner's on the register now (and not deregistered): asked vehicle by vehicle, so
 * the cost follows the marks named, never the size of the owner's fleet.
 */
export async function ownedAmong(
  db: Database,
  owner: OwnerRef,
  marks: readonly string[],
): Promise<Set<string>> {
  const td = transportOf(db);
  const owned = new Set<string>();
  for (const mark of new Set(marks)) {
    const vehicle = await td.vehicle(mark);
    if (vehicle && !vehicle.deregistered && sameOwner(vehicle.owner, owner)) owned.add(mark);
  }
  return owned;
}

/** Whether the register's owner of a vehicle is this owner. */
export const sameOwner = (a: OwnerRef | null | undefined, b: OwnerRef) =>
  a != null &&
  (a.kind === 'person'
    ? b.kind === 'person' && a.personId === b.personId
    : b.kind === 'company' && a.companyId === b.companyId);

async function requireOwned(db: Database, owner: OwnerRef, marks: readonly string[]) {
  const owned = await ownedAmong(db, owner, marks);
  const missing = marks.find((m) => !owned.has(m));
  if (missing) throw new AppError('VEHICLE_NOT_FOUND');
}

/** The first of the invitation's vehicles the owner no longer holds on the register, if any. */
const firstMarkLeft = (i: Pick<repo.InvitationRow, 'vehicleNos'>, owned: ReadonlySet<string>) =>
  i.vehicleNos.find((m) => !owned.has(m));

/** How many activated agent roles, other than `except`, hold the vehicle. */
async function agentCountOf(db: Database, mark: string, except: number | null) {
  const holders = await repo.activeDelegations(db, { marks: [mark] });
  return holders.filter((d) => d.agentRoleId !== except).length;
}

/** Refuses a vehicle that already has the maximum of agents (other than `except`); call under lockMarks. */
async function requireRoom(tx: Database, marks: readonly string[], except: number | null) {
  const max = await maxAgentsPerVehicle(tx);
  for (const mark of marks)
    if ((await agentCountOf(tx, mark, except)) >= max)
      throw new AppError('AGENTS_PER_VEHICLE_EXCEEDED', { mark, max });
}

/** The name of a person or company as others see it (a person's masked, spec section 5). */
export async function displayNameOf(
  db: Database,
  who: { personId?: number | null; companyId?: number | null },
) {
  const td = transportOf(db);
  if (who.companyId) return (await td.companyById(who.companyId))?.nameEng ?? '-';
  if (who.personId) {
    const person = await td.personById(who.personId);
    return maskName(person ? `${person.engSurname} ${person.engGivenName}` : null);
  }
  return '-';
}

export const ownerNameOf = (db: Database, owner: OwnerRef) =>
  displayNameOf(db, owner.kind === 'person' ? { personId: owner.personId } : { companyId: owner.companyId });

async function agentNameOf(db: Database, role: Pick<repo.AgentRoleRow, 'agentCompanyId' | 'userId'>) {
  if (role.agentCompanyId) return displayNameOf(db, { companyId: role.agentCompanyId });
  return displayNameOf(db, { personId: await repo.tdPersonOfUser(db, role.userId) });
}

interface DelegationChange {
  actor: AuditActor;
  owner: OwnerRef;
  agentId: number;
  marks: readonly string[];
  cause: string;
}

async function auditDelegations(
  tx: Database,
  action: 'delegation.start' | 'delegation.end',
  c: DelegationChange,
) {
  for (const mark of c.marks)
    await recordAudit(tx, {
      ...c.actor,
      action,
      ...ownerSubject(c.owner),
      objectRef: `agent-role:${c.agentId}:vehicle:${mark}`,
      outcome: 'ok',
      detail: { cause: c.cause },
    });
}

/**
 * Gives vehicles to an agent role inside the caller's transaction: the marks are locked, the per-vehicle
 * maximum checked, and each new delegation audited. Answers the marks newly delegated.
 */
export async function delegate(tx: Database, c: DelegationChange): Promise<string[]> {
  await repo.lockMarks(tx, c.marks);
  await requireRoom(tx, c.marks, c.agentId);
  const added = await repo.addVehicles(tx, c.agentId, c.marks);
  await auditDelegations(tx, 'delegation.start', { ...c, marks: added });
  return added;
}

// Invitation codes

const hashOf = (code: string) => createHash('sha256').update(normaliseInvitationCode(code)).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++)
    code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  return code;
}

/** POST /user/agent/code: a single-use code for chosen vehicles of the owner, valid 24 hours. */
export async function generateCode(
  db: Database,
  p: Principal,
  vehicleNos: readonly string[],
  actor: AuditActor,
  now = new Date(),
): Promise<GeneratedCode> {
  const owner = ownerOf(p);
  await requireOwned(db, owner, vehicleNos);
  const max = await maxAgentsPerVehicle(db);
  for (const mark of vehicleNos)
    if ((await agentCountOf(db, mark, null)) >= max)
      throw new AppError('AGENTS_PER_VEHICLE_EXCEEDED', { mark, max });
  const code = newCode();
  const expiresAt = new Date(now.getTime() + INVITATION_CODE_VALID_HOURS * 3_600_000);
  const invitation = await db.transaction(async (tx) => {
    const row = await repo.insertInvitation(tx, {
      ownerUserId: p.userId,
      ...ownerColumns(owner),
      vehicleNos: [...vehicleNos],
      codeHash: hashOf(code),
      expiresAt,
      createdAt: now,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'agent.invitation.create',
      ...ownerSubject(owner),
      objectRef: `agent-invitation:${row.id}`,
      outcome: 'ok',
      detail: { vehicles: vehicleNos.length },
    });
    return row;
  });
  return {
    invitationId: invitation.id,
    code,
    expiresAt: expiresAt.toISOString(),
    vehicleNos: [...vehicleNos],
  };
}

/** POST /user/agent/sendInvitationCode: the code of one of the owner's own valid invitations, by SMS or e-mail. */
export async function sendCode(
  db: Database,
  p: Principal,
  body: { invitationId: number; code: string; channel: 'SMS' | 'EMAIL'; destination: string },
  now = new Date(),
) {
  const owner = ownerOf(p);
  const invitation = await repo.invitationOfOwner(db, p.userId, owner, body.invitationId);
  if (!invitation) throw new AppError('NOT_FOUND');
  if (invitation.codeHash !== hashOf(body.code)) throw new AppError('INVITATION_CODE_INVALID');
  if (invitation.usedAt) throw new AppError('INVITATION_CODE_USED');
  if (invitation.expiresAt <= now) throw new AppError('INVITATION_CODE_EXPIRED');
  const left = firstMarkLeft(invitation, await ownedAmong(db, owner, invitation.vehicleNos));
  if (left) throw new AppError('INVITATION_VEHICLE_LEFT', { mark: left });
  const destination = body.channel === 'SMS' ? body.destination.replace(/[\s-]/g, '') : body.destination;
  const masked = await sendInvitationCodeMessage(db, {
    invitationId: invitation.id,
    userId: p.userId,
    channel: body.channel,
    destination,
    code: normaliseInvitationCode(body.code),
    validHours: INVITATION_CODE_VALID_HOURS,
    language: await languageOfBox(db, { userId: p.userId, agentId: p.agentId }),
  });
  await repo.setInvitationSentTo(db, invitation.id, masked);
  return { channel: body.channel, destination: masked };
}

/**
 * POST /user/agent/enterInvitationCode: the logged-in user becomes the owner's agent (UAG for a person,
 * OAG for a company) for the invitation's vehicles. The invitation row is locked, so of two users entering
 * one code at once exactly one becomes the agent and the other is told the code was used.
 */
export async function enterCode(
  db: Database,
  p: Principal,
  code: string,
  actor: AuditActor,
  now = new Date(),
) {
  const result = await db.transaction(async (tx) => {
    const invitation = await repo.invitationByHashForUpdate(tx, hashOf(code));
    if (!invitation) throw new AppError('INVITATION_CODE_INVALID');
    const own =
      invitation.ownerUserId === p.userId ||
      (invitation.ownerPersonId !== null && invitation.ownerPersonId === p.tdPersonId);
    if (own) throw new AppError('INVITATION_CODE_OWN');
    if (invitation.usedAt) throw new AppError('INVITATION_CODE_USED');
    if (invitation.expiresAt <= now) throw new AppError('INVITATION_CODE_EXPIRED');
    const owner: OwnerRef = invitation.ownerPersonId
      ? { kind: 'person', personId: invitation.ownerPersonId }
      : { kind: 'company', companyId: invitation.ownerCompanyId! };
    const roleType = owner.kind === 'person' ? 'UAG' : 'OAG';
    await repo.lockOwnerAgents(tx, owner);
    // The register is read now, not the last synchronisation: a code ends when one of its vehicles left.
    const left = firstMarkLeft(invitation, await ownedAmong(tx, owner, invitation.vehicleNos));
    if (left) throw new AppError('INVITATION_VEHICLE_LEFT', { mark: left });
    const marks = invitation.vehicleNos;
    const role =
      (await repo.activeRoleFor(tx, { userId: p.userId, roleType }, owner)) ??
      (await repo.insertRole(tx, {
        userId: p.userId,
        roleType,
        ...ownerColumns(owner),
        createdAt: now,
      }));
    await delegate(tx, { actor, owner, agentId: role.id, marks, cause: 'invitation-code' });
    if (
      !(await repo.markInvitationUsed(tx, invitation.id, {
        usedByUserId: p.userId,
        agentRoleId: role.id,
        usedAt: now,
      }))
    )
      throw new AppError('INVITATION_CODE_USED');
    return { role, owner, marks };
  });
  return {
    agentId: result.role.id,
    roleType: result.role.roleType as 'UAG' | 'OAG',
    ownerName: await ownerNameOf(db, result.owner),
    vehicleNos: await repo.marksOfRole(db, result.role.id),
  };
}

/**
 * An unused code ends (ENDED) once one of its vehicles has left the owner: the owner chose those vehicles
 * together, so a code is never worth part of what it named.
 */
const invitationStatus = (
  i: repo.InvitationRow,
  owned: ReadonlySet<string>,
  now: Date,
): InvitationView['status'] =>
  i.usedAt ? 'USED' : i.expiresAt <= now ? 'EXPIRED' : firstMarkLeft(i, owned) ? 'ENDED' : 'VALID';

/** GET /user/agent/ivt/records: the owner's invitations (never the codes), newest first. */
export async function invitationRecords(db: Database, p: Principal, now = new Date()) {
  const owner = ownerOf(p);
  const rows = await repo.invitationsOfOwner(db, owner);
  // Only the codes still open can have ended by a sale: their vehicles are asked of the register.
  const open = rows.filter((i) => !i.usedAt && i.expiresAt > now).flatMap((i) => i.vehicleNos);
  const owned = await ownedAmong(db, owner, open);
  const list: InvitationView[] = [];
  for (const i of rows)
    list.push({
      invitationId: i.id,
      vehicleNos: i.vehicleNos,
      status: invitationStatus(i, owned, now),
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      sentTo: i.sentTo,
      usedBy: i.usedByUserId
        ? await displayNameOf(db, { personId: await repo.tdPersonOfUser(db, i.usedByUserId) })
        : null,
      usedAt: i.usedAt?.toISOString() ?? null,
    });
  return { list };
}

// Agent management (the owner's side)

async function viewsOf(db: Database, roles: repo.AgentRoleRow[]): Promise<AgentView[]> {
  const vehicles = await repo.vehiclesOfRoles(
    db,
    roles.map((r) => r.id),
  );
  const views: AgentView[] = [];
  for (const r of roles)
    views.push({
      agentId: r.id,
      name: await agentNameOf(db, r),
      roleType: r.roleType as AgentView['roleType'],
      status: r.status as AgentView['status'],
      isDefault: r.isDefault,
      vehicleNos: vehicles.get(r.id) ?? [],
      since: r.createdAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
    });
  return views;
}

async function pageOfAgents(db: Database, p: Principal, activeOnly: boolean, q: AgentListQuery) {
  const { rows, total, totalCapped } = await repo.pageOfAgents(
    db,
    ownerOf(p),
    activeOnly,
    (q.page - 1) * q.pageSize,
    q.pageSize,
  );
  return { list: await viewsOf(db, rows), total, totalCapped, page: q.page, pageSize: q.pageSize };
}

/** POST /users/list/agent: a page of the owner's activated agents, the default first. */
export function listAgents(db: Database, p: Principal, q: AgentListQuery) {
  return pageOfAgents(db, p, true, q);
}

/** GET /user/agent/records: a page of every agent the owner has had, ended ones included. */
export function agentRecords(db: Database, p: Principal, q: AgentListQuery) {
  return pageOfAgents(db, p, false, q);
}

async function activeAgentOf(db: Database, owner: OwnerRef, agentId: number, lock = false) {
  const role = await repo.agentOfOwner(db, owner, agentId, lock);
  if (!role || role.status !== 'ACTIVATED') throw new AppError('AGENT_NOT_FOUND');
  return role;
}

/** GET /user-agent/detail: one agent of the owner. */
export async function agentDetail(db: Database, p: Principal, agentId: number) {
  const role = await repo.agentOfOwner(db, ownerOf(p), agentId);
  if (!role) throw new AppError('AGENT_NOT_FOUND');
  return (await viewsOf(db, [role]))[0]!;
}

/** PUT /user-agent/default: the agent that receives the vehicles of an agent who goes. */
export async function setDefaultAgent(db: Database, p: Principal, agentId: number, actor: AuditActor) {
  const owner = ownerOf(p);
  await db.transaction(async (tx) => {
    await repo.lockOwnerAgents(tx, owner);
    await activeAgentOf(tx, owner, agentId, true);
    await repo.setDefault(tx, owner, agentId);
    await recordAudit(tx, {
      ...actor,
      action: 'agent.default',
      ...ownerSubject(owner),
      objectRef: `agent-role:${agentId}`,
      outcome: 'ok',
    });
  });
  return agentDetail(db, p, agentId);
}

/** POST /user-agent/vehicles/list: what the agent holds, and what else of the owner's it may be given. */
export async function agentVehicles(db: Database, p: Principal, agentId: number) {
  const owner = ownerOf(p);
  await activeAgentOf(db, owner, agentId);
  const delegated = await repo.marksOfRole(db, agentId);
  const held = new Set(delegated);
  return {
    agentId,
    delegated,
    available: (await marksOfOwner(db, owner)).filter((m) => !held.has(m)),
    maxAgentsPerVehicle: await maxAgentsPerVehicle(db),
  };
}

/** POST /user-agent/vehicles/add. */
export async function addAgentVehicles(
  db: Database,
  p: Principal,
  agentId: number,
  marks: readonly string[],
  actor: AuditActor,
) {
  const owner = ownerOf(p);
  await requireOwned(db, owner, marks);
  await db.transaction(async (tx) => {
    await activeAgentOf(tx, owner, agentId, true);
    await delegate(tx, { actor, owner, agentId, marks, cause: 'owner-added' });
  });
  return agentVehicles(db, p, agentId);
}

/** DELETE /user-agent/vehicles/delete: the owner takes vehicles back; the agent is told in its box. */
export async function removeAgentVehicles(
  db: Database,
  p: Principal,
  agentId: number,
  marks: readonly string[],
  actor: AuditActor,
  now = new Date(),
) {
  const owner = ownerOf(p);
  await db.transaction(async (tx) => {
    const role = await activeAgentOf(tx, owner, agentId, true);
    const removed = await repo.removeVehicles(tx, agentId, marks);
    await auditDelegations(tx, 'delegation.end', {
      actor,
      owner,
      agentId,
      marks: removed,
      cause: 'owner-removed',
    });
    await tellAgentOfVehiclesTaken(tx, {
      userId: role.userId,
      agentRoleId: agentId,
      marks: removed,
      at: now,
    });
  });
  return agentVehicles(db, p, agentId);
}

/**
 * Ends an agent role in one transaction: its vehicles leave it and go to the owner's default agent (when
 * there is one and it is not the agent who goes), each change audited, the role deactivated (terminate,
 * or the agent leaving) or deleted (remove), and the agent told in its personal box. The caller holds
 * the owner's agents lock, so the default read here is not changing or ending meanwhile.
 */
async function endAgent(
  tx: Database,
  role: repo.AgentRoleRow,
  owner: OwnerRef,
  status: 'DEACTIVATED' | 'DELETED',
  actor: AuditActor,
  cause: string,
  now: Date,
) {
  const marks = await repo.removeVehicles(tx, role.id);
  await repo.lockMarks(tx, marks);
  await repo.endRole(tx, role.id, status, now);
  await auditDelegations(tx, 'delegation.end', { actor, owner, agentId: role.id, marks, cause });
  const heir = await repo.defaultAgentOf(tx, owner, role.id);
  if (heir && marks.length > 0) {
    const added = await repo.addVehicles(tx, heir.id, marks);
    await auditDelegations(tx, 'delegation.start', {
      actor,
      owner,
      agentId: heir.id,
      marks: added,
      cause: 'default-agent',
    });
  }
  await recordAudit(tx, {
    ...actor,
    action: `agent.${cause}`,
    ...ownerSubject(owner),
    objectRef: `agent-role:${role.id}`,
    outcome: 'ok',
    detail: { movedTo: heir?.id ?? 0, vehicles: marks.length },
  });
  await tellAgentOfEndedRole(tx, {
    userId: role.userId,
    agentRoleId: role.id,
    ownerName: await ownerNameOf(tx, owner),
    marks,
  });
  return { agentId: role.id, movedTo: heir && marks.length > 0 ? heir.id : null };
}

/** DELETE /user/agent/{id}: the owner terminates (deactivates) or removes an agent. */
export async function terminateOrRemoveAgent(
  db: Database,
  p: Principal,
  agentId: number,
  mode: 'terminate' | 'remove',
  actor: AuditActor,
  now = new Date(),
) {
  const owner = ownerOf(p);
  return db.transaction(async (tx) => {
    await repo.lockOwnerAgents(tx, owner);
    const role = await activeAgentOf(tx, owner, agentId, true);
    return endAgent(
      tx,
      role,
      owner,
      mode === 'terminate' ? 'DEACTIVATED' : 'DELETED',
      actor,
      mode === 'terminate' ? 'terminated' : 'removed',
      now,
    );
  });
}

// The agent's side

const ownerOfRole = (r: repo.AgentRoleRow): OwnerRef =>
  r.ownerPersonId
    ? { kind: 'person', personId: r.ownerPersonId }
    : { kind: 'company', companyId: r.ownerCompanyId! };

/** GET /user-agent/agents: the owners the caller acts for, and the vehicles each delegated. */
export async function principalsOf(db: Database, p: Principal) {
  const roles = await repo.rolesHeldBy(db, p.userId);
  const vehicles = await repo.vehiclesOfRoles(
    db,
    roles.map((r) => r.id),
  );
  const list = [];
  for (const r of roles)
    list.push({
      agentId: r.id,
      roleType: r.roleType as 'UAG' | 'OAG',
      ownerName: await ownerNameOf(db, ownerOfRole(r)),
      vehicleNos: vehicles.get(r.id) ?? [],
      since: r.createdAt.toISOString(),
    });
  return { list };
}

/**
 * One of the caller's own activated agent roles (UAG, OAG): the one named, or else the acting one; 403
 * for anything else, whoever's it is.
 */
async function ownAgentRole(db: Database, p: Principal, agentId?: number) {
  const id = agentId ?? p.agentId;
  const role = id > 0 ? await repo.findRole(db, id) : undefined;
  const kind = role?.roleType === 'UAG' || role?.roleType === 'OAG';
  if (!role || !kind || role.userId !== p.userId || role.status !== 'ACTIVATED')
    throw new AppError('FORBIDDEN');
  return role;
}

/** GET /users/agent: the acting agent role: whose agent, and for which vehicles. */
export async function actingAgent(db: Database, p: Principal) {
  if (p.agentRole !== 'USER_AGENT' && p.agentRole !== 'ORG_AGENT') throw new AppError('FORBIDDEN');
  const role = await ownAgentRole(db, p);
  return {
    agentId: role.id,
    roleType: role.roleType as 'UAG' | 'OAG',
    ownerName: await ownerNameOf(db, ownerOfRole(role)),
    vehicleNos: await repo.marksOfRole(db, role.id),
    since: role.createdAt.toISOString(),
  };
}

/**
 * DELETE /user-agent: the caller leaves an owner it acts for (the role named, or else the acting one);
 * its vehicles go to the owner's default agent.
 */
export async function leaveAgentRole(
  db: Database,
  p: Principal,
  agentId: number | undefined,
  actor: AuditActor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const role = await ownAgentRole(tx, p, agentId);
    await repo.lockOwnerAgents(tx, ownerOfRole(role));
    const locked = await repo.agentOfOwner(tx, ownerOfRole(role), role.id, true);
    if (!locked || locked.status !== 'ACTIVATED') throw new AppError('FORBIDDEN');
    return endAgent(tx, locked, ownerOfRole(role), 'DELETED', actor, 'left', now);
  });
}

export type { DelegationFilter } from './agents.repository.ts';

/**
 * The vehicles delegated to activated agent roles, each with its role (its holder, kind and owner): the one
 * question "who acts for which vehicle", for the vehicles, fleets and messages areas to ask.
 */
export const activeDelegations = (db: Database, filter: repo.DelegationFilter) =>
  repo.activeDelegations(db, filter);

const ownerOfDelegation = (d: repo.DelegationRow): OwnerRef =>
  d.ownerPersonId
    ? { kind: 'person', personId: d.ownerPersonId }
    : { kind: 'company', companyId: d.ownerCompanyId! };

/**
 * The vehicles delegated to the acting role, each with its owner: a personal agent's (UAG) own delegation,
 * or, for a company's administrator and staff, those delegated to the company by approved vehicle
 * applications, from the approval until the delegation ends.
 */
export async function delegatedToActingRole(
  db: Database,
  p: Principal,
): Promise<Array<{ mark: string; owner: OwnerRef }>> {
  const filter: repo.DelegationFilter | undefined =
    p.agentRole === 'USER_AGENT'
      ? { agentRoleId: p.agentId }
      : (p.agentRole === 'ORG_ADMIN' || p.agentRole === 'ORG_AGENT') && p.ownerCompanyId !== undefined
        ? { agentCompanyId: p.ownerCompanyId }
        : undefined;
  if (!filter) return [];
  const byMark = new Map<string, OwnerRef>();
  for (const d of await repo.activeDelegations(db, filter))
    if (!byMark.has(d.mark)) byMark.set(d.mark, ownerOfDelegation(d));
  return [...byMark].map(([mark, owner]) => ({ mark, owner }));
}

/** The masked names of the agents (a company by its name) each of an owner's vehicles is delegated to. */
export async function agentNamesByMark(db: Database, owner: OwnerRef, marks: readonly string[]) {
  const names = new Map<string, string[]>();
  for (const d of await repo.activeDelegations(db, { owner, marks }))
    names.set(d.mark, [...(names.get(d.mark) ?? []), await agentNameOf(db, d)]);
  return names;
}

/**
 * Ends, inside the caller's transaction, the delegations of vehicles the owner no longer holds (the
 * vehicles synchronisation found them gone); answers who lost which vehicle.
 */
export async function endDelegationsOfMarks(tx: Database, owner: OwnerRef, marks: readonly string[]) {
  return repo.removeOwnerDelegations(tx, owner, marks);
}

/**
 * A company's staff list (its activated staff and administrator roles) as Transport Department persons,
 * for other areas: a company names the driver of a moving offence from it. Only the server's list counts.
 */
export async function companyStaff(
  db: Database,
  companyId: number,
): Promise<Array<{ staffId: number; personId: number }>> {
  const rows = await repo.staffOfCompany(db, companyId);
  return rows.flatMap((r) => (r.personId === null ? [] : [{ staffId: r.staffId, personId: r.personId }]));
}
