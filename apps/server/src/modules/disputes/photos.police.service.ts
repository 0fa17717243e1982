import {
  PHOTO_MAX_PER_TICKET,
  type PhotoApplicationView,
  type PhotoDecisionBody,
} from '@eticket/domain/disputes/photo.schemas';
import { normaliseNoticeNo } from '@eticket/domain/tickets/notice-no';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { decodesAsImage } from './photo-watermark.ts';
import { photosRejectedText } from './photo-texts.ts';
import { approve, isPhotoTicket, tellDecision, viewOf } from './photo-applications.ts';
import * as repo from './photos.repository.ts';
import type { PhotoApplicationRow } from './photos.repository.ts';
import type { NewDisputeFile } from './disputes.repository.ts';

/** The police side of photos, with the issuer token: attaching a ticket's photos, deciding applications. */

/**
 * Police side: the officer's photos of a ticket (JPEG or PNG by their bytes, each one decoding as an
 * image), added after those it has, up to 5 a ticket.
 */
export async function attachPhotos(
  db: Database,
  noticeNo: string,
  files: readonly NewDisputeFile[],
  actor: AuditActor,
) {
  for (const f of files) {
    if (!(await decodesAsImage(f.content))) throw new AppError('PHOTO_FILE_TYPE', { name: f.fileName });
  }
  return db.transaction(async (tx) => {
    const ticket = await repo.ticketOfNotice(tx, normaliseNoticeNo(noticeNo));
    if (!ticket) throw new AppError('TICKET_NOT_EXIST');
    if (!isPhotoTicket(ticket.noticeType)) throw new AppError('PHOTO_NOT_AVAILABLE');
    let position = await repo.lastPositionOf(tx, ticket.id);
    if ((await repo.photoCountOf(tx, ticket.id)) + files.length > PHOTO_MAX_PER_TICKET)
      throw new AppError('PHOTO_TOO_MANY', { max: PHOTO_MAX_PER_TICKET });
    for (const f of files) {
      position += 1;
      await repo.insertPhoto(tx, {
        ticketId: ticket.id,
        position,
        contentType: f.contentType,
        content: f.content,
      });
    }
    await recordAudit(tx, {
      ...actor,
      action: 'photos.attach',
      objectRef: ticket.noticeNo,
      outcome: 'ok',
      detail: { count: files.length },
    });
    return { noticeNo: ticket.noticeNo, photos: await repo.photosOf(tx, ticket.id) };
  });
}

/**
 * Police side: a police operator's decision on an application still processing. The same decision sent
 * again changes nothing; another one on a decided application is PHOTO_APPLICATION_DECIDED.
 */
export async function decideApplication(
  db: Database,
  reference: string,
  body: PhotoDecisionBody,
  actor: AuditActor,
  now = new Date(),
): Promise<PhotoApplicationView> {
  return db.transaction(async (tx) => {
    const row = await repo.lockApplication(tx, reference);
    if (!row) throw new AppError('PHOTO_APPLICATION_NOT_FOUND');
    const ticket = (await repo.ticketById(tx, row.ticketId))!;
    if (row.status === body.decision && row.decidedBy === 'police')
      return viewOf(tx, row, ticket.noticeNo, now);
    if (row.status !== 'PROCESSING') throw new AppError('PHOTO_APPLICATION_DECIDED');
    let decided: PhotoApplicationRow;
    if (body.decision === 'APPROVED') {
      decided = await approve(tx, row, ticket.noticeNo, 'police', now, body.remark ?? null);
    } else {
      decided = await repo.updateApplication(tx, row.id, {
        status: 'REJECTED',
        decidedBy: 'police',
        decidedAt: now,
        remark: body.remark ?? null,
      });
      await tellDecision(tx, row, ticket.noticeNo, photosRejectedText(row.reference, ticket.noticeNo));
    }
    await recordAudit(tx, {
      ...actor,
      action: 'photos.decide',
      objectRef: reference,
      outcome: 'ok',
      detail: { decision: body.decision },
    });
    return viewOf(tx, decided, ticket.noticeNo, now);
  });
}

/**
 * Police side: the applications of a status (those awaiting a decision by default), oldest first, with
 * nothing of the applicant but the reason he gave.
 */
export async function applicationsToDecide(db: Database, status: string, limit: number) {
  const rows = await repo.applicationsWithStatus(db, status, limit);
  return {
    items: rows.map(({ createdAt, ...row }) => ({
      ...row,
      status: row.status as PhotoApplicationView['status'],
      appliedAt: createdAt.toISOString(),
    })),
  };
}
