import { createHash, randomInt } from 'node:crypto';
import { formatDate } from '@eticket/domain/common/dates';
import {
  SHARE_CODE_ALPHABET,
  SHARE_CODE_DAYS,
  SHARE_CODE_LENGTH,
  formatShareCode,
  type TcrShare,
  type TcrShareBody,
  type TcrShareList,
  type TcrShareMade,
  type TcrShareStatus,
  type TcrSharedCertificate,
} from '@eticket/domain/records/tcr-share.schemas';
import type { TcrReason } from '@eticket/domain/records/tcr.schemas';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { tellBox } from '../messages/box-notices.service.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { personalApplicant, type RecordsDeps } from './records.deps.ts';
import { shareCodeViewedText } from './record-texts.ts';
import {
  applicationById,
  claimByHash,
  findByHash,
  insertShare,
  revokeOfHolder,
  shareOfHolder,
  sharesOfHolder,
  type ShareRow,
} from './tcr-share.repository.ts';
import { applicationOf } from './tcr.service.ts';
import { detailPathOf } from './tcr-paths.ts';

const DAY_MS = 86_400_000;
const LIST_LIMIT = 50;

/** The code is random (about 79 bits): a plain SHA-256 cannot be walked back, and needs no salt. */
export const shareCodeHash = (code: string) => createHash('sha256').update(`tcr-share:${code}`).digest('hex');

export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++)
    code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

export function shareStatusOf(row: ShareRow, now: Date): TcrShareStatus {
  if (row.viewedAt) return 'VIEWED';
  if (row.revokedAt) return 'REVOKED';
  return row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
}

function shareView(row: { share: ShareRow; ref: string; certificateNo: string | null }, now: Date): TcrShare {
  const { share } = row;
  return {
    shareId: share.id,
    id: row.ref,
    certificateNo: row.certificateNo ?? '-',
    status: shareStatusOf(share, now),
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    viewedAt: share.viewedAt?.toISOString() ?? null,
    revokedAt: share.revokedAt?.toISOString() ?? null,
  };
}

/**
 * POST /tcrRecords/share: the holder shares one of his own completed certificates. Another's application
 * is not found, whoever asks; one not completed has no certificate to share. The code is answered this once.
 */
export async function makeShareCode(
  deps: RecordsDeps,
  p: Principal,
  body: TcrShareBody,
  now = new Date(),
): Promise<TcrShareMade> {
  const me = personalApplicant(p);
  const application = await applicationOf(deps.db, me, body.id, 'PERSONAL');
  if (application.status !== 'COMPLETED' || !application.record || !application.certificateNo)
    throw new AppError('TCR_CERTIFICATE_NOT_READY');
  const code = newShareCode();
  const share = await insertShare(deps.db, {
    applicationId: application.id,
    holderUserId: me.userId,
    codeHash: shareCodeHash(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SHARE_CODE_DAYS * DAY_MS),
  });
  const view = shareView({ share, ref: application.ref, certificateNo: application.certificateNo }, now);
  return { ...view, shareCode: formatShareCode(code) };
}

/** GET /tcrRecords/share/list: the holder's codes, newest first, each with its status at `now`. */
export async function listShares(deps: RecordsDeps, p: Principal, now = new Date()): Promise<TcrShareList> {
  const me = personalApplicant(p);
  const rows = await sharesOfHolder(deps.db, me.userId, LIST_LIMIT);
  return { list: rows.map((row) => shareView(row, now)) };
}

/** POST /tcrRecords/share/revoke: withdraws a code of the holder's that is still usable. */
export async function revokeShare(
  deps: RecordsDeps,
  p: Principal,
  shareId: string,
  now = new Date(),
): Promise<TcrShare> {
  const me = personalApplicant(p);
  const revoked = await revokeOfHolder(deps.db, me.userId, shareId, now);
  const row = await shareOfHolder(deps.db, me.userId, shareId);
  if (!row) throw new AppError('TCR_SHARE_NOT_FOUND');
  if (!revoked) throw new AppError('TCR_SHARE_NOT_REVOCABLE');
  return shareView(row, now);
}

/** Why a code that could not be claimed is refused: unknown, used, withdrawn or out of date. */
function refusalOf(row: ShareRow | undefined): never {
  if (!row) throw new AppError('TCR_SHARE_CODE_INVALID');
  if (row.viewedAt) throw new AppError('TCR_SHARE_CODE_USED');
  if (row.revokedAt) throw new AppError('TCR_SHARE_CODE_REVOKED');
  throw new AppError('TCR_SHARE_CODE_EXPIRED');
}

/**
 * POST /tcrRecords/share/redeem (public): the employer's one reading of the certificate. The claim is one
 * conditional UPDATE, so a code shows the facts once however many redeem it at the same moment; the
 * holder is told in his box, and the reading is audited, in the same transaction. The facts are the certificate's as it froze them,
 * but for the identity numbers, which it keeps masked: they come in full from the Department's person.
 */
export async function redeemShareCode(
  deps: RecordsDeps,
  shareCode: string,
  actor: AuditActor,
  now = new Date(),
): Promise<TcrSharedCertificate> {
  const hash = shareCodeHash(shareCode);
  const shared = await deps.db.transaction(async (tx) => {
    const claimed = await claimByHash(tx, hash, now);
    if (!claimed) return undefined;
    const application = (await applicationById(tx, claimed.applicationId))!;
    const record = application.record!;
    const person = await transportOf(tx).personById(application.subjectPersonId);
    // The holder's "who accessed my data" lists the employer's reading with the others.
    await recordAudit(tx, {
      ...actor,
      action: 'tcr.share_view',
      subjectUserId: claimed.holderUserId,
      subjectPersonId: application.subjectPersonId,
      objectRef: application.certificateNo,
      outcome: 'ok',
    });
    await tellBox(
      tx,
      { userId: claimed.holderUserId, agentId: 0 },
      {
        category: 'TCR',
        dedupeKey: `tcr-share-viewed:${claimed.id}`,
        actionPath: detailPathOf(application.ref),
        text: (language) =>
          shareCodeViewedText(application.certificateNo!, formatDate(now, language, 'datetime'), language),
      },
    );
    return {
      certificateNo: application.certificateNo!,
      issuedAt: application.completedAt!.toISOString(),
      reason: application.reason as TcrReason,
      holderName: record.holderEngName,
      holderChnName: record.holderChnName,
      idNo: person?.idNo ?? record.idNoMasked,
      licenceNo: person?.drivingLicenceNo ?? record.licenceNoMasked,
      recordAsOf: record.recordAsOf,
      periods: record.periods,
      entries: record.entries,
      pointsTotal: record.pointsTotal,
      viewedAt: now.toISOString(),
    };
  });
  return shared ?? refusalOf(await findByHash(deps.db, hash));
}
