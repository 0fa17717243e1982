import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { testConfig } from '../../test/test-config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { prepareDatabase } from '../db/startup.ts';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { seedDemoData } from './demo-seed.ts';
import { seedModules } from './seed-modules.ts';
import { DEMO_TICKET_STATUSES } from './demo-data.ts';
import { DEMO_NOTICE_TICKETS } from './demo-notices.ts';
import { demoNoticeNo } from './demo-seed.ts';
import { ticketNotices } from '../modules/notices/notices.table.ts';
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '../modules/messages/messages.table.ts';
import { languageOfBox } from '../modules/messages/message-language.service.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { tdPersons } from '../sandbox/transport/transport.table.ts';
import { seedDemoMessages } from './demo-messages.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ seedDemo: true });
});
afterAll(() => handle.close());

/** The number of rows of every table of the portal, by table name. */
async function rowsPerTable(): Promise<Record<string, number>> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const counts = await Promise.all(
    tables.map(async (table) => {
      const [row] = await handle.db.select({ n: count() }).from(table);
      return [getTableName(table), row!.n] as const;
    }),
  );
  return Object.fromEntries(counts);
}

describe('demo data', () => {
  it('when seeded, then there is a ticket of every status for each notice type', async () => {
    const rows = await handle.db.select({ status: tickets.status, type: tickets.noticeType }).from(tickets);
    for (const status of DEMO_TICKET_STATUSES) {
      for (const type of ['525', '570']) expect(rows).toContainEqual({ status, type });
    }
  });

  it('when seeded a second and third time, then every table keeps the same rows', async () => {
    const before = await rowsPerTable();
    expect(before.tickets).toBeGreaterThan(0);
    expect(before.td_persons).toBe(7);
    expect(await seedDemoData(handle.db)).toEqual({ inserted: false });
    await seedModules(handle, testConfig(), true);
    expect(await prepareDatabase(handle, { seedDemo: true, config: testConfig() })).toEqual({
      inserted: false,
    });
    expect(await rowsPerTable()).toEqual(before);
  });

  it("when the modules' seeds run, then each area's rows are there: offences, content, demo DSL accounts", async () => {
    const rows = await rowsPerTable();
    expect(rows.offences).toBeGreaterThan(0);
    expect(rows.system_params).toBeGreaterThan(0);
    expect(rows.news).toBeGreaterThan(0);
    expect(rows.sandbox_dsl_accounts).toBe(4);
  });

  it('when seeded, then a demand notice and a company’s notice requiring identification of the driver are there', async () => {
    const noticesOf = async (serial: string) => {
      const [ticket] = await handle.db
        .select()
        .from(tickets)
        .where(eq(tickets.noticeNo, demoNoticeNo(serial)));
      const rows = await handle.db.select().from(ticketNotices).where(eq(ticketNotices.ticketId, ticket!.id));
      return { ticket: ticket!, kinds: rows.map((r) => ({ kind: r.kind, company: r.companyId !== null })) };
    };
    const demand = await noticesOf(DEMO_NOTICE_TICKETS.demand.serial);
    expect(demand.kinds).toEqual([{ kind: 'DEMAND', company: false }]);
    expect(demand.ticket).toMatchObject({ billType: 'DEMAND_NOTICE', status: 'UNPAID' });
    const driverId = await noticesOf(DEMO_NOTICE_TICKETS.driverIdentification.serial);
    expect(driverId.kinds).toEqual([{ kind: 'DRIVER_IDENTIFICATION', company: true }]);
  });

  it('when seeded, then every message is written in its box’s language (no Chinese in an English box)', async () => {
    const rows = await handle.db.select().from(messages);
    expect(rows.length).toBeGreaterThan(0);
    const cjk = /[\u3400-\u9fff]/;
    for (const m of rows) {
      const language = await languageOfBox(handle.db, { userId: m.userId, agentId: m.agentId });
      expect({ title: m.title, language: m.language }).toEqual({ title: m.title, language });
      expect(cjk.test(`${m.title}${m.body}`), `${m.title} in a ${language} box`).toBe(language !== 'en');
    }
  });

  it('when a database seeded earlier holds the payment confirmation in Chinese in CHAN Tai Man’s English box, then seeding again writes it in English', async () => {
    const [owner] = await handle.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
      .where(eq(tdPersons.idNo, 'A1234563'));
    const ownersPayment = and(eq(messages.userId, owner!.id), eq(messages.category, 'PAYMENT_RESULT'));
    await handle.db
      .update(messages)
      .set({
        language: 'zh-hk',
        title: '繳款確認',
        body: '閣下已成功繳付定額罰款。收據可於「繳款記錄」下載。',
      })
      .where(ownersPayment);
    await seedDemoData(handle.db);
    await seedDemoMessages(handle.db);
    const [row] = await handle.db.select().from(messages).where(ownersPayment);
    expect(row).toMatchObject({ language: 'en', title: 'Payment confirmation' });
  });

  it('when seeded, then every demo ticket at a meter names its meter; a database seeded before gets the number on the next start', async () => {
    const atMeters = () => handle.db.select().from(tickets).where(eq(tickets.locationFeature, 'M'));
    const first = await atMeters();
    expect(first.length).toBeGreaterThan(0);
    for (const ticket of first) expect(ticket.place).toMatch(/^\d{4}[A-Z], /);
    // As a database seeded before held them: the place without its meter number.
    await handle.db
      .update(tickets)
      .set({ place: sql`regexp_replace(${tickets.place}, '^\\d{4}[A-Z], ', '')` })
      .where(eq(tickets.locationFeature, 'M'));
    expect((await atMeters()).every((t) => !/^\d/.test(t.place))).toBe(true);
    await prepareDatabase(handle, { seedDemo: true, config: testConfig() });
    const placeOf = (rows: typeof first) => rows.map((t) => `${t.noticeNo} ${t.place}`).sort();
    expect(placeOf(await atMeters())).toEqual(placeOf(first));
  });
});
