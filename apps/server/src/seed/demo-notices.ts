import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import type { Database } from '../db/database.ts';
import { penaltyTariffs } from '../modules/params/params.table.ts';
import { requireDriverIdentification } from '../modules/notices/driver-identification.service.ts';
import { runDemandNotices } from '../modules/notices/notices.service.ts';
import { DEMO_METER_PLACES } from './demo-data.ts';
import { insertDemoTicket, numberDemoMeters } from './demo-seed.ts';

/**
 * Two tickets of HARBOUR CITY LOGISTICS dated from the day they are first seeded, so that a fresh demo
 * shows the notices that follow a ticket: a parking ticket on LB8080 unpaid 22 days, which gets its demand
 * notice, and a moving offence on GX3579 two days ago, whose notice requiring identification of the driver
 * waits for the company's administrator (LAU Mei Ling, in her company role) to name NG Kwok Wai.
 */
export const DEMO_NOTICE_TICKETS = {
  demand: {
    serial: '60000023',
    noticeType: '525' as const,
    offenceCode: '05',
    vehicleNo: 'LB8080',
    daysAgo: 22,
    offenceTime: '10:20',
    place: 'CANTON ROAD, TSIM SHA TSUI',
    locationType: 'O',
    locationFeature: 'L',
  },
  driverIdentification: {
    serial: '60000024',
    noticeType: '570' as const,
    offenceCode: '001',
    vehicleNo: 'GX3579',
    daysAgo: 2,
    offenceTime: '07:45',
    place: DEMO_METER_PLACES[1].now,
    locationType: 'A',
    locationFeature: 'M',
  },
};

/** Inserted once (by notice no.), then the notices follow through the notices area's own services. */
export async function seedDemoNotices(db: Database, now = new Date()): Promise<void> {
  const today = hongKongDateOf(now);
  const tariffs = await db.select().from(penaltyTariffs);
  for (const { daysAgo, ...t } of Object.values(DEMO_NOTICE_TICKETS)) {
    await db.transaction(async (tx) => {
      const row = await insertDemoTicket(
        tx,
        { ...t, status: 'UNPAID', offenceDate: addDays(today, -daysAgo) },
        tariffs,
      );
      if (row && t.noticeType === '570') await requireDriverIdentification(tx, row, now);
    });
  }
  await numberDemoMeters(
    db,
    Object.values(DEMO_NOTICE_TICKETS).map((t) => t.serial),
  );
  // The daily job's own run: the LB8080 ticket, unpaid 21 days after its offence, gets its demand notice.
  await runDemandNotices(db, now);
}
