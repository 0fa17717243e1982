import { randomInt } from 'node:crypto';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { maskIdNo, maskName, maskEmail, maskPhone } from '@eticket/domain/common/masking';
import type {
  CertificateVerdict,
  TcrApplication,
  TcrApplyBody,
  TcrEligibility,
  TcrKind,
  TcrListQuery,
  TcrPayInfo,
  TcrProfile,
  TcrStatus,
} from '@eticket/domain/records/tcr.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { serverKey } from '../identity/server-keys.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { tellBox } from '../messages/box-notices.service.ts';
import { unpaidTicketsNearDeadline } from '../tickets/ticket-facts.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import type { DrivingRecord, TransportPerson } from '../transport/transport.port.ts';
import { PROCESS_JOB, personalApplicant, tcrParams, type RecordsDeps } from './records.deps.ts';
import {
  findByCertificateNo,
  findOfApplicant,
  insertApplication,
  openOfApplicant,
  pageOfApplicant,
  lockById,
  lockByRef,
  updateApplication,
  type ApplicantBox,
  type TcrRow,
} from './records.repository.ts';
import type { TcrRecordSnapshot } from './records.table.ts';
import { certificateIssuedText, recordRejectedText } from './record-texts.ts';
import { detailPathOf } from './tcr-paths.ts';
import { certificatePdf, certificateToken, claimsOf, digestOf, verifyUrl } from './tcr-certificate.ts';

export const OPEN_STATUSES: readonly TcrStatus[] = ['PENDING_AUTHORISATION', 'PENDING_PAYMENT', 'PROCESSING'];

export function newRef(): string {
  return `TCR${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

export const fullName = (p: TransportPerson) => `${p.engSurname} ${p.engGivenName}`;

/**
 * The first overdue ticket among the acting person's own (spec section 5: an overdue ticket blocks a
 * conviction record application), by the same scope as their ticket list.
 */
export async function overdueTicketOf(db: Database, p: Principal, now = new Date()) {
  // Whatever its deadline: the status says it is overdue.
  const near = await unpaidTicketsNearDeadline(db, p, hongKongDateOf(now), 36_500);
  return near.find((t) => t.status === 'OVERDUE');
}

export async function refuseWhenOverdue(db: Database, p: Principal, now = new Date()) {
  const overdue = await overdueTicketOf(db, p, now);
  if (overdue) throw new AppError('TCR_OVERDUE_TICKET', { noticeNo: overdue.noticeNo });
}

async function drivingRecordOf(db: Database, personId: number): Promise<DrivingRecord> {
  const record = await transportOf(db).drivingRecord(personId);
  if (!record) throw new AppError('TCR_NO_DRIVING_LICENCE');
  return record;
}

/** POST /tcrRecords/verify: the logged-in person may apply (no overdue ticket, a licence on record). */
export async function checkEligibility(
  deps: RecordsDeps,
  p: Principal,
  now = new Date(),
): Promise<TcrEligibility> {
  const me = personalApplicant(p);
  await drivingRecordOf(deps.db, me.personId);
  await refuseWhenOverdue(deps.db, p, now);
  return { eligible: true, feeCents: (await tcrParams(deps.db)).feeCents };
}

/**
 * POST /users/tcr/profile/user: the particulars the certificate will carry, for the applicant to confirm:
 * his own names in full (one cannot confirm a starred name), the identity numbers masked as the
 * specification masks every identity number shown.
 */
export async function tcrProfile(deps: RecordsDeps, p: Principal): Promise<TcrProfile> {
  const me = personalApplicant(p);
  const person = await transportOf(deps.db).personById(me.personId);
  if (!person?.drivingLicenceNo) throw new AppError('TCR_NO_DRIVING_LICENCE');
  const params = await tcrParams(deps.db);
  return {
    name: fullName(person),
    chineseName: person.chnName,
    idNo: maskIdNo(person.idNo),
    drivingLicenceNo: maskIdNo(person.drivingLicenceNo),
    licenceExpiry: person.licenceExpiry,
    contact: person.contactMeansInd === 'E' ? maskEmail(person.email) : maskPhone(person.phoneNo),
    feeCents: params.feeCents,
    periods: params.periods,
  };
}

/** POST /tcrRecords: a personal application, waiting for its fee. One open application at a time. */
export async function applyForOwnRecord(
  deps: RecordsDeps,
  p: Principal,
  body: TcrApplyBody,
  now = new Date(),
): Promise<TcrApplication> {
  const me = personalApplicant(p);
  await checkEligibility(deps, p, now);
  const { feeCents } = await tcrParams(deps.db);
  const row = await insertApplication(deps.db, {
    ref: newRef(),
    kind: 'PERSONAL',
    status: 'PENDING_PAYMENT',
    reason: body.reason,
    applicantUserId: me.userId,
    applicantAgentId: 0,
    subjectPersonId: me.personId,
    feeCents,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) await refuseOpen(deps.db, me, 'PERSONAL');
  return applicationView(deps.db, row!);
}

/** TCR_APPLICATION_OPEN naming the open application of the same box and holder. */
export async function refuseOpen(db: Database, box: ApplicantBox, kind: TcrKind): Promise<never> {
  const open = await openOfApplicant(db, box, kind, OPEN_STATUSES);
  throw new AppError('TCR_APPLICATION_OPEN', { id: open?.ref ?? '' });
}

export async function applicationView(db: Database, row: TcrRow): Promise<TcrApplication> {
  const td = transportOf(db);
  let holderName = row.record?.holderEngName;
  if (!holderName) {
    const person = await td.personById(row.subjectPersonId);
    holderName = person ? fullName(person) : '-';
  }
  const company = row.companyId ? await td.companyById(row.companyId) : undefined;
  const done = row.status === 'COMPLETED' && row.record;
  return {
    id: row.ref,
    kind: row.kind as TcrKind,
    status: row.status as TcrStatus,
    reason: row.reason as TcrApplication['reason'],
    feeCents: row.feeCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    holderName: maskName(holderName),
    companyName: company?.nameEng ?? null,
    authorisationDeadline: row.authorisationDeadline?.toISOString() ?? null,
    authorisedAt: row.authorisedAt?.toISOString() ?? null,
    certificateNo: done ? row.certificateNo : null,
    entries: done ? row.record!.entries : null,
    pointsTotal: done ? row.record!.pointsTotal : null,
  };
}

/** A page of the box's applications of one kind, newest first, with a bounded total. */
export async function listApplications(db: Database, box: ApplicantBox, kind: TcrKind, q: TcrListQuery) {
  const { rows, total, totalCapped } = await pageOfApplicant(
    db,
    box,
    kind,
    (q.page - 1) * q.pageSize,
    q.pageSize,
  );
  return {
    list: await Promise.all(rows.map((r) => applicationView(db, r))),
    total,
    totalCapped,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** One application of the box; another box's (or unknown) is TCR_APPLICATION_NOT_FOUND, whoever asks. */
export async function applicationOf(db: Database, box: ApplicantBox, ref: string, kind: TcrKind) {
  const row = await findOfApplicant(db, box, ref, kind);
  if (!row) throw new AppError('TCR_APPLICATION_NOT_FOUND');
  return row;
}

export async function payInfoOf(
  db: Database,
  box: ApplicantBox,
  ref: string,
  kind: TcrKind,
): Promise<TcrPayInfo> {
  const row = await applicationOf(db, box, ref, kind);
  return {
    id: row.ref,
    feeCents: row.feeCents,
    payable: row.status === 'PENDING_PAYMENT',
    status: row.status as TcrStatus,
  };
}

/**
 * The fee of an application as a payment order carries it: only while it waits for payment, and only for
 * the box that applied. Anything else is TCR_NOT_PAYABLE (paid already, processing, expired).
 */
export async function feeToPay(db: Database, box: ApplicantBox, ref: string) {
  const row = await findOfApplicant(db, box, ref, 'PERSONAL').then(
    async (r) => r ?? (await findOfApplicant(db, box, ref, 'COMPANY')),
  );
  if (!row) throw new AppError('TCR_APPLICATION_NOT_FOUND');
  if (row.status !== 'PENDING_PAYMENT') throw new AppError('TCR_NOT_PAYABLE');
  return { ref: row.ref, amountCents: row.feeCents, kind: row.kind as TcrKind };
}

/**
 * The fee was paid (the payment module's settlement, inside its transaction): the application moves to
 * processing and its job is enqueued, once. A second settlement of the same application changes nothing.
 * Answers the job's id to run after the commit, if one was enqueued.
 */
export async function settleFee(
  tx: Database,
  ref: string,
  payment: { paymentRef: string; paidAt: Date },
): Promise<number | undefined> {
  const row = await lockByRef(tx, ref);
  if (!row || row.status !== 'PENDING_PAYMENT') return undefined;
  await updateApplication(tx, row.id, {
    status: 'PROCESSING',
    paidAt: payment.paidAt,
    paymentRef: payment.paymentRef,
  });
  return enqueueJob(tx, {
    kind: PROCESS_JOB,
    payload: { applicationId: row.id },
    dedupeKey: `${PROCESS_JOB}:${row.id}`,
  });
}

function inPeriod(date: string, today: string, years: number) {
  const [y, m, d] = today.split('-');
  return date >= `${Number(y) - years}-${m}-${d}`;
}

/** The part of the Department's record a certificate covers, by the periods in force. */
export function snapshotOf(
  person: TransportPerson,
  record: DrivingRecord,
  periods: TcrRecordSnapshot['periods'],
  today: string,
): TcrRecordSnapshot {
  const yearsOf = {
    CONVICTION: periods.convictionYears,
    FIXED_PENALTY: periods.fixedPenaltyYears,
    DISQUALIFICATION: periods.disqualificationYears,
  };
  const entries = record.entries
    .filter((e) => inPeriod(e.date, today, yearsOf[e.kind]))
    .map((e) => ({ ...e, disqualificationMonths: e.disqualificationMonths ?? null }));
  const pointsTotal = record.entries
    .filter((e) => inPeriod(e.date, today, periods.pointsYears))
    .reduce((sum, e) => sum + e.points, 0);
  return {
    holderEngName: fullName(person),
    holderChnName: person.chnName,
    idNoMasked: maskIdNo(person.idNo),
    licenceNoMasked: maskIdNo(person.drivingLicenceNo),
    recordAsOf: record.asOf.toISOString(),
    periods,
    entries,
    pointsTotal,
  };
}

const certificateNoOf = (id: number, at: Date) =>
  `TCRC-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

async function tokenFor(deps: RecordsDeps, row: TcrRow) {
  const key = await serverKey(deps.db, deps.config, 'tcr-certificate');
  return certificateToken(key, {
    no: row.certificateNo!,
    issuedAt: row.completedAt!.toISOString(),
    digest: digestOf(row.certificateNo!, row.record!),
  });
}

async function pdfOf(deps: RecordsDeps, row: TcrRow) {
  const token = await tokenFor(deps, row);
  return certificatePdf({
    certificateNo: row.certificateNo!,
    issuedAt: row.completedAt!,
    reason: row.reason,
    feeCents: row.feeCents,
    record: row.record!,
    url: verifyUrl(deps.selfUrl(), token),
  });
}

/**
 * The processing job: the Department answers with the record, the certificate is frozen and numbered,
 * and the applicant's box receives it as a PDF. Idempotent: an application no longer processing is left.
 */
export async function processApplication(deps: RecordsDeps, applicationId: number, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const row = await lockById(tx, applicationId);
    if (!row || row.status !== 'PROCESSING') return;
    const td = transportOf(tx);
    const [person, record] = await Promise.all([
      td.personById(row.subjectPersonId),
      td.drivingRecord(row.subjectPersonId),
    ]);
    const box = { userId: row.applicantUserId, agentId: row.applicantAgentId };
    if (!person || !record) {
      await updateApplication(tx, row.id, { status: 'REJECTED', completedAt: now });
      await tellBox(tx, box, {
        category: 'TCR',
        dedupeKey: `tcr-rejected:${row.id}`,
        text: (language) => recordRejectedText(row.ref, language),
      });
      return;
    }
    const { periods } = await tcrParams(tx);
    const done = await updateApplication(tx, row.id, {
      status: 'COMPLETED',
      completedAt: now,
      certificateNo: certificateNoOf(row.id, now),
      record: snapshotOf(person, record, periods, hongKongDateOf(now)),
    });
    const pdf = await pdfOf({ ...deps, db: tx }, done);
    await tellBox(tx, box, {
      category: 'TCR',
      dedupeKey: `tcr-issued:${row.id}`,
      actionPath: detailPathOf(row.ref),
      text: (language) => certificateIssuedText(row.ref, done.certificateNo!, language),
      files: () => [{ fileName: `${done.certificateNo}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
  });
}

/** The certificate PDF of a completed application of the box. */
export async function certificateOf(deps: RecordsDeps, box: ApplicantBox, ref: string, kind: TcrKind) {
  const row = await applicationOf(deps.db, box, ref, kind);
  if (row.status !== 'COMPLETED' || !row.record || !row.certificateNo)
    throw new AppError('TCR_CERTIFICATE_NOT_READY');
  return { fileName: `${row.certificateNo}.pdf`, pdf: await pdfOf(deps, row) };
}

/**
 * The public verify page: genuine when the token carries the server's mac and what it claims (number,
 * issue instant, digest) matches the certificate kept at issue; then the facts to compare with the paper,
 * as it prints them (the code is only on the paper: its holder has read them already).
 */
export async function verifyCertificate(deps: RecordsDeps, token: string): Promise<CertificateVerdict> {
  const key = await serverKey(deps.db, deps.config, 'tcr-certificate');
  const claims = claimsOf(key, token);
  if (!claims) return { genuine: false };
  const row = await findByCertificateNo(deps.db, claims.no);
  if (
    !row?.record ||
    row.status !== 'COMPLETED' ||
    row.completedAt?.toISOString() !== claims.issuedAt ||
    digestOf(claims.no, row.record) !== claims.digest
  )
    return { genuine: false };
  return {
    genuine: true,
    certificateNo: claims.no,
    issuedAt: claims.issuedAt,
    holderName: row.record.holderEngName,
    holderChnName: row.record.holderChnName,
    idNo: row.record.idNoMasked,
    licenceNo: row.record.licenceNoMasked,
    recordAsOf: row.record.recordAsOf,
    entries: row.record.entries.length,
    recordEntries: row.record.entries,
    pointsTotal: row.record.pointsTotal,
  };
}
