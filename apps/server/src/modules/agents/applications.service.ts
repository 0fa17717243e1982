import type {
  ApplicationStatus,
  ApplicationView,
  ApplyBody,
  RecordQuery,
} from '@eticket/domain/agents/agents.schemas';
import type { PageQuery } from '@eticket/domain/common/page.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { countIdCheck } from '../tickets/id-check-guard.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import type { OwnerRef } from '../transport/transport.port.ts';
import * as repo from './agents.repository.ts';
import { delegate, displayNameOf, ownedAmong, ownerColumns, ownerOf, sameOwner } from './agents.service.ts';
import {
  tellApplicantsOfInvalidApplications,
  type InvalidApplication,
} from '../messages/application-notices.service.ts';

/** Who applies: a person in its personal role, or a company through its administrator. */
interface Applicant {
  key: string;
  personId: number | null;
  companyId: number | null;
}

function applicantOf(p: Principal): Applicant {
  if (p.agentRole === 'USER_PERSONAL')
    return {
      key: p.tdPersonId !== null ? `P:${p.tdPersonId}` : `U:${p.userId}`,
      personId: p.tdPersonId,
      companyId: null,
    };
  if (p.agentRole === 'ORG_ADMIN' && p.ownerCompanyId !== undefined)
    return { key: `C:${p.ownerCompanyId}`, personId: null, companyId: p.ownerCompanyId };
  throw new AppError('FORBIDDEN');
}

/** The owner named by the applicant: a person by identity document, or a company by its registration. */
async function ownerByIdNo(db: Database, idNo: string): Promise<OwnerRef | null> {
  const td = transportOf(db);
  const person = await td.personByIdNo(idNo);
  if (person) return { kind: 'person', personId: person.id };
  for (const docType of ['B', 'F', 'T']) {
    const company = await td.companyByDocument(docType, idNo);
    if (company) return { kind: 'company', companyId: company.id };
  }
  return null;
}

/** Counter scope of the tries at naming an owner (ADR 0045). */
const ID_CHECK_SCOPE = 'id-check:vehicle-application';

/**
 * The rules of spec section 5: one's own vehicle is refused, and so is a vehicle the named owner does not
 * hold. An unknown number and an owner without the vehicles are one answer, APPLICATION_OWNER_MISMATCH,
 * naming no vehicle: otherwise the form tells anyone whose number owns which vehicle (ADR 0045). One's own
 * vehicle tells nothing of anyone else, so it keeps its own message.
 */
async function namedOwner(
  db: Database,
  applicant: Applicant,
  ownerIdNo: string,
  marks: readonly string[],
): Promise<OwnerRef> {
  const td = transportOf(db);
  const applicantAsOwner: OwnerRef | null = applicant.companyId
    ? { kind: 'company', companyId: applicant.companyId }
    : applicant.personId !== null
      ? { kind: 'person', personId: applicant.personId }
      : null;
  for (const mark of marks) {
    const holder = (await td.vehicle(mark))?.owner;
    if (applicantAsOwner && sameOwner(holder, applicantAsOwner))
      throw new AppError('APPLICATION_OWN_VEHICLE', { mark });
  }
  const owner = await ownerByIdNo(db, ownerIdNo);
  const owned = owner ? await ownedAmong(db, owner, marks) : new Set<string>();
  if (!owner || marks.some((mark) => !owned.has(mark))) throw new AppError('APPLICATION_OWNER_MISMATCH');
  return owner;
}

async function transition(
  tx: Database,
  app: repo.ApplicationRow,
  status: ApplicationStatus,
  actor: AuditActor,
  now: Date,
  extra: Partial<repo.ApplicationRow> = {},
) {
  await repo.updateApplication(tx, app.id, { status, ...extra });
  await repo.insertEvent(tx, app.id, status, actor.actorUserId, now);
  await recordAudit(tx, {
    ...actor,
    action: `application.vehicle.${status.toLowerCase()}`,
    subjectPersonId: app.ownerPersonId,
    subjectCompanyId: app.ownerCompanyId,
    objectRef: `vehicle-application:${app.id}`,
    outcome: 'ok',
  });
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * POST /apply/save (submit false) and /apply/vehicle (submit true): a new application, or the applicant's
 * own draft changed. Submitting makes it PENDING_AUTHORIZATION and reserves its vehicles for this
 * applicant, so a second pending application for one of them is refused, even one sent at the same time.
 */
export async function saveApplication(
  db: Database,
  config: Config,
  p: Principal,
  body: ApplyBody,
  submit: boolean,
  actor: AuditActor,
  now = new Date(),
) {
  const applicant = applicantOf(p);
  await countIdCheck(db, config, { scope: ID_CHECK_SCOPE, userId: p.userId, target: body.ownerIdNo });
  const owner = await namedOwner(db, applicant, body.ownerIdNo, body.vehicleNos);
  if (submit) {
    const pending = await repo.pendingMarksOf(db, applicant.key, body.vehicleNos);
    if (pending[0]) throw new AppError('APPLICATION_DUPLICATE', { mark: pending[0] });
  }
  const id = await db
    .transaction(async (tx) => {
      const values = {
        ...ownerColumns(owner),
        vehicleNos: body.vehicleNos,
      };
      let app: repo.ApplicationRow;
      if (body.applicationId !== undefined) {
        const draft = await repo.applicationOfApplicant(tx, applicant.key, body.applicationId, true);
        if (!draft) throw new AppError('APPLICATION_NOT_FOUND');
        if (draft.status !== 'DRAFT') throw new AppError('APPLICATION_NOT_PENDING');
        await repo.updateApplication(tx, draft.id, values);
        app = { ...draft, ...values };
      } else {
        app = await repo.insertApplication(tx, {
          ...values,
          applicantUserId: p.userId,
          applicantKey: applicant.key,
          applicantCompanyId: applicant.companyId,
          status: 'DRAFT',
          createdAt: now,
        });
        await repo.insertEvent(tx, app.id, 'DRAFT', p.userId, now);
      }
      if (submit) {
        await repo.insertPending(tx, app.id, applicant.key, body.vehicleNos);
        await transition(tx, app, 'PENDING_AUTHORIZATION', actor, now);
      }
      return app.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('APPLICATION_DUPLICATE', { mark: body.vehicleNos.join(', ') });
      throw error;
    });
  return viewOf(db, (await repo.applicationOfApplicant(db, applicant.key, id))!, 'applicant');
}

async function viewOf(
  db: Database,
  app: repo.ApplicationRow,
  seenBy: 'owner' | 'applicant',
): Promise<ApplicationView> {
  return (await viewsOf(db, [app], seenBy))[0]!;
}

async function viewsOf(db: Database, apps: repo.ApplicationRow[], seenBy: 'owner' | 'applicant') {
  const events = await repo.eventsOf(
    db,
    apps.map((a) => a.id),
  );
  const views: ApplicationView[] = [];
  for (const a of apps) {
    const applicant =
      seenBy === 'owner'
        ? await displayNameOf(
            db,
            a.applicantCompanyId
              ? { companyId: a.applicantCompanyId }
              : { personId: await repo.tdPersonOfUser(db, a.applicantUserId) },
          )
        : '-';
    views.push({
      applicationId: a.id,
      type: 'VEHICLE',
      status: a.status as ApplicationStatus,
      applicant,
      // The applicant learns the owner's name only from the owner's approval, never from the number typed.
      owner:
        seenBy === 'applicant' && a.status === 'APPROVED'
          ? await displayNameOf(db, { personId: a.ownerPersonId, companyId: a.ownerCompanyId })
          : '-',
      vehicleNos: a.vehicleNos,
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
      events: events
        .filter((e) => e.applicationId === a.id)
        .map((e) => ({ status: e.status as ApplicationStatus, at: e.at.toISOString() })),
    });
  }
  return views;
}

/** POST /apply/record: a page of the caller's own applications (as a person, or as its company). */
export async function applicationRecords(db: Database, p: Principal, q: PageQuery) {
  const page = await repo.applicationsOfApplicant(
    db,
    applicantOf(p).key,
    (q.page - 1) * q.pageSize,
    q.pageSize,
  );
  return { ...pageMeta(page, q), list: await viewsOf(db, page.rows, 'applicant') };
}

/** POST /auth/record: a page of the applications addressed to the acting owner. */
export async function authorisationRecords(db: Database, p: Principal, q: RecordQuery) {
  const page = await repo.applicationsOfOwner(
    db,
    ownerOf(p),
    q.status,
    (q.page - 1) * q.pageSize,
    q.pageSize,
  );
  return { ...pageMeta(page, q), list: await viewsOf(db, page.rows, 'owner') };
}

const pageMeta = (page: { total: number; totalCapped: boolean }, q: PageQuery) => ({
  total: page.total,
  totalCapped: page.totalCapped,
  page: q.page,
  pageSize: q.pageSize,
});

async function ownersApplication(db: Database, owner: OwnerRef, id: number, lock = false) {
  const app = await repo.applicationOfOwner(db, owner, id, lock);
  if (!app) throw new AppError('APPLICATION_NOT_FOUND');
  return app;
}

/** POST /auth/record/detail. */
export async function authorisationDetail(db: Database, p: Principal, id: number) {
  return viewOf(db, await ownersApplication(db, ownerOf(p), id), 'owner');
}

/** POST /auth/reject: with the reason the owner typed, which the applicant sees. */
export async function rejectApplication(
  db: Database,
  p: Principal,
  id: number,
  reason: string,
  actor: AuditActor,
  now = new Date(),
) {
  const owner = ownerOf(p);
  await db.transaction(async (tx) => {
    const app = await ownersApplication(tx, owner, id, true);
    if (app.status !== 'PENDING_AUTHORIZATION') throw new AppError('APPLICATION_NOT_PENDING');
    await repo.clearPending(tx, app.id);
    await transition(tx, app, 'REJECTED', actor, now, { reason, decidedAt: now, decidedByUserId: p.userId });
  });
  return authorisationDetail(db, p, id);
}

/**
 * POST /auth/auth/submit: the owner approves. The applicant becomes the owner's agent for the vehicles
 * (a person: UAG of a person owner, OAG of a company owner; a company: an ORG role its staff act through),
 * within the per-vehicle maximum. A vehicle the owner no longer holds makes the application INVALID.
 */
export async function approveApplication(
  db: Database,
  p: Principal,
  id: number,
  actor: AuditActor,
  now = new Date(),
) {
  const owner = ownerOf(p);
  await db.transaction(async (tx) => {
    const app = await ownersApplication(tx, owner, id, true);
    const owned = await ownedAmong(tx, owner, app.vehicleNos);
    if (app.status !== 'PENDING_AUTHORIZATION') throw new AppError('APPLICATION_NOT_PENDING');
    await repo.clearPending(tx, app.id);
    const left = app.vehicleNos.filter((m) => !owned.has(m));
    if (left.length > 0) {
      await transition(tx, app, 'INVALID', actor, now, { decidedAt: now, decidedByUserId: p.userId });
      await tellApplicantsOfInvalidApplications(tx, [
        { applicationId: app.id, applicantUserId: app.applicantUserId, marks: left },
      ]);
      return;
    }
    await repo.lockOwnerAgents(tx, owner);
    const holder = app.applicantCompanyId
      ? { userId: app.applicantUserId, roleType: 'ORG', agentCompanyId: app.applicantCompanyId }
      : { userId: app.applicantUserId, roleType: owner.kind === 'person' ? 'UAG' : 'OAG' };
    const role =
      (await repo.activeRoleFor(tx, holder, owner)) ??
      (await repo.insertRole(tx, {
        userId: holder.userId,
        roleType: holder.roleType,
        agentCompanyId: app.applicantCompanyId,
        ...ownerColumns(owner),
        createdAt: now,
      }));
    await delegate(tx, { actor, owner, agentId: role.id, marks: app.vehicleNos, cause: 'application' });
    await transition(tx, app, 'APPROVED', actor, now, {
      agentRoleId: role.id,
      decidedAt: now,
      decidedByUserId: p.userId,
    });
  });
  return authorisationDetail(db, p, id);
}

/**
 * The vehicles synchronisation found `marks` gone from the owner: inside its transaction, every pending
 * application naming one of them becomes INVALID (its vehicles are no longer reserved) and its applicant
 * is told. Answers the applications ended.
 */
export async function invalidateApplicationsOfMarks(
  tx: Database,
  owner: OwnerRef,
  marks: readonly string[],
  now = new Date(),
): Promise<InvalidApplication[]> {
  if (marks.length === 0) return [];
  const gone = new Set(marks);
  const actor: AuditActor = { actorUserId: null, actorRole: 'vehicle-sync', requestId: null };
  const ended: InvalidApplication[] = [];
  for (const id of await repo.pendingApplicationIdsOf(tx, marks)) {
    // Locked and read again: the owner may be deciding it at this moment.
    const app = await repo.applicationOfOwner(tx, owner, id, true);
    if (app?.status !== 'PENDING_AUTHORIZATION') continue;
    const left = app.vehicleNos.filter((m) => gone.has(m));
    if (left.length === 0) continue;
    await repo.clearPending(tx, app.id);
    await transition(tx, app, 'INVALID', actor, now, { decidedAt: now });
    ended.push({ applicationId: app.id, applicantUserId: app.applicantUserId, marks: left });
  }
  await tellApplicantsOfInvalidApplications(tx, ended);
  return ended;
}
