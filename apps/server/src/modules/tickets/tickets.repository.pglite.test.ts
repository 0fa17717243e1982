import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { offences } from '../params/params.table.ts';
import { findForLookup, ticketViewWithOffence } from './tickets.repository.ts';
import { tickets } from './tickets.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV);
  await issue(t.app, '30000001', { offenceDate: '2025-12-31', vehicleNo: 'AB1234' });
});
afterAll(() => t.close());

// The look-up runs as a named prepared statement; its row must be what Drizzle's own select maps.
describe('findForLookup', () => {
  it('when a ticket is looked up, then its row is the one Drizzle maps for the same selection', async () => {
    const { db } = t.database;
    const [expected] = await db
      .select(ticketViewWithOffence)
      .from(tickets)
      .innerJoin(offences, eq(offences.code, tickets.offenceCode))
      .where(and(eq(tickets.noticeSerial, '30000001'), eq(tickets.vehicleNo, 'AB1234')));
    const row = await findForLookup(db, '30000001', 'AB1234');
    expect(expected).toBeDefined();
    expect(row).toEqual(expected);
    expect(row!.ticket.offenceAt).toBeInstanceOf(Date);
    expect(typeof row!.ticket.id).toBe('number');
    expect(await findForLookup(db, '30000001', 'ZZ9999')).toBeUndefined();
  });
});
