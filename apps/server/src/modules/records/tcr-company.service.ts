import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import {
  AUTHORISATION_CODE_ALPHABET,
  type AuthorisationCode,
  type AuthorisationRequest,
  type TcrApplication,
  type TcrCompanyAddBody,
  type TcrReason,
  type TcrStatus,
} from '@eticket/domain/records/tcr.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { companyStaff } from '../agents/agents.service.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { actionOfMessage, personalBoxesOf, tellBox } from '../messages/box-notices.service.ts';
import { countIdCheck } from '../tickets/id-check-guard.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { companyApplicant, personalApplicant, tcrParams, type RecordsDeps } from './records.deps.ts';
import {
  dueToExpire,
  findByRef,
  insertApplication,
  lockByRef,
  updateApplication,
} from './records.repository.ts';
import { authorisationExpiredText, authorisationRequestText } from './record-texts.ts';
import { applicationOf, applicationView, newRef, refuseWhenOverdue } from './tcr.service.ts';

/** Where the driver's message leads: the authorisation page of this application. */
export const authorisationPath = (ref: string) => `/my-account/tcr/authorise?businessId=${ref}`;

const hashOf = (ref: string, code: string) => createHash('sha256').update(`${ref}:${code}`).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++)
    code += AUTHORISATION_CODE_ALPHABET[randomInt(AUTHORISATION_CODE_ALPHABET.length)];
  return code;
}

/** Counter scope of the tries at naming a driver (ADR 0045). */
const ID_CHECK_SCOPE = 'id-check:tcr-driver';

/**
 * POST /tcrRecords/nonIndividual/add: the company applies for the record of a driver on its staff list
 * (read here, never taken from the client) by licence number; the tries are limited (ADR 0045). The
 * application waits for the driver's authorisation, who is told in their message box.
 */
export async function companyApplies(
  deps: RecordsDeps,
  p: Principal,
  body: TcrCompanyAddBody,
  now = new Date(),
): Promise<TcrApplication> {
  const me = companyApplicant(p);
  await countIdCheck(deps.db, deps.config, {
    scope: ID_CHECK_SCOPE,
    userId: me.userId,
    target: body.drivingLicenceNo,
  });
  const td = transportOf(deps.db);
  const driver = await td.personByDocument('DRIVING_LICENCE', body.drivingLicenceNo);
  const onStaff =
    driver !== undefined &&
    (await companyStaff(deps.db, me.companyId)).some((member) => member.personId === driver.id);
  const boxes = driver && onStaff ? await personalBoxesOf(deps.db, driver.id) : [];
  // Unknown, a stranger's or without an account: one answer, so that the form confirms no licence.
  if (!driver || boxes.length === 0) throw new AppError('TCR_DRIVER_NOT_ON_STAFF');
  const company = await td.companyById(me.companyId);
  const params = await tcrParams(deps.db);
  const deadline = new Date(now.getTime() + params.authorisationDays * 86_400_000);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertApplication(tx, {
      ref: newRef(),
      kind: 'COMPANY',
      status: 'PENDING_AUTHORISATION',
      reason: body.reason,
      applicantUserId: me.userId,
      applicantAgentId: me.agentId,
      companyId: me.companyId,
      subjectPersonId: driver.id,
      feeCents: params.feeCents,
      authorisationDeadline: deadline,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) return undefined;
    for (const box of boxes) {
      await tellBox(tx, box, {
        category: 'TCR',
        dedupeKey: `tcr-authorise:${inserted.id}:${box.userId}`,
        actionPath: authorisationPath(inserted.ref),
        text: (language) =>
          authorisationRequestText(company?.nameEng ?? '-', inserted.ref, hongKongDateOf(deadline), language),
      });
    }
    return inserted;
  });
  // Only an open application of this company for this driver stops the insert (tcr_applications_open_uq).
  if (!row) throw new AppError('TCR_LICENCE_DUPLICATE', { licenceNo: body.drivingLicenceNo });
  return applicationView(deps.db, row!);
}

/** A company application of which the caller (personal role) is the driver; anything else is not found. */
async function requestOfDriver(db: Database, p: Principal, ref: string) {
  const me = personalApplicant(p);
  const row = await findByRef(db, ref);
  if (!row || row.kind !== 'COMPANY' || row.subjectPersonId !== me.personId)
    throw new AppError('TCR_APPLICATION_NOT_FOUND');
  return row;
}

/**
 * GET /tcrRecords/nonIndividual/authorization/{msgId}/{businessId}: the request as the driver opens it
 * from the message: the message must be in the caller's box and lead to this application.
 */
export async function authorisationRequest(
  deps: RecordsDeps,
  p: Principal,
  msgId: number,
  ref: string,
  now = new Date(),
): Promise<AuthorisationRequest> {
  const me = personalApplicant(p);
  const action = await actionOfMessage(deps.db, { userId: me.userId, agentId: 0 }, msgId, now);
  if (action !== authorisationPath(ref)) throw new AppError('TCR_APPLICATION_NOT_FOUND');
  const row = await expireIfLate(deps, await requestOfDriver(deps.db, p, ref), now);
  const company = row.companyId ? await transportOf(deps.db).companyById(row.companyId) : undefined;
  return {
    businessId: row.ref,
    companyName: company?.nameEng ?? '-',
    reason: row.reason as TcrReason,
    status: row.status as TcrStatus,
    deadline: row.authorisationDeadline!.toISOString(),
  };
}

/**
 * GET /users/getAuthorizationCode: the driver authorises the application: a new code (replacing any
 * earlier one) to give the company, valid for the parameter's hours. Only the code's hash is kept.
 */
export async function authorisationCode(
  deps: RecordsDeps,
  p: Principal,
  ref: string,
  now = new Date(),
): Promise<AuthorisationCode> {
  const row = await expireIfLate(deps, await requestOfDriver(deps.db, p, ref), now);
  if (row.status !== 'PENDING_AUTHORISATION') throw new AppError('TCR_NOT_PAYABLE');
  await refuseWhenOverdue(deps.db, p, now);
  const { codeHours } = await tcrParams(deps.db);
  const code = newCode();
  const expiresAt = new Date(
    Math.min(now.getTime() + codeHours * 3_600_000, row.authorisationDeadline!.getTime()),
  );
  await updateApplication(deps.db, row.id, {
    authCodeHash: hashOf(row.ref, code),
    authCodeExpiresAt: expiresAt,
    authCodeAttempts: 0,
  });
  return { businessId: row.ref, code, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /tcrRecords/nonIndividual/verify: the company enters the driver's code. A wrong code counts; after
 * the parameter's attempts the application is invalid. An expired code is refused; past the deadline the
 * application has expired. The right code authorises it: it then waits for payment.
 */
export async function verifyAuthorisationCode(
  deps: RecordsDeps,
  p: Principal,
  ref: string,
  code: string,
  now = new Date(),
): Promise<TcrApplication> {
  const me = companyApplicant(p);
  await applicationOf(deps.db, me, ref, 'COMPANY');
  const { codeMaxAttempts } = await tcrParams(deps.db);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = (await lockByRef(tx, ref))!;
    if (row.status !== 'PENDING_AUTHORISATION')
      return { row, error: 'TCR_AUTHORISATION_CODE_INVALID' as const };
    if (row.authorisationDeadline! <= now) {
      return {
        row: await updateApplication(tx, row.id, { status: 'EXPIRED' }),
        error: 'TCR_AUTHORISATION_CODE_EXPIRED' as const,
      };
    }
    const given = Buffer.from(hashOf(row.ref, code));
    const kept = row.authCodeHash ? Buffer.from(row.authCodeHash) : undefined;
    const right = kept !== undefined && kept.length === given.length && timingSafeEqual(kept, given);
    if (right && row.authCodeExpiresAt! <= now)
      return { row, error: 'TCR_AUTHORISATION_CODE_EXPIRED' as const };
    if (!right) {
      const attempts = row.authCodeAttempts + 1;
      const updated = await updateApplication(tx, row.id, {
        authCodeAttempts: attempts,
        ...(attempts >= codeMaxAttempts ? { status: 'INVALID', authCodeHash: null } : {}),
      });
      return { row: updated, error: 'TCR_AUTHORISATION_CODE_INVALID' as const };
    }
    return {
      row: await updateApplication(tx, row.id, {
        status: 'PENDING_PAYMENT',
        authorisedAt: now,
        authCodeHash: null,
      }),
      error: undefined,
    };
  });
  if (outcome.error) throw new AppError(outcome.error);
  return applicationView(deps.db, outcome.row);
}

/** An application still waiting for its driver past the deadline expires (and the company is told). */
async function expireIfLate(
  deps: RecordsDeps,
  row: Awaited<ReturnType<typeof findByRef>> & object,
  now: Date,
) {
  if (row.status !== 'PENDING_AUTHORISATION' || row.authorisationDeadline! > now) return row;
  await expireApplications(deps, now);
  return (await findByRef(deps.db, row.ref))!;
}

/** Housekeeping: every application whose driver did not authorise in time expires, the company told once. */
export async function expireApplications(deps: RecordsDeps, now = new Date()) {
  for (const due of await dueToExpire(deps.db, now)) {
    await deps.db.transaction(async (tx) => {
      const row = await lockByRef(tx, due.ref);
      if (!row || row.status !== 'PENDING_AUTHORISATION') return;
      await updateApplication(tx, row.id, { status: 'EXPIRED', authCodeHash: null });
      await tellBox(
        tx,
        { userId: row.applicantUserId, agentId: row.applicantAgentId },
        {
          category: 'TCR',
          dedupeKey: `tcr-expired:${row.id}`,
          text: (language) => authorisationExpiredText(row.ref, language),
        },
      );
    });
  }
}
