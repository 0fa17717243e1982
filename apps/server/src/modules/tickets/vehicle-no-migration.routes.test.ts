import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, lookup, noticeNoOf, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';

const MIGRATION = new URL('../../../drizzle/0006_vehicle_no_register_form.sql', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV);
  await issue(t.app, '37000001');
});
afterAll(() => t.close());

describe('migration 0005: marks stored in the register form', () => {
  it('when a ticket was stored with the plate spacing before the rule, then the migration makes it findable', async () => {
    const noticeNo = noticeNoOf('37000001');
    // As an issuer could store it before marks were read without spaces.
    await t.database.db.execute(sql`update tickets set vehicle_no = 'ab 1234' where notice_no = ${noticeNo}`);
    expect((await lookup(t.app, '37000001', 'AB1234')).statusCode).toBe(404);
    await t.database.db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));
    const res = await lookup(t.app, '37000001', 'AB 1234');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ticket.vehicleNo).toBe('AB1234');
  });
});
