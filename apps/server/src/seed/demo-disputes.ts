import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { disputeFiles, disputes } from '../modules/disputes/disputes.table.ts';
import { disputePdf } from '../modules/disputes/dispute-pdf.ts';
import { tdPersons } from '../sandbox/transport/transport.table.ts';
import { demoNoticeNo } from './demo-seed.ts';

/** LEE KA YAN's demo ticket that is under investigation (a moving offence on HK2468), and her dispute. */
export const DEMO_DISPUTE = {
  reference: 'D0000000001',
  serial: '60000008',
  idNo: 'C3456785',
  ground: 'NO_OFFENCE',
  statement:
    'The traffic lights at the junction were out of order that morning; I crossed on the officer’s signal.',
};

/** A 1 x 1 grey PNG: the demo dispute's photo of the junction. */
const DEMO_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo dispute under investigation; inserted once, never overwritten. */
export async function seedDemoDisputes(db: Database): Promise<void> {
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(eq(tickets.noticeNo, demoNoticeNo(DEMO_DISPUTE.serial)));
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
    .where(eq(tdPersons.idNo, DEMO_DISPUTE.idNo));
  if (!ticket || !user || ticket.status !== 'UNDER_INVESTIGATION') return;
  const createdAt = new Date(ticket.issuedAt.getTime() + 3 * 86_400_000);
  const { pdf, digest } = await disputePdf({
    reference: DEMO_DISPUTE.reference,
    noticeNo: ticket.noticeNo,
    vehicleNo: ticket.vehicleNo,
    ground: DEMO_DISPUTE.ground,
    statement: DEMO_DISPUTE.statement,
    files: [{ fileName: 'junction.png', content: DEMO_PHOTO }],
    createdAt,
  });
  const [row] = await db
    .insert(disputes)
    .values({
      reference: DEMO_DISPUTE.reference,
      ticketId: ticket.id,
      userId: user.id,
      ground: DEMO_DISPUTE.ground,
      statement: DEMO_DISPUTE.statement,
      status: 'SUBMITTED',
      document: pdf,
      documentDigest: digest,
      signature: 'demo-signature',
      signedAt: createdAt,
      signedWith: 'IAMSMART',
      createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: disputes.id });
  if (!row) return;
  await db.insert(disputeFiles).values({
    disputeId: row.id,
    position: 1,
    fileName: 'junction.png',
    contentType: 'image/png',
    sizeBytes: DEMO_PHOTO.byteLength,
    content: DEMO_PHOTO,
  });
}
