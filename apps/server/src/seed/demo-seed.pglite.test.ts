import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { prepareDatabase } from '../db/startup.ts';
import { tickets } from '../modules/tickets/tickets.table.ts';
import { tdPersons } from '../sandbox/transport/transport.table.ts';
import { seedDemoData } from './demo-seed.ts';
import { DEMO_TICKET_STATUSES } from './demo-data.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ seedDemo: true });
});
afterAll(() => handle.close());

describe('demo data', () => {
  it('when seeded, then there is a ticket of every status for each notice type', async () => {
    const rows = await handle.db.select({ status: tickets.status, type: tickets.noticeType }).from(tickets);
    for (const status of DEMO_TICKET_STATUSES) {
      for (const type of ['525', '570']) expect(rows).toContainEqual({ status, type });
    }
  });

  it('when seeded a second and third time, then nothing is duplicated', async () => {
    const before = await handle.db.select({ n: count() }).from(tickets);
    expect(await seedDemoData(handle.db)).toEqual({ inserted: false });
    await prepareDatabase(handle, { seedDemo: true });
    const after = await handle.db.select({ n: count() }).from(tickets);
    const persons = await handle.db.select({ n: count() }).from(tdPersons);
    expect(after).toEqual(before);
    expect(persons[0]!.n).toBe(7);
  });
});
