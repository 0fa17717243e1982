import type { Box } from '../../db/box.ts';
import type { Locale } from '@eticket/domain/common/locale';
import type { MessageCategory } from '@eticket/domain/messages/message.schemas';
import type { Database } from '../../db/database.ts';
import { tellBox } from './box-notices.service.ts';
import { deliveriesOfTicket } from './messages.repository.ts';

/** One message another area writes: its texts by language, and the key that makes it arrive once. */
export interface AreaNotice {
  box: Box;
  category: Extract<MessageCategory, 'SYSTEM' | 'DEMAND_NOTICE'>;
  text: (locale: Locale) => { title: string; body: string };
  /** Unique across the portal (`<area>-<event>:<object>`): a repeated job or retry adds nothing. */
  dedupeKey: string;
  noticeNo?: string;
}

/**
 * Writes a message of another area (disputes, notices) into one box, in its holder's language, in the
 * caller's transaction. Answers whether it was written (false: the key had already been used).
 */
export async function writeAreaNotice(db: Database, notice: AreaNotice): Promise<boolean> {
  const { box, ...rest } = notice;
  return (await tellBox(db, box, rest)) !== undefined;
}

export { companyAdminBoxesOf, personalBoxesOf } from './box-notices.service.ts';

/** When a ticket's e-ticket and demand notice reached the owner's contact (for the case timeline). */
export async function deliveriesAbout(db: Database, ticketId: number) {
  const rows = [
    ...(await deliveriesOfTicket(db, ticketId, 'TICKET')),
    ...(await deliveriesOfTicket(db, ticketId, 'DEMAND')),
  ];
  return rows
    .filter((d) => d.status === 'SENT' || d.status === 'DELIVERED')
    .map((d) => ({ kind: d.kind, at: d.updatedAt }));
}
