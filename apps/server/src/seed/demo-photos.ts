import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/database.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { photoApplications, ticketPhotos } from '../modules/disputes/disputes.table.ts';
import { tdPersons } from '../sandbox/transport/transport.table.ts';
import { demoNoticeNo } from './demo-seed.ts';

/**
 * The officer's photos of two demo parking tickets: CHAN TAI MAN's unpaid one on AB1234 (he may apply to
 * view them), and LEE KA YAN's on HK2468, whose application is approved (viewable for 72 hours from the
 * first start).
 */
export const DEMO_PHOTOS = {
  toApply: { serial: '60000001', vehicleNo: 'AB1234' },
  approved: { serial: '60000003', vehicleNo: 'HK2468', idNo: 'C3456785', reference: 'V0000000001' },
};

const VIEW_SECONDS = 72 * 3600;

/** A drawn scene standing in for a warden's photo: the street, the kerb's lines, the car and its plate. */
function scene(vehicleNo: string, shot: number) {
  const carX = 150 + shot * 40;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="#8d99a6"/>
  <rect y="420" width="800" height="180" fill="#c9c2b0"/>
  <rect y="404" width="800" height="6" fill="#e8c31a"/><rect y="414" width="800" height="6" fill="#e8c31a"/>
  <rect x="${carX}" y="230" width="${420 - shot * 60}" height="170" rx="26" fill="#2f5d8a"/>
  <rect x="${carX + 40}" y="180" width="${260 - shot * 40}" height="80" rx="18" fill="#46739f"/>
  <circle cx="${carX + 80}" cy="400" r="36" fill="#222"/><circle cx="${carX + 340 - shot * 60}" cy="400" r="36" fill="#222"/>
  <rect x="${carX + 130 - shot * 20}" y="330" width="150" height="44" fill="#f8e21b" stroke="#111" stroke-width="3"/>
  <text x="${carX + 205 - shot * 20}" y="363" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#111">${vehicleNo}</text>
  <text x="20" y="40" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#fff">DEMO PHOTO ${shot + 1}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function ticketOf(db: Database, serial: string, vehicleNo: string) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.noticeNo, demoNoticeNo(serial)), eq(tickets.vehicleNo, vehicleNo)));
  return row;
}

async function attach(db: Database, ticketId: number, vehicleNo: string) {
  // Drawn on the first start only: a later start finds them and renders nothing.
  const [present] = await db
    .select({ id: ticketPhotos.id })
    .from(ticketPhotos)
    .where(eq(ticketPhotos.ticketId, ticketId))
    .limit(1);
  if (present) return;
  const shots = [0, 1];
  for (const shot of shots) {
    const content = await scene(vehicleNo, shot);
    await db
      .insert(ticketPhotos)
      .values({
        ticketId,
        position: shot + 1,
        contentType: 'image/jpeg',
        sizeBytes: content.byteLength,
        content,
      })
      .onConflictDoNothing();
  }
}

/** Inserted once, never overwritten. */
export async function seedDemoPhotos(db: Database, now = new Date()): Promise<void> {
  const toApply = await ticketOf(db, DEMO_PHOTOS.toApply.serial, DEMO_PHOTOS.toApply.vehicleNo);
  if (toApply) await attach(db, toApply.id, toApply.vehicleNo);
  const { approved } = DEMO_PHOTOS;
  const ticket = await ticketOf(db, approved.serial, approved.vehicleNo);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
    .where(eq(tdPersons.idNo, approved.idNo));
  if (!ticket || !user) return;
  await attach(db, ticket.id, ticket.vehicleNo);
  await db
    .insert(photoApplications)
    .values({
      reference: approved.reference,
      ticketId: ticket.id,
      userId: user.id,
      status: 'APPROVED',
      reason: 'I would like to see where the car was parked.',
      decidedBy: 'police',
      decidedAt: now,
      viewableUntil: new Date(now.getTime() + VIEW_SECONDS * 1000),
      createdAt: new Date(now.getTime() - 86_400_000),
    })
    .onConflictDoNothing();
}
