import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '@eticket/domain/common/hong-kong-time';
import { instantOfHongKong } from '@eticket/domain/common/hong-kong-time';
import { noticeCheckChar } from '@eticket/domain/tickets/notice-no';
import type { Database } from '../db/database.ts';
import {
  demoTransportSeeded,
  seedDemoDrivingRecords,
  seedDemoFleet,
  seedDemoTransport,
} from '../sandbox/transport/transport.seed.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { agentRoles, agentVehicles } from '../modules/agents/agents.table.ts';
import { ticketHistory, tickets } from '../modules/tickets/tickets.table.ts';
import { payments } from '../modules/payments/payments.table.ts';
import { penaltyTariffs } from '../modules/params/params.table.ts';
import { tariffInForce } from '@eticket/domain/tickets/tariff';
import { openDemoOrders } from './demo-open-orders.ts';
import { assignParties } from '../modules/tickets/ticket-parties.service.ts';
import { markPossibleDuplicate } from '../modules/tickets/possible-duplicates.ts';
import { seedDemoDrivingLogs } from './demo-driving-logs.ts';
import { seedDemoFleetMonth } from './demo-fleet-month.ts';
import {
  DEMO_COMPANIES,
  DEMO_DRIVING_RECORDS,
  DEMO_FLEET,
  DEMO_METER_PLACES,
  DEMO_PERSONS,
  DEMO_SALE,
  DEMO_DUPLICATE_TICKETS,
  DEMO_SALE_TICKETS,
  DEMO_TICKETS,
  DEMO_VEHICLES,
} from './demo-data.ts';

const PAID_STATUSES: readonly string[] = ['SETTLED', 'REFUND_IN_PROCESS', 'REFUNDED'];

/** The demo set is inserted whole or not at all; this person's presence marks it as done. */
const MARKER_ID_NO = DEMO_PERSONS[0]!.idNo;

export function demoNoticeNo(serial: string): string {
  return `${serial}${noticeCheckChar(serial)}`;
}

/** Demo owners, drivers, an agent, a company with its administrator, vehicles and tickets (messages: demo-messages.ts). */
export async function seedDemoData(db: Database): Promise<{ inserted: boolean }> {
  return db.transaction(async (tx) => {
    if (await demoTransportSeeded(tx, MARKER_ID_NO)) {
      // A database seeded before demo tickets in transaction had their order gets it now.
      await openDemoOrders(tx);
      await seedDemoFleet(tx, DEMO_COMPANIES[0]!.docNo, DEMO_FLEET);
      await seedDemoDrivingLogs(tx);
      await seedDemoFleetMonth(tx, async (t) => insertDemoTicket(tx, t, await tariffsOf(tx)));
      await seedDemoDrivingRecords(tx, DEMO_PERSONS, DEMO_DRIVING_RECORDS);
      await numberDemoMeters(
        tx,
        [...DEMO_TICKETS, ...DEMO_SALE_TICKETS].map((t) => t.serial),
      );
      await seedDemoDuplicates(tx, await tx.select().from(penaltyTariffs));
      return { inserted: false };
    }

    const { personIds, personId, companyId } = await seedDemoTransport(tx, {
      persons: DEMO_PERSONS,
      companies: DEMO_COMPANIES,
      vehicles: DEMO_VEHICLES,
    });

    const accounts = await tx
      .insert(users)
      .values(personIds.map((id) => ({ tdPersonId: id })))
      .returning();
    const userOf = (key: string) => accounts.find((u) => u.tdPersonId === personId(key))!.id;

    // CHEUNG Chi Keung has acted for CHAN Tai Man on AB1234 since before the demo tickets were issued.
    const [agentRole] = await tx
      .insert(agentRoles)
      .values({
        userId: userOf('agent'),
        roleType: 'UAG',
        ownerPersonId: personId('owner'),
        isDefault: true,
        createdAt: DEMO_DELEGATION_START,
      })
      .returning();
    await tx
      .insert(agentVehicles)
      .values({ agentRoleId: agentRole!.id, vehicleNo: 'AB1234', delegatedAt: DEMO_DELEGATION_START });
    await recordDemoSale(tx);
    await tx.insert(agentRoles).values([
      { userId: userOf('companyAdmin'), roleType: 'OAD', ownerCompanyId: companyId },
      { userId: userOf('companyStaff'), roleType: 'OAG', ownerCompanyId: companyId },
    ]);

    const tariffs = await tx.select().from(penaltyTariffs);
    for (const t of [...DEMO_TICKETS, ...DEMO_SALE_TICKETS]) await insertDemoTicket(tx, t, tariffs);
    await seedDemoDuplicates(tx, tariffs);

    await openDemoOrders(tx);
    await seedDemoFleet(tx, DEMO_COMPANIES[0]!.docNo, DEMO_FLEET);
    await seedDemoDrivingLogs(tx);
    await seedDemoFleetMonth(tx, (t) => insertDemoTicket(tx, t, tariffs));
    await seedDemoDrivingRecords(tx, DEMO_PERSONS, DEMO_DRIVING_RECORDS);

    return { inserted: true };
  });
}

const tariffsOf = (tx: Database) => tx.select().from(penaltyTariffs);

/**
 * A database seeded before the demo's meter tickets named their meter gets the number on the next start
 * (then the place no longer matches, so it runs once). `serials`: the demo tickets to look at.
 */
export async function numberDemoMeters(tx: Database, serials: readonly string[]) {
  for (const { before, now } of DEMO_METER_PLACES)
    await tx
      .update(tickets)
      .set({ place: now })
      .where(
        and(
          inArray(tickets.noticeNo, serials.map(demoNoticeNo)),
          eq(tickets.locationFeature, 'M'),
          eq(tickets.place, before),
        ),
      );
}

/**
 * The demo's possible duplicate pair, marked as issuing marks it (ADR 0062). Only what is missing is
 * inserted, and the pair is marked only when its later ticket is new, so a second start changes nothing.
 */
async function seedDemoDuplicates(tx: Database, tariffs: (typeof penaltyTariffs.$inferSelect)[]) {
  for (const t of DEMO_DUPLICATE_TICKETS) {
    const row = await insertDemoTicket(tx, t, tariffs);
    if (row) await markPossibleDuplicate(tx, row, 'demo-seed');
  }
}

/** When the demo agent's delegation began: before every demo ticket, so the agent sees them. */
const DEMO_DELEGATION_START = new Date('2025-06-01T00:00:00+08:00');

/**
 * The demo's vehicle sold during the retention period (README, "Demo data"): registered to its first owner
 * until the sale, to its buyer from the day of the sale, as the register's ownership periods say.
 */
async function recordDemoSale(tx: Database) {
  const [seller, buyer] = [DEMO_SALE.seller, DEMO_SALE.buyer].map(
    (idNo) => sql`(select id from td_persons where id_no = ${idNo})`,
  );
  await tx.execute(sql`
    update td_vehicle_ownerships set owner_person_id = ${seller}, to_date = ${DEMO_SALE.on}
    where registration_mark = ${DEMO_SALE.registrationMark} and to_date is null`);
  await tx.execute(sql`
    insert into td_vehicle_ownerships (registration_mark, owner_person_id, from_date)
    values (${DEMO_SALE.registrationMark}, ${buyer}, ${DEMO_SALE.on})`);
}

type DemoTicket = (typeof DEMO_TICKETS)[number];

/**
 * One demo ticket as the issuing system would have left it: its tariff of the offence date, 21 days to
 * pay, its history (issued, then its status) and, when paid, its payment. Answers the row, or undefined
 * when the notice no. is already there (a second start inserts nothing).
 */
export async function insertDemoTicket(
  tx: Database,
  t: Omit<DemoTicket, 'status' | 'statusDate' | 'remark'> & {
    status: string;
    statusDate?: string | undefined;
    remark?: string | undefined;
  },
  tariffs: (typeof penaltyTariffs.$inferSelect)[],
) {
  const own = tariffs.filter((r) => r.offenceCode === t.offenceCode);
  const amountCents = tariffInForce(own, t.offenceDate)?.amountCents;
  if (amountCents === undefined) throw new Error(`demo ticket ${t.serial}: no tariff for ${t.offenceCode}`);
  const noticeNo = demoNoticeNo(t.serial);
  const issuedAt = instantOfHongKong(t.offenceDate, '23:00');
  const [row] = await tx
    .insert(tickets)
    .values({
      noticeNo,
      noticeSerial: t.serial,
      vehicleNo: t.vehicleNo,
      noticeType: t.noticeType,
      offenceCode: t.offenceCode,
      offenceAt: instantOfHongKong(t.offenceDate, t.offenceTime),
      locationType: t.locationType,
      locationFeature: t.locationFeature,
      place: t.place,
      amountCents,
      ePaymentNo: `E${noticeNo}`,
      issuedAt,
      paymentDeadline: addDays(t.offenceDate, 21),
      status: t.status,
      statusDate: t.statusDate ?? null,
      remark: t.remark ?? null,
      issuingOfficerNo: 'PC12345',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  // Whom it belongs to, as the issuing system would have recorded it (ADR 0043).
  await assignParties(tx, row.id, 'demo-seed');
  await tx.insert(ticketHistory).values([
    {
      ticketId: row.id,
      fromStatus: null,
      toStatus: 'UNPAID',
      reason: 'ISSUED',
      actor: 'demo-seed',
      at: issuedAt,
    },
    ...(t.status === 'UNPAID'
      ? []
      : [
          {
            ticketId: row.id,
            fromStatus: 'UNPAID',
            toStatus: t.status,
            reason: 'DEMO',
            actor: 'demo-seed',
          },
        ]),
  ]);
  // Paid demo tickets carry their payment, so receipts and the payment record have something to show.
  if (PAID_STATUSES.includes(t.status)) {
    const online = t.noticeType === '525';
    await tx.insert(payments).values({
      ticketId: row.id,
      transactionNo: `DEMO${t.serial}`,
      methodCode: online ? '2' : '5',
      channel: online ? '1' : null,
      amountCents,
      paidAt: new Date(issuedAt.getTime() + 2 * 86_400_000),
      source: online ? 'PLATFORM' : 'EXTERNAL',
    });
  }
  return row;
}
