import { randomInt } from 'node:crypto';
import { formatDate } from '@eticket/domain/common/dates';
import {
  PHOTO_MAX_PER_TICKET,
  PHOTO_NOTICE_TYPES,
  type PhotoApplicationBody,
  type PhotoApplicationView,
  type PhotoDecisionBody,
  type PhotoTicketState,
} from '@eticket/domain/disputes/photo.schemas';
import { normaliseNoticeNo } from '@eticket/domain/tickets/notice-no';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { ticketIdInScope } from '../tickets/ticket-access.ts';
import { getParam } from '../params/params.service.ts';
import { tellBox } from '../messages/box-notices.service.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import { decodesAsImage, watermarkPhoto } from './photo-watermark.ts';
import { photosApprovedText, photosRejectedText } from './photo-texts.ts';
import * as repo from './photos.repository.ts';
import type { PhotoApplicationRow } from './photos.repository.ts';
import type { NewDisputeFile } from './disputes.repository.ts';

/** Defaults when a parameter is missing: 72 hours of viewing, and a police operator decides. */
const DEFAULT_VIEW_SECONDS = 72 * 3600;

const newReference = () => `V${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
const boxOf = (p: Principal) => ({ userId: p.userId, agentId: p.agentId });
const photoPage = (noticeNo: string) => `/ticket/photos?noticeNo=${encodeURIComponent(noticeNo)}`;

async function viewPeriodSeconds(db: Database) {
  const param = await getParam(db, 'PHOTO_VIEW_PERIOD_SECONDS').catch(() => undefined);
  const seconds = Number(param?.value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_VIEW_SECONDS;
}

async function autoApproves(db: Database) {
  const param = await getParam(db, 'PHOTO_VIEW_AUTO_APPROVE').catch(() => undefined);
  return param?.value === true;
}

/** Whether an approved application's photos may still be viewed at `now`. */
const viewable = (row: PhotoApplicationRow, now: Date) =>
  row.status === 'APPROVED' && row.viewableUntil !== null && row.viewableUntil > now;

async function viewOf(
  db: Database,
  row: PhotoApplicationRow,
  noticeNo: string,
  now: Date,
): Promise<PhotoApplicationView> {
  const ended = row.status === 'APPROVED' && !viewable(row, now);
  return {
    reference: row.reference,
    noticeNo,
    status: ended ? 'EXPIRED' : (row.status as PhotoApplicationView['status']),
    reason: row.reason,
    remark: row.remark,
    appliedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    viewableUntil: row.viewableUntil?.toISOString() ?? null,
    photoIds: viewable(row, now) ? (await repo.photosOf(db, row.ticketId)).map((p) => p.id) : [],
  };
}

const isPhotoTicket = (noticeType: string) => (PHOTO_NOTICE_TYPES as readonly string[]).includes(noticeType);

/** The photo page of one of the caller's tickets: are there photos to apply for, and his latest application. */
export async function photoStateOf(
  db: Database,
  p: Principal,
  noticeNo: string,
  now = new Date(),
): Promise<PhotoTicketState> {
  const ticket = (await repo.ticketById(db, await ticketIdInScope(db, p, noticeNo)))!;
  const photoCount = isPhotoTicket(ticket.noticeType) ? await repo.photoCountOf(db, ticket.id) : 0;
  const latest = await repo.latestApplication(db, ticket.id, boxOf(p));
  return {
    noticeNo: ticket.noticeNo,
    available: photoCount > 0,
    photoCount,
    application: latest ? await viewOf(db, latest, ticket.noticeNo, now) : null,
  };
}

/**
 * Approves in the caller's transaction: viewable for the period parameter from now, and the applicant told
 * in his box once (the key names the application).
 */
async function approve(
  tx: Database,
  row: PhotoApplicationRow,
  noticeNo: string,
  decidedBy: 'police' | 'auto',
  now: Date,
  remark: string | null = null,
) {
  const viewableUntil = new Date(now.getTime() + (await viewPeriodSeconds(tx)) * 1000);
  const approved = await repo.updateApplication(tx, row.id, {
    status: 'APPROVED',
    decidedBy,
    decidedAt: now,
    viewableUntil,
    remark,
  });
  await tellBox(
    tx,
    { userId: row.userId, agentId: row.agentId },
    {
      category: 'SYSTEM',
      text: photosApprovedText(row.reference, noticeNo, (l) => formatDate(viewableUntil, l, 'datetime')),
      dedupeKey: `photo-decision:${row.reference}`,
      actionPath: photoPage(noticeNo),
      noticeNo,
    },
  );
  return approved;
}

/**
 * The owner or named driver applies to view a parking ticket's photos. One open application per box and
 * ticket (PHOTO_APPLICATION_EXISTS); one whose viewing period ended is closed first, so a new one may
 * follow. Approved at once when the auto-approval parameter says so.
 */
export async function applyToView(
  db: Database,
  p: Principal,
  body: PhotoApplicationBody,
  actor: AuditActor,
  now = new Date(),
): Promise<PhotoApplicationView> {
  const ticket = (await repo.ticketById(db, await ticketIdInScope(db, p, body.noticeNo)))!;
  if (!isPhotoTicket(ticket.noticeType) || (await repo.photoCountOf(db, ticket.id)) === 0)
    throw new AppError('PHOTO_NOT_AVAILABLE');
  const auto = await autoApproves(db);
  return db.transaction(async (tx) => {
    await repo.closeEndedApplications(tx, ticket.id, boxOf(p), now);
    const row = await repo.insertApplication(tx, {
      reference: newReference(),
      ticketId: ticket.id,
      ...boxOf(p),
      status: 'PROCESSING',
      reason: body.reason || null,
      createdAt: now,
    });
    if (!row) throw new AppError('PHOTO_APPLICATION_EXISTS');
    const result = auto ? await approve(tx, row, ticket.noticeNo, 'auto', now) : row;
    await recordAudit(tx, {
      ...actor,
      action: 'photos.apply',
      objectRef: row.reference,
      outcome: 'ok',
      detail: { auto },
    });
    return viewOf(tx, result, ticket.noticeNo, now);
  });
}

/** An application its applicant's box reaches; anyone else (or an unknown reference) hears NOT_FOUND. */
async function ownApplication(db: Database, p: Principal, reference: string) {
  const row = await repo.findApplication(db, reference);
  if (!row || row.userId !== p.userId || row.agentId !== p.agentId)
    throw new AppError('PHOTO_APPLICATION_NOT_FOUND');
  // The ticket must still be his: a vehicle sold or a delegation ended takes the photos with it.
  const ticket = (await repo.ticketById(db, row.ticketId))!;
  await ticketIdInScope(db, p, ticket.noticeNo).catch(() => {
    throw new AppError('PHOTO_APPLICATION_NOT_FOUND');
  });
  return { row, ticket };
}

export async function myPhotoApplication(db: Database, p: Principal, reference: string, now = new Date()) {
  const { row, ticket } = await ownApplication(db, p, reference);
  return viewOf(db, row, ticket.noticeNo, now);
}

/**
 * One photo for the approved applicant while the period lasts, watermarked with the application's
 * reference and the time of viewing. Never stored or served unmarked.
 */
export async function viewPhoto(
  db: Database,
  p: Principal,
  reference: string,
  photoId: string,
  actor: AuditActor,
  now = new Date(),
) {
  const { row } = await ownApplication(db, p, reference);
  if (row.status === 'APPROVED' && !viewable(row, now)) throw new AppError('PHOTO_VIEW_ENDED');
  if (row.status === 'EXPIRED') throw new AppError('PHOTO_VIEW_ENDED');
  if (row.status !== 'APPROVED') throw new AppError('PHOTO_NOT_APPROVED');
  const photo = await repo.photoOf(db, row.ticketId, photoId);
  if (!photo) throw new AppError('FILE_NOT_FOUND');
  const content = await watermarkPhoto(photo.content, row.reference, now);
  await recordAudit(db, {
    ...actor,
    action: 'photos.view',
    objectRef: row.reference,
    outcome: 'ok',
    detail: { photo: photo.position },
  });
  return { fileName: `${row.reference}-${photo.position}.jpg`, contentType: 'image/jpeg', content };
}

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
      await tellBox(
        tx,
        { userId: row.userId, agentId: row.agentId },
        {
          category: 'SYSTEM',
          text: photosRejectedText(row.reference, ticket.noticeNo),
          dedupeKey: `photo-decision:${row.reference}`,
          actionPath: photoPage(ticket.noticeNo),
          noticeNo: ticket.noticeNo,
        },
      );
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

export { deletePhotosOf } from './photos.repository.ts';
