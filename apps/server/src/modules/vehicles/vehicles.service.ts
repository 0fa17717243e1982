import { taskFinished } from '@eticket/domain/common/background-task';
import { maskName } from '@eticket/domain/common/masking';
import { describeVehicle } from '@eticket/domain/vehicles/vehicle-description';
import { formatShortCode, readShortCode } from '@eticket/domain/vehicles/vehicle-short-code';
import {
  MAX_QR_CODES_PER_DOWNLOAD,
  MAX_VEHICLES_PER_REQUEST,
  type QrCodeView,
  type ScannedVehicle,
  type VehicleAbilities,
  type VehicleListQuery,
  type VehiclePage,
  type VehicleSyncStatus,
  type VehicleView,
} from '@eticket/domain/vehicles/vehicle.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { COUNT_LIMIT } from '../../db/bounded-count.ts';
import { referenceRead } from '../../db/reference-reads.ts';
import { AppError } from '../../http/app-error.ts';
import { progressOf } from '../../lib/task-progress.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { serverKey } from '../identity/server-keys.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { recordAudit } from '../audit/audit.ts';
import { delegatedToActingRole, endDelegationsOfMarks } from '../agents/agents.service.ts';
import { agentNamesOf } from '../agents/vehicle-agents.ts';
import { invalidateApplicationsOfMarks } from '../agents/applications.service.ts';
import { tellAgentsOfEndedDelegations } from '../messages/delegation-notices.service.ts';
import { getParam } from '../params/params.service.ts';
import { partyKeyOf } from '../tickets/ticket-scope.ts';
import { ticketsIssuedFrom } from '../tickets/tickets.account.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import type { OwnerRef, TransportVehicle } from '../transport/transport.port.ts';
import * as repo from './vehicles.repository.ts';
import { qrPdf, qrSvg } from './vehicle-qr-pdf.ts';
import { newNonce, newShortCode, nonceOf, tokenOf } from './vehicle-qr-token.ts';

export const SYNC_JOB = 'vehicles.sync';

/** Whose vehicles the acting role sees, and what it may do with them (ADR 0028). */
export interface VehicleScope {
  ownerKey: string;
  owner: OwnerRef;
  /** A personal agent sees only the vehicles delegated to the role. */
  marks?: string[];
  readOnly: boolean;
  abilities: VehicleAbilities;
  /**
   * A company's roles also see the vehicles other owners delegated to the company by approved vehicle
   * applications (read-only), from the approval until the delegation ends. They are found in SQL with the
   * company's own (never gathered into a list here).
   */
  agentCompanyId?: number;
}

/**
 * Draws a new code (nonce and short code) until `make` can store it: a value already taken answers
 * undefined and is drawn again. A clash of the short code's 49.5 random bits is as good as never; five
 * draws bound the loop should something else stand in the way.
 */
async function withNewCode<T>(make: (code: repo.NewQrCode) => Promise<T | undefined>): Promise<T> {
  for (let draw = 0; draw < 5; draw++) {
    const made = await make({ nonce: newNonce(), shortCode: newShortCode() });
    if (made) return made;
  }
  throw new Error('no new vehicle QR code could be stored after five draws');
}

export function ownerKeyOf(owner: OwnerRef): string {
  return owner.kind === 'person' ? `P:${owner.personId}` : `C:${owner.companyId}`;
}

/** The personal role manages its own; an administrator its company's; staff print; an agent only looks. */
export async function scopeOf(db: Database, p: Principal): Promise<VehicleScope> {
  if (p.agentRole === 'USER_PERSONAL' && p.tdPersonId !== null) {
    const owner: OwnerRef = { kind: 'person', personId: p.tdPersonId };
    return {
      ownerKey: ownerKeyOf(owner),
      owner,
      readOnly: false,
      abilities: { sync: true, qrDownload: true, qrRegenerate: true },
    };
  }
  if (p.agentRole === 'USER_AGENT' && p.ownerPersonId !== undefined) {
    const owner: OwnerRef = { kind: 'person', personId: p.ownerPersonId };
    return {
      ownerKey: ownerKeyOf(owner),
      owner,
      marks: (await delegatedToActingRole(db, p)).map((d) => d.mark),
      readOnly: true,
      abilities: { sync: false, qrDownload: false, qrRegenerate: false },
    };
  }
  if ((p.agentRole === 'ORG_ADMIN' || p.agentRole === 'ORG_AGENT') && p.ownerCompanyId !== undefined) {
    const owner: OwnerRef = { kind: 'company', companyId: p.ownerCompanyId };
    const admin = p.agentRole === 'ORG_ADMIN';
    return {
      ownerKey: ownerKeyOf(owner),
      owner,
      readOnly: !admin,
      abilities: { sync: admin, qrDownload: true, qrRegenerate: false },
      agentCompanyId: p.ownerCompanyId,
    };
  }
  throw new AppError('FORBIDDEN');
}

async function numberParam(db: Database, code: string, fallback: number) {
  const param = await getParam(db, code).catch(() => undefined);
  return typeof param?.value === 'number' ? param.value : fallback;
}

type VehicleFields = Pick<
  TransportVehicle,
  'classCode' | 'typeCode' | 'make' | 'model' | 'colourCode' | 'yearOfManufacture'
>;

function fieldsOf(v: VehicleFields): VehicleFields {
  return {
    classCode: v.classCode,
    typeCode: v.typeCode,
    make: v.make,
    model: v.model,
    colourCode: v.colourCode,
    yearOfManufacture: v.yearOfManufacture,
  };
}

/**
 * Brings the owner's rows in step with the register (inside the caller's transaction): new vehicles get a
 * row and a QR code, changed ones their new fields, and a vehicle the owner no longer holds is removed: its
 * code stops working and its delegations to agents end.
 */
export async function applyRegister(tx: Database, ownerKey: string, owner: OwnerRef) {
  await repo.lockOwner(tx, ownerKey);
  const register = (await transportOf(tx).vehiclesOf(owner)).filter((v) => !v.deregistered);
  const rows = await repo.allOfOwner(tx, ownerKey);
  const byMark = new Map(rows.map((r) => [r.registrationMark, r]));
  const held = new Set(register.map((v) => v.registrationMark));
  const added: string[] = [];
  const now = new Date();
  for (const v of register) {
    const row = byMark.get(v.registrationMark);
    if (!row) {
      const inserted = await repo.insertVehicle(tx, {
        ownerKey,
        registrationMark: v.registrationMark,
        ...fieldsOf(v),
      });
      await withNewCode((code) => repo.insertQrCode(tx, inserted.id, code));
      added.push(v.registrationMark);
    } else {
      await repo.updateVehicle(tx, row.id, { ...fieldsOf(v), syncedAt: now, removedAt: null });
      if (row.removedAt) {
        // Back with this owner: a new code, never the one printed before it left.
        await withNewCode((code) => repo.insertQrCode(tx, row.id, code));
        added.push(v.registrationMark);
      }
    }
  }
  const gone = rows.filter((r) => r.removedAt === null && !held.has(r.registrationMark));
  for (const row of gone) await repo.updateVehicle(tx, row.id, { removedAt: now });
  await repo.revokeQrCodes(
    tx,
    gone.map((r) => r.id),
  );
  const removed = gone.map((r) => r.registrationMark);
  const endedDelegations = await endDelegationsOfMarks(tx, owner, removed);
  // A pending application for a vehicle that left ends too (its applicant is told); an unused invitation
  // code for it reads as ended from the register itself (agents.service).
  await invalidateApplicationsOfMarks(tx, owner, removed);
  return { added: added.sort(), removed: removed.sort(), endedDelegations };
}

/**
 * The first look at an owner's vehicles reads the register once; later changes come by synchronisation.
 * Answers when the vehicles were last read (`lastDoneSync`).
 */
export async function ensureRead(db: Database, scope: Pick<VehicleScope, 'ownerKey' | 'owner'>) {
  const last = await repo.lastDoneSync(db, scope.ownerKey);
  if (last) return last;
  return db.transaction(async (tx) => {
    await repo.lockOwner(tx, scope.ownerKey);
    const meanwhile = await repo.lastDoneSync(tx, scope.ownerKey);
    if (meanwhile) return meanwhile;
    const { added, removed } = await applyRegister(tx, scope.ownerKey, scope.owner);
    return repo.insertDoneSync(tx, scope.ownerKey, added, removed);
  });
}

/**
 * The acting role's own register and those of the owners who delegated vehicles to it, each read once.
 * Answers when its own were last read.
 */
async function ensureReadAll(
  db: Database,
  scope: Pick<VehicleScope, 'ownerKey' | 'owner' | 'agentCompanyId'>,
) {
  const own = await ensureRead(db, scope);
  if (scope.agentCompanyId === undefined) return own;
  for (const { personId, companyId } of await repo.unreadDelegatingOwners(db, scope.agentCompanyId)) {
    const owner: OwnerRef =
      personId !== null ? { kind: 'person', personId } : { kind: 'company', companyId: companyId! };
    await ensureRead(db, { ownerKey: ownerKeyOf(owner), owner });
  }
  return own;
}

/**
 * The owner's name as the vehicle list shows it: in full when it is the caller's own (his name, his
 * company's), else masked. Read from the Transport Department and kept for seconds like the personal
 * role's facts (ADR 0053), since every page of a fleet's list names the same owner.
 */
async function ownerNameOf(db: Database, owner: OwnerRef, own: boolean): Promise<string> {
  const name = await referenceRead(db, `owner-name:${ownerKeyOf(owner)}`, async () => {
    const td = transportOf(db);
    if (owner.kind === 'company') return (await td.companyById(owner.companyId))?.nameEng;
    const person = await td.personById(owner.personId);
    return person ? `${person.engSurname} ${person.engGivenName}` : undefined;
  });
  return own && name ? name : maskName(name);
}

async function viewsOf(
  db: Database,
  scope: VehicleScope,
  rows: readonly repo.ListedVehicle[],
): Promise<VehicleView[]> {
  // The owners of this page's vehicles only: one name each.
  const owners = new Map<string, OwnerRef>(
    rows.map((r) => [r.vehicle.ownerKey, ownerOfKey(r.vehicle.ownerKey)]),
  );
  owners.set(scope.ownerKey, scope.owner);
  const [agentNames, ownerNames] = await Promise.all([
    // The agents of the role's own vehicles: a vehicle delegated to it shows none of its owner's.
    Promise.all(rows.map((r) => (r.vehicle.ownerKey === scope.ownerKey ? agentNamesOf(db, r.agents) : []))),
    Promise.all(
      [...owners].map(async ([key, owner]) => {
        // A personal agent's scope is the owner's register, cut to the delegated marks: not his own.
        const own = key === scope.ownerKey && scope.marks === undefined;
        return [key, await ownerNameOf(db, owner, own)] as const;
      }),
    ),
  ]);
  const nameOf = new Map(ownerNames);
  return rows.map(({ vehicle: v, qrIssuedAt, unpaidTickets }, i) => {
    const delegated = v.ownerKey !== scope.ownerKey;
    return {
      id: v.id,
      registrationMark: v.registrationMark,
      ...fieldsOf(v),
      ...describeVehicle(v),
      ownerName: nameOf.get(v.ownerKey) ?? maskName(undefined),
      agents: agentNames[i]!,
      unpaidTickets,
      readOnly: scope.readOnly || delegated,
      delegated: delegated || scope.marks !== undefined,
      qrIssuedAt: qrIssuedAt?.toISOString() ?? null,
    };
  });
}

/** What the vehicle list reads of the ticket area for the acting role: its party and first day of e-tickets. */
async function factsOf(db: Database, p: Principal): Promise<repo.VehicleFacts> {
  return { partyKey: partyKeyOf(p), issuedFrom: await ticketsIssuedFrom(db) };
}

/** The filter of the acting role's vehicles: its own (or an agent's delegated marks), and, unless `ownOnly`, those delegated to its company. */
function filterOf(scope: VehicleScope, keyword?: string, ownOnly = false): repo.VehicleFilter {
  return {
    ownerKey: scope.ownerKey,
    ...(scope.marks ? { marks: scope.marks } : {}),
    ...(!ownOnly && scope.agentCompanyId !== undefined ? { agentCompanyId: scope.agentCompanyId } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/**
 * A page of vehicles in the list's one statement (`repo.listOfVehicles`); only the first look at an
 * owner's vehicles (or at those of an owner who delegated vehicles to the company) reads the register and
 * asks again.
 */
async function listReadingFirst(
  db: Database,
  scope: Pick<VehicleScope, 'ownerKey' | 'owner' | 'agentCompanyId'>,
  filter: repo.VehicleFilter,
  page: { offset: number; limit: number; reach: number },
  facts: repo.VehicleFacts,
) {
  const listed = await repo.listOfVehicles(db, filter, page, facts);
  if (listed.lastRead !== undefined && !listed.unreadOwners) return listed;
  await ensureReadAll(db, scope);
  return repo.listOfVehicles(db, filter, page, facts);
}

export async function listVehicles(db: Database, p: Principal, q: VehicleListQuery): Promise<VehiclePage> {
  const scope = await scopeOf(db, p);
  const listed = await listReadingFirst(
    db,
    scope,
    filterOf(scope, q.keyword),
    { offset: (q.page - 1) * q.pageSize, limit: q.pageSize, reach: COUNT_LIMIT },
    await factsOf(db, p),
  );
  return {
    items: await viewsOf(db, scope, listed.rows),
    total: listed.total,
    totalCapped: listed.totalCapped,
    page: q.page,
    pageSize: q.pageSize,
    abilities: scope.abilities,
    lastSyncedAt: listed.lastRead?.at?.toISOString() ?? null,
  };
}

/**
 * A page of a company's own current vehicles by mark, each with the acting role's unpaid tickets on it,
 * and the fleet's bounded total: the fleets area's overview reads the portal's copy of the register
 * through it (read from the register on the first look), in the vehicle list's one statement.
 */
export async function companyFleetPage(
  db: Database,
  p: Principal,
  companyId: number,
  page: { offset: number; limit: number },
) {
  const owner: OwnerRef = { kind: 'company', companyId };
  const ownerKey = ownerKeyOf(owner);
  const listed = await listReadingFirst(
    db,
    { ownerKey, owner },
    { ownerKey },
    { ...page, reach: Infinity },
    await factsOf(db, p),
  );
  return {
    vehicles: listed.rows.map((r) => ({ mark: r.vehicle.registrationMark, unpaidTickets: r.unpaidTickets })),
    total: listed.total,
    totalCapped: listed.totalCapped,
  };
}

/** The acting role's vehicles by id; any id it cannot see (another owner's, removed, made up) is "not found". */
async function vehiclesInScope(
  db: Database,
  scope: VehicleScope,
  ids: readonly number[],
  { ownOnly = false, facts }: { ownOnly?: boolean; facts?: repo.VehicleFacts } = {},
) {
  const unique = [...new Set(ids)];
  await ensureReadAll(db, scope);
  const rows = await repo.vehiclesByIds(db, filterOf(scope, undefined, ownOnly), unique, facts);
  if (rows.length !== unique.length) throw new AppError('VEHICLE_NOT_FOUND');
  return rows;
}

export async function vehicleDetails(db: Database, p: Principal, vehicleId: number): Promise<VehicleView> {
  const scope = await scopeOf(db, p);
  const rows = await vehiclesInScope(db, scope, [vehicleId], { facts: await factsOf(db, p) });
  return (await viewsOf(db, scope, rows))[0]!;
}

/** Queues a synchronisation of the acting owner's vehicles; one at a time per owner. */
export async function startSync(
  db: Database,
  p: Principal,
  route: 'user' | 'org',
  kickJob: (jobId: number) => void,
): Promise<VehicleSyncStatus> {
  const expected = route === 'user' ? 'USER_PERSONAL' : 'ORG_ADMIN';
  if (p.agentRole !== expected) throw new AppError('FORBIDDEN');
  const scope = await scopeOf(db, p);
  const { sync, jobId } = await db.transaction(async (tx) => {
    const sync = await repo.insertQueuedSync(tx, scope.ownerKey, p.userId);
    if (!sync) throw new AppError('VEHICLE_SYNC_IN_PROGRESS');
    const jobId = await enqueueJob(tx, {
      kind: SYNC_JOB,
      payload: { syncId: sync.id },
      dedupeKey: `${SYNC_JOB}:${scope.ownerKey}`,
      maxAttempts: 5,
    });
    return { sync, jobId };
  });
  if (jobId !== undefined) kickJob(jobId);
  return statusOf(sync);
}

function statusOf(row: repo.VehicleSyncRow | undefined): VehicleSyncStatus {
  if (!row)
    return { state: 'NONE', progress: 0, added: [], removed: [], requestedAt: null, finishedAt: null };
  return {
    ...progressOf(row),
    added: row.added,
    removed: row.removed,
    requestedAt: row.requestedAt.toISOString(),
  };
}

export async function syncStatus(db: Database, p: Principal): Promise<VehicleSyncStatus> {
  const scope = await scopeOf(db, p);
  return statusOf(await repo.latestUserSync(db, scope.ownerKey));
}

function ownerOfKey(ownerKey: string): OwnerRef {
  const [kind, id] = ownerKey.split(':');
  return kind === 'C' ? { kind: 'company', companyId: Number(id) } : { kind: 'person', personId: Number(id) };
}

/** The job: reads the register and applies it, recording progress and the marks added and removed. */
export async function runSync(db: Database, syncId: number, lastAttempt: boolean) {
  const given = await repo.findSync(db, syncId);
  if (!given) return;
  // A job left pending after its synchronisation finished (a crash between the two) serves the owner's
  // next one: the dedupe key let no second job be queued for it.
  const finished = taskFinished(given.state);
  const sync = finished ? await repo.activeSync(db, given.ownerKey) : given;
  if (!sync) return;
  syncId = sync.id;
  await repo.updateSync(db, syncId, { state: 'RUNNING', progress: 10 });
  try {
    await db.transaction(async (tx) => {
      const owner = ownerOfKey(sync.ownerKey);
      const { added, removed, endedDelegations } = await applyRegister(tx, sync.ownerKey, owner);
      // In the same transaction: the agents are told exactly when their delegation ends, and each ended
      // delegation leaves one audit row (a delegation changed by the register, not by a user: ADR 0029).
      await tellAgentsOfEndedDelegations(tx, syncId, endedDelegations);
      for (const ended of endedDelegations) {
        await recordAudit(tx, {
          actorUserId: null,
          actorRole: 'vehicle-sync',
          requestId: null,
          action: 'delegation.end',
          subjectPersonId: owner.kind === 'person' ? owner.personId : null,
          objectRef: `agent-role:${ended.agentRoleId}:vehicle:${ended.mark}`,
          outcome: 'ok',
          detail: { cause: 'vehicle-transferred', syncId },
        });
      }
      await repo.updateSync(tx, syncId, {
        state: 'DONE',
        progress: 100,
        added,
        removed,
        finishedAt: new Date(),
      });
    });
  } catch (error) {
    await repo.updateSync(
      db,
      syncId,
      lastAttempt
        ? { state: 'FAILED', error: String(error).slice(0, 500), finishedAt: new Date() }
        : { state: 'QUEUED' },
    );
    throw error;
  }
}

/**
 * Replaces the QR codes of up to five of the caller's own vehicles; the old codes stop working at once.
 * Regenerations of one owner (a double click, a second tab) queue on the owner's lock, as its register
 * work does, and each reads the codes after the one before it: a code made after this request arrived,
 * by a click queued ahead of it, is kept and answered, so a double click makes one new code and both
 * clicks name it.
 */
export async function regenerateQrCodes(
  db: Database,
  p: Principal,
  vehicleIds: readonly number[],
  requestedAt = new Date(),
) {
  if (p.agentRole !== 'USER_PERSONAL') throw new AppError('QR_REGENERATE_INDIVIDUAL_ONLY');
  const max = await numberParam(db, 'MAX_VEHICLES_PER_REQUEST', MAX_VEHICLES_PER_REQUEST);
  if (new Set(vehicleIds).size > max) throw new AppError('VEHICLES_PER_REQUEST_EXCEEDED', { max });
  const scope = await scopeOf(db, p);
  const ids = (await vehiclesInScope(db, scope, vehicleIds)).map((r) => r.vehicle.id);
  return db.transaction(async (tx) => {
    await repo.lockOwner(tx, scope.ownerKey);
    const rows = await repo.vehiclesByIds(tx, filterOf(scope), ids);
    // A synchronisation queued ahead of this request took the vehicle away meanwhile.
    if (rows.length !== ids.length) throw new AppError('VEHICLE_NOT_FOUND');
    const issuedAt = new Map<number, Date>();
    for (const row of rows)
      if (row.qrIssuedAt && row.qrIssuedAt >= requestedAt) issuedAt.set(row.vehicle.id, row.qrIssuedAt);
    const stale = ids.filter((id) => !issuedAt.has(id));
    await repo.revokeQrCodes(tx, stale);
    for (const id of stale)
      issuedAt.set(id, (await withNewCode((code) => repo.insertQrCode(tx, id, code))).issuedAt);
    return ids.map((id) => ({ vehicleId: id, issuedAt: issuedAt.get(id)!.toISOString() }));
  });
}

async function activeTokens(db: Database, config: Config, rows: Awaited<ReturnType<typeof vehiclesInScope>>) {
  const key = await serverKey(db, config, 'vehicle-qr');
  const result = [];
  for (const row of rows) {
    const code =
      row.nonce && row.shortCode && row.qrIssuedAt
        ? { nonce: row.nonce, shortCode: row.shortCode, issuedAt: row.qrIssuedAt }
        : await withNewCode((code) => repo.activeQrCodeOrNew(db, row.vehicle.id, code));
    result.push({
      row,
      token: tokenOf(key, code.nonce),
      shortCode: formatShortCode(code.shortCode),
      issuedAt: code.issuedAt,
    });
  }
  return result;
}

async function downloadableRows(db: Database, p: Principal, vehicleIds: readonly number[]) {
  const scope = await scopeOf(db, p);
  if (!scope.abilities.qrDownload) throw new AppError('FORBIDDEN');
  // A vehicle delegated to the company is its owner's to print: only the company's own are downloaded.
  return vehiclesInScope(db, scope, vehicleIds, { ownOnly: true });
}

/** Up to 50 codes (MAX_QR_CODES_PER_DOWNLOAD) as one A4 PDF, by registration mark. */
export async function qrCodesPdf(db: Database, config: Config, p: Principal, vehicleIds: readonly number[]) {
  const max = await numberParam(db, 'MAX_QR_CODES_PER_DOWNLOAD', MAX_QR_CODES_PER_DOWNLOAD);
  if (new Set(vehicleIds).size > max) throw new AppError('QR_DOWNLOAD_TOO_MANY', { max });
  const rows = await downloadableRows(db, p, vehicleIds);
  const labels = (await activeTokens(db, config, rows)).map(({ row, token, shortCode }) => ({
    registrationMark: row.vehicle.registrationMark,
    token,
    shortCode,
  }));
  return qrPdf(labels);
}

export async function qrCodeView(
  db: Database,
  config: Config,
  p: Principal,
  vehicleId: number,
): Promise<QrCodeView> {
  const rows = await downloadableRows(db, p, [vehicleId]);
  const [{ row, token, shortCode, issuedAt }] = (await activeTokens(db, config, rows)) as [
    { row: (typeof rows)[0]; token: string; shortCode: string; issuedAt: Date },
  ];
  return {
    vehicleId: row.vehicle.id,
    registrationMark: row.vehicle.registrationMark,
    issuedAt: issuedAt.toISOString(),
    token,
    shortCode,
    svg: await qrSvg(token),
  };
}

/**
 * The vehicle of a scanned code, or of the short code printed under it as typed (any case, spaces and
 * dashes ignored), whoever asks (the caller decides who may use it): a forged or mistyped code answers
 * "not a portal code" (VEH-E-0004), a replaced one or one of a vehicle its owner no longer holds "QR code
 * expired" (VEH-E-0003), the short code as its QR code. The driving logs call it before starting or
 * ending a duty period.
 */
export async function vehicleOfQrToken(db: Database, config: Config, token: string) {
  const shortCode = readShortCode(token);
  const nonce = shortCode ? undefined : nonceOf(await serverKey(db, config, 'vehicle-qr'), token);
  const found = shortCode
    ? await repo.qrCodeByShortCode(db, shortCode)
    : nonce
      ? await repo.qrCodeByNonce(db, nonce)
      : undefined;
  if (!found) throw new AppError('QR_CODE_INVALID');
  if (found.code.revokedAt || found.vehicle.removedAt) throw new AppError('QR_CODE_EXPIRED');
  return found.vehicle;
}

/**
 * A scanned code: a forged one is "not a portal code", a replaced one (or of a vehicle its owner no longer
 * holds) "QR code expired". The vehicle is answered to a caller who can see it or who drives (the
 * qrcodeScanner flag); anyone else is told it does not exist.
 */
export async function resolveQrCode(
  db: Database,
  config: Config,
  p: Principal,
  token: string,
): Promise<ScannedVehicle> {
  const v = await vehicleOfQrToken(db, config, token);
  let allowed = p.permissions.qrcodeScanner;
  if (!allowed && p.permissions.vehicle) {
    const scope = await scopeOf(db, p).catch(() => undefined);
    allowed = scope !== undefined && (await repo.vehiclesByIds(db, filterOf(scope), [v.id])).length === 1;
  }
  if (!allowed) throw new AppError('VEHICLE_NOT_FOUND');
  return scannedVehicleOf(v);
}

/** What a scan may show of a vehicle: never its owner. */
export function scannedVehicleOf(v: repo.OwnedVehicleRow): ScannedVehicle {
  const d = describeVehicle(v);
  return {
    registrationMark: v.registrationMark,
    classGroup: d.classGroup,
    typeLabel: d.typeLabel,
    make: v.make,
    model: v.model,
    colourName: d.colourName,
  };
}
