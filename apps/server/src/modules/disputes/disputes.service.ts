import { randomInt } from 'node:crypto';
import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { formatDate } from '@eticket/domain/common/dates';
import {
  duplicateStatement,
  type DisputeDraft,
  type DisputeForm,
  type DisputeOutcomeBody,
  type DisputeView,
  type DisputeWorkList,
} from '@eticket/domain/disputes/dispute.schemas';
import { draftExpiresAt, draftIsLive, liveDraftsSince } from '@eticket/domain/disputes/dispute-draft';
import type { EvidenceKind } from '@eticket/domain/disputes/dispute-files';
import type { TokenExchange } from '@eticket/domain/identity/login.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { safeFileName } from '../../http/upload.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { verifySignature } from '../identity/signing.service.ts';
import { ticketIdInScope } from '../tickets/ticket-access.ts';
import { lockTicket, moveTicket } from '../tickets/ticket-status.service.ts';
import { writeAreaNotice } from '../messages/area-notices.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { disputePdf } from './dispute-pdf.ts';
import { cancelledText, submittedText, upheldText, withdrawnText } from './dispute-texts.ts';
import * as repo from './disputes.repository.ts';
import type { DisputeRow, NewDisputeFile } from './disputes.repository.ts';

/** A ticket may be disputed while it is still to be paid (not once paid, cancelled or before the court). */
const DISPUTABLE = ['UNPAID', 'OVERDUE'];
/** Days to pay after an investigation upholds a ticket, when the police give no date. */
export const UPHELD_PAYMENT_DAYS = 21;

const newReference = () => `D${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;

async function viewOf(db: Database, row: DisputeRow, noticeNo: string): Promise<DisputeView> {
  return {
    reference: row.reference,
    noticeNo,
    ground: row.ground as DisputeView['ground'],
    statement: row.statement,
    status: row.status as DisputeView['status'],
    documentDigest: row.documentDigest,
    createdAt: row.createdAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    signedWith: (row.signedWith as DisputeView['signedWith']) ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paymentDeadline: row.paymentDeadline,
    expiresAt: row.status === 'DRAFT' ? draftExpiresAt(row.createdAt).toISOString() : null,
    files: await repo.filesOf(db, row.id),
  };
}

const draftOf = (row: { reference: string; createdAt: Date }): DisputeDraft => ({
  reference: row.reference,
  expiresAt: draftExpiresAt(row.createdAt).toISOString(),
});

/** The refusal of a second form while the box's draft lives: it names the draft, for the page to resume. */
const draftExists = (row: DisputeRow) =>
  new AppError('DISPUTE_DRAFT_EXISTS', { reference: row.reference }, undefined, { draft: draftOf(row) });

/**
 * The statement kept for a form. The DUPLICATE ground (ADR 0062) is only for the later ticket of a
 * possible duplicate pair, and its statement always names the earlier notice, whatever the form wrote.
 */
function statementOf(
  form: DisputeForm,
  ticket: { duplicateOfTicketId: number | null; possibleDuplicateOf: string | null },
): string {
  if (form.ground !== 'DUPLICATE') return form.statement;
  if (ticket.duplicateOfTicketId === null || !ticket.possibleDuplicateOf)
    throw new AppError('DISPUTE_NOT_DUPLICATE');
  const named = duplicateStatement(ticket.possibleDuplicateOf);
  return form.statement.includes(ticket.possibleDuplicateOf) ? form.statement : `${named}. ${form.statement}`;
}

/**
 * A new dispute, not yet signed: the form, its evidence (already checked by its bytes) and the PDF that
 * iAM Smart will sign. It is a draft of the caller's box (ADR 0046): only a signed dispute is the ticket's
 * one (DISPUTE_EXISTS after it). While the box's draft of the ticket lives, a new form replaces it only when
 * it names it (`replaces`); otherwise the answer is DISPUTE_DRAFT_EXISTS with the draft, so a form sent
 * twice (a double click) makes one draft. An expired draft gives way to the new form.
 */
export async function createDispute(
  db: Database,
  p: Principal,
  form: DisputeForm,
  files: readonly NewDisputeFile[],
  actor: AuditActor,
  now = new Date(),
): Promise<DisputeView> {
  const ticketId = await ticketIdInScope(db, p, form.noticeNo, { liable: true });
  const box = { userId: p.userId, agentId: p.agentId };
  return db.transaction(async (tx) => {
    // The ticket's row lock puts every form and signature of the ticket in one order.
    const ticket = await lockTicket(tx, { id: ticketId });
    if (!ticket) throw new AppError('TICKET_NOT_EXIST');
    if (await repo.signedDisputeOf(tx, ticket.id)) throw new AppError('DISPUTE_EXISTS');
    if (!DISPUTABLE.includes(ticket.status)) throw new AppError('DISPUTE_NOT_ALLOWED');
    const statement = statementOf(form, ticket);
    const earlier = await repo.lockOwnDraft(tx, ticket.id, box);
    if (earlier && draftIsLive(earlier.createdAt, now) && form.replaces !== earlier.reference)
      throw draftExists(earlier);
    if (earlier) await repo.deleteDraft(tx, earlier.id);
    const reference = newReference();
    const { pdf, digest } = await disputePdf({
      reference,
      noticeNo: ticket.noticeNo,
      vehicleNo: ticket.vehicleNo,
      ground: form.ground,
      statement,
      files,
      createdAt: now,
    });
    const row = await repo.insertDispute(
      tx,
      {
        reference,
        ticketId: ticket.id,
        userId: p.userId,
        agentId: p.agentId,
        ground: form.ground,
        statement,
        status: 'DRAFT',
        document: pdf,
        documentDigest: digest,
        createdAt: now,
      },
      files,
    );
    // Not reached while the ticket's lock is held; the index stays the last word.
    if (!row) throw new AppError('DISPUTE_EXISTS');
    await recordAudit(tx, {
      ...actor,
      action: 'dispute.create',
      objectRef: reference,
      outcome: 'ok',
      ...(earlier ? { detail: { replaced: earlier.reference } } : {}),
    });
    return viewOf(tx, row, ticket.noticeNo);
  });
}

/** The caller's box's live draft of a ticket, for the ticket page to offer (null when none or expired). */
export async function disputeDraftOf(
  db: Database,
  p: Principal,
  ticketId: number,
  now = new Date(),
): Promise<DisputeDraft | null> {
  const row = await repo.liveOwnDraft(db, ticketId, p, liveDraftsSince(now));
  return row ? draftOf(row) : null;
}

/** Housekeeping: expired drafts go, with their files (they are refused wherever read before that). */
export function dropExpiredDrafts(db: Database, now = new Date()) {
  return repo.deleteDraftsBefore(db, liveDraftsSince(now));
}

/**
 * A dispute its applicant reaches; anyone else (or an unknown reference) hears DISPUTE_NOT_FOUND, and its
 * applicant DISPUTE_DRAFT_EXPIRED for a draft past its 24 hours (whether or not housekeeping took it yet).
 */
async function ownDispute(db: Database, p: Principal, reference: string, now = new Date()) {
  const row = await repo.findDispute(db, reference);
  if (!row || row.userId !== p.userId || row.agentId !== p.agentId) throw new AppError('DISPUTE_NOT_FOUND');
  if (row.status === 'DRAFT' && !draftIsLive(row.createdAt, now)) throw new AppError('DISPUTE_DRAFT_EXPIRED');
  return row;
}

async function noticeNoOf(db: Database, row: DisputeRow) {
  const noticeNo = await repo.noticeNoOfTicket(db, row.ticketId);
  if (!noticeNo) throw new AppError('DISPUTE_NOT_FOUND');
  return noticeNo;
}

export async function myDispute(db: Database, p: Principal, reference: string) {
  const row = await ownDispute(db, p, reference);
  return viewOf(db, row, await noticeNoOf(db, row));
}

export async function myDisputeFile(db: Database, p: Principal, reference: string, fileId: string) {
  const row = await ownDispute(db, p, reference);
  const file = await repo.fileOf(db, row.id, fileId);
  if (!file) throw new AppError('FILE_NOT_FOUND');
  // Named again on the way out: a file kept before names were made safe is offered under its kind's name.
  const kind = file.contentType as EvidenceKind;
  return {
    fileName: safeFileName(file.fileName, kind, 'evidence'),
    contentType: kind,
    content: Buffer.from(file.content),
  };
}

export async function myDisputeDocument(db: Database, p: Principal, reference: string) {
  const row = await ownDispute(db, p, reference);
  return {
    fileName: `dispute-${row.reference}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(row.document),
  };
}

/**
 * The end of signing: iAM Smart's answer must be the holder's signature over this dispute's PDF. Then, in
 * one transaction, the dispute is SUBMITTED, the ticket under investigation, the applicant told once.
 */
export async function signDispute(
  db: Database,
  p: Principal,
  reference: string,
  exchange: TokenExchange,
  binding: string | undefined,
  actor: AuditActor,
  now = new Date(),
): Promise<DisputeView> {
  const draft = await ownDispute(db, p, reference, now);
  if (draft.status !== 'DRAFT') throw new AppError('DISPUTE_NOT_PENDING');
  const signed = await verifySignature(p, exchange, binding);
  if (signed.documentDigest !== draft.documentDigest) throw new AppError('DISPUTE_SIGNATURE_INVALID');
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, { id: draft.ticketId });
    const dispute = await repo.lockDispute(tx, reference);
    // Replaced by a new form meanwhile (its files went with it).
    if (!ticket || !dispute) throw new AppError('DISPUTE_NOT_FOUND');
    if (dispute.status !== 'DRAFT') throw new AppError('DISPUTE_NOT_PENDING');
    // Another liable party's signed dispute came first: the ticket has its one.
    if (await repo.signedDisputeOf(tx, ticket.id)) throw new AppError('DISPUTE_EXISTS');
    if (!DISPUTABLE.includes(ticket.status)) throw new AppError('DISPUTE_NOT_ALLOWED');
    await moveTicket(tx, ticket, 'UNDER_INVESTIGATION', { reason: 'DISPUTE_SIGNED', actor: p.userId });
    const row = await repo.updateDispute(tx, dispute.id, {
      status: 'SUBMITTED',
      signature: signed.signature,
      signedAt: signed.signedAt,
      signedWith: signed.signedWith,
    });
    await writeAreaNotice(tx, {
      box: { userId: row.userId, agentId: row.agentId },
      category: 'SYSTEM',
      text: submittedText(row.reference, ticket.noticeNo),
      dedupeKey: `dispute-submitted:${row.reference}`,
      noticeNo: ticket.noticeNo,
    });
    await recordAudit(tx, { ...actor, action: 'dispute.sign', objectRef: reference, outcome: 'ok' });
    return viewOf(tx, row, ticket.noticeNo);
  });
}

/**
 * Paying a ticket withdraws its pending dispute (spec section 4), in the payment's transaction `tx`, with
 * a message to the applicant. Drafts (never signed) go the same way, untold; a decided dispute stays as it is.
 */
export async function withdrawPendingDispute(tx: Database, ticketId: number): Promise<void> {
  const open = await repo.lockOpenDisputesOf(tx, ticketId);
  if (open.length === 0) return;
  const noticeNo = await repo.noticeNoOfTicket(tx, ticketId);
  for (const dispute of open) {
    await repo.updateDispute(tx, dispute.id, { status: 'WITHDRAWN', decidedAt: new Date() });
    if (dispute.status === 'DRAFT' || !noticeNo) continue;
    await writeAreaNotice(tx, {
      box: { userId: dispute.userId, agentId: dispute.agentId },
      category: 'SYSTEM',
      text: withdrawnText(dispute.reference, noticeNo),
      dedupeKey: `dispute-withdrawn:${dispute.reference}`,
      noticeNo,
    });
  }
}

/**
 * Police side: the investigation's outcome. UPHELD: the ticket's investigation is completed and it is
 * payable again by a new last day (given, or 21 days from today); CANCELLED: the ticket is cancelled after
 * investigation. The applicant is told in their box either way; the same outcome sent twice changes nothing.
 */
export async function recordOutcome(
  db: Database,
  reference: string,
  body: DisputeOutcomeBody,
  actor: AuditActor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const found = await repo.findDispute(tx, reference);
    if (!found) throw new AppError('DISPUTE_NOT_FOUND');
    const ticket = await lockTicket(tx, { id: found.ticketId });
    const dispute = await repo.lockDispute(tx, reference);
    if (!ticket || !dispute) throw new AppError('DISPUTE_NOT_FOUND');
    const target: 'UPHELD' | 'CANCELLED' = body.outcome;
    if (dispute.status === target) {
      return {
        reference,
        status: target,
        ticketStatus: ticket.status,
        paymentDeadline: dispute.paymentDeadline,
      };
    }
    if (dispute.status !== 'SUBMITTED' || ticket.status !== 'UNDER_INVESTIGATION')
      throw new AppError('DISPUTE_NOT_PENDING');
    const box = { userId: dispute.userId, agentId: dispute.agentId };
    let paymentDeadline: string | null = null;
    if (body.outcome === 'UPHELD') {
      paymentDeadline = body.paymentDeadline ?? addDays(hongKongDateOf(now), UPHELD_PAYMENT_DAYS);
      await moveTicket(tx, ticket, 'INVESTIGATION_COMPLETED', {
        reason: 'DISPUTE_UPHELD',
        actor: 'police',
        paymentDeadline,
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
      });
      await writeAreaNotice(tx, {
        box,
        category: 'SYSTEM',
        text: (locale) =>
          upheldText(reference, ticket.noticeNo, formatDate(paymentDeadline, locale, 'long'))(locale),
        dedupeKey: `dispute-outcome:${reference}`,
        noticeNo: ticket.noticeNo,
      });
    } else {
      await moveTicket(tx, ticket, 'CANCELLED_AFTER_INVESTIGATION', {
        reason: 'DISPUTE_CANCELLED',
        actor: 'police',
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
      });
      await writeAreaNotice(tx, {
        box,
        category: 'SYSTEM',
        text: cancelledText(reference, ticket.noticeNo),
        dedupeKey: `dispute-outcome:${reference}`,
        noticeNo: ticket.noticeNo,
      });
    }
    await repo.updateDispute(tx, dispute.id, {
      status: target,
      decidedAt: now,
      paymentDeadline,
      remark: body.remark ?? null,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'dispute.outcome',
      objectRef: reference,
      outcome: 'ok',
      detail: { outcome: target },
    });
    return { reference, status: target, ticketStatus: ticket.status, paymentDeadline };
  });
}

/** Police side: the disputes of a status, oldest first, each with the other ticket of a duplicate pair. */
export async function disputeWorkList(db: Database, status: string, limit: number): Promise<DisputeWorkList> {
  const rows = await repo.workList(db, status, limit);
  return {
    items: rows.map((r) => ({
      reference: r.reference,
      noticeNo: r.noticeNo,
      ground: r.ground as DisputeView['ground'],
      status: r.status as DisputeView['status'],
      signedAt: r.signedAt?.toISOString() ?? null,
      possibleDuplicateOf: r.possibleDuplicateOf,
    })),
  };
}

export { deleteDisputesOf } from './disputes.repository.ts';
