import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { transportAdapterOf } from '../../adapters.ts';
import { useTransportAdapter } from '../transport/transport.binding.ts';
import { testConfig } from '../../../test/test-config.ts';
import { assignMissingParties } from './ticket-parties.service.ts';

/*
 * A database made by the release before ADR 0043 (migrations up to 0020) with tickets, payments and
 * messages in it: the next migration and the start-up's assignment keep every row and give every ticket
 * the registered owner of its offence date.
 */

const PREVIOUS_RELEASE = 21; // migrations 0000–0020
let handle: DatabaseHandle;
let previousFolder: string;

const rows = async (table: string) =>
  Number(
    (
      (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n,
  );
const query = async <T>(text: string) =>
  ((await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  previousFolder = mkdtempSync(join(tmpdir(), 'eticket-previous-'));
  cpSync(MIGRATIONS_FOLDER, previousFolder, { recursive: true });
  const journalFile = join(previousFolder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, PREVIOUS_RELEASE);
  writeFileSync(journalFile, JSON.stringify(journal));
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle.db as never, { migrationsFolder: previousFolder });
  await handle.db.execute(sql`
    insert into td_persons (id, id_no, eng_surname, eng_given_name, gender, contact_means_ind)
    values (901, 'A1234563', 'CHAN', 'TAI MAN', 'M', 'M'), (902, 'C3456785', 'LEE', 'KA YAN', 'F', 'M')`);
  await handle.db.execute(sql`
    insert into td_vehicles (registration_mark, class_code, type_code, make, model, colour_code, year_of_manufacture, owner_person_id)
    values ('AB1234', '001', 'PRIVATE_CAR', 'TOYOTA', 'PRIUS', 'F', 2019, 901),
           ('HK2468', '050', 'MOTOR_CYCLE', 'HONDA', 'CB', 'A', 2020, 902),
           ('ZZ1', '001', 'PRIVATE_CAR', 'KIA', 'K5', 'A', 2020, null)`);
  await handle.db.execute(sql`
    insert into tickets (notice_no, notice_serial, vehicle_no, notice_type, offence_code, offence_at, place,
      amount_cents, e_payment_no, issued_at, payment_deadline, status, issuing_officer_no)
    select '6100000' || i, '6100000' || i, (array['AB1234', 'AB1234', 'HK2468', 'ZZ1'])[i], '525', '04',
      now() - interval '30 days', 'NATHAN ROAD', 32000, 'E6100000' || i, now() - interval '29 days',
      current_date, (array['UNPAID', 'SETTLED', 'UNPAID', 'UNPAID'])[i], 'PC1'
    from generate_series(1, 4) i`);
  await handle.db.execute(sql`
    insert into payments (ticket_id, transaction_no, method_code, amount_cents, paid_at, source)
    select id, 'T' || id, 'VISA', 32000, now() - interval '2 days', 'ONLINE' from tickets where status = 'SETTLED'`);
  await handle.db.execute(sql`insert into users (td_person_id) values (901)`);
  await handle.db.execute(sql`
    insert into messages (user_id, language, category, title, body)
    select id, 'en', 'TICKET', 'Fixed penalty notice', 'Pay by the deadline' from users`);
});
afterAll(async () => {
  await handle.close();
  rmSync(previousFolder, { recursive: true, force: true });
});

describe('upgrading a database of the previous release', () => {
  it('when the new migration and the start-up run, then every row is kept and each ticket has the owner of its offence date', async () => {
    const tables = ['tickets', 'ticket_history', 'payments', 'messages', 'td_vehicles', 'users'];
    const before = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await rows(t)])));
    expect(before).toMatchObject({ tickets: 4, payments: 1, messages: 1 });

    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    useTransportAdapter(transportAdapterOf(testConfig()));
    expect(await assignMissingParties(handle.db)).toBe(4);
    expect(await assignMissingParties(handle.db)).toBe(0);

    const after = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await rows(t)])));
    expect(after).toEqual(before);
    const owners = await query<{ vehicle_no: string; owner_key: string | null; liable_key: string | null }>(
      'select vehicle_no, owner_key, liable_key from tickets order by notice_no',
    );
    expect(owners).toEqual([
      { vehicle_no: 'AB1234', owner_key: 'P:901', liable_key: 'P:901' },
      { vehicle_no: 'AB1234', owner_key: 'P:901', liable_key: 'P:901' },
      { vehicle_no: 'HK2468', owner_key: 'P:902', liable_key: 'P:902' },
      { vehicle_no: 'ZZ1', owner_key: null, liable_key: null },
    ]);
    const parties = await query<{ party_key: string; n: number; paid: number }>(
      `select party_key, count(*)::int as n, count(paid_at)::int as paid from ticket_parties group by party_key order by party_key`,
    );
    expect(parties).toEqual([
      { party_key: 'P:901', n: 2, paid: 1 },
      { party_key: 'P:902', n: 1, paid: 0 },
    ]);
    // The register gained its periods: each owned vehicle with its owner since always.
    expect(await rows('td_vehicle_ownerships')).toBe(2);
  });
});
