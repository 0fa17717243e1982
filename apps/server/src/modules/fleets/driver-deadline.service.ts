import { DEFAULT_DRIVER_ACTION_DAYS } from '@eticket/domain/fleets/driving-log.schemas';
import type { Box } from '../../db/box.ts';
import type { Database } from '../../db/database.ts';
import { companyAdminBoxesOf, personalBoxesOf, writeAreaNotice } from '../messages/area-notices.service.ts';
import { numberParam } from '../params/params.service.ts';
import { markDriverAction, pastDriverDeadline } from './driver-deadline.repository.ts';
import { driverDidNotActText } from './driver-deadline.texts.ts';

/** Still to be paid: a payment in progress is waited for (the next run looks again). */
const UNPAID = new Set(['UNPAID', 'OVERDUE']);
/** Tickets decided per run; the next run takes the rest. */
const BATCH = 200;

/** The boxes of whom the period was driven for: a company's administrators, or the owning person. */
async function ownerBoxesOf(db: Database, ownerKey: string): Promise<Box[]> {
  const [kind, id] = ownerKey.split(':');
  if (kind === 'C') return companyAdminBoxesOf(db, Number(id));
  if (kind === 'P') return personalBoxesOf(db, Number(id));
  return [];
}

/**
 * The driver on duty has DRIVER_ACTION_DAYS from being told to pay the ticket or to be named as its driver
 * (ADR 0067). Once they have passed, each told ticket is decided once: paid (or no longer payable) or
 * named, the driver acted; still unpaid with no one named, it goes back to the owner's list as "driver did
 * not act", and the driver and the owner (a company's administrators) each get one message. The decision
 * and the messages are written in one transaction, the row's mark is set only while unset and each
 * message has its key, so a repeated or concurrent run tells no one twice. Answers how many did not act.
 */
export async function passDriverDeadlines(db: Database, now = new Date()) {
  const days = await numberParam(db, 'DRIVER_ACTION_DAYS', DEFAULT_DRIVER_ACTION_DAYS);
  const toldBy = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    let lapsed = 0;
    for (const row of await pastDriverDeadline(tx, toldBy, BATCH)) {
      if (row.status === 'IN_TRANSACTION') continue;
      const acted = !UNPAID.has(row.status) || row.named;
      if (!(await markDriverAction(tx, row.ticketId, acted ? 'ACTED' : 'DID_NOT_ACT', now))) continue;
      if (acted) continue;
      lapsed += 1;
      const key = `fleets-driver-did-not-act:${row.ticketId}`;
      const driverBox = { userId: row.driverUserId, agentId: 0 };
      await writeAreaNotice(tx, {
        box: driverBox,
        category: 'SYSTEM',
        text: driverDidNotActText('driver', row),
        dedupeKey: `${key}:${driverBox.userId}:0`,
        noticeNo: row.noticeNo,
      });
      for (const box of await ownerBoxesOf(tx, row.ownerKey)) {
        await writeAreaNotice(tx, {
          box,
          category: 'SYSTEM',
          text: driverDidNotActText('owner', row),
          dedupeKey: `${key}:${box.userId}:${box.agentId}`,
          noticeNo: row.noticeNo,
        });
      }
    }
    return lapsed;
  });
}
