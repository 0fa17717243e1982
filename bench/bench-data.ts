import pg from 'pg';

/**
 * Bench tickets made by the database itself (INSERT … SELECT generate_series): millions of rows in
 * seconds. Serial i is `7` + i zero-padded to 7 digits, its check character computed as the portal
 * computes it, and its vehicle no follows from i, so the load generator can build valid pairs itself.
 */
export const serialOf = (i: number) => `7${String(i).padStart(7, '0')}`;
export const vehicleOf = (i: number) => `BN${(i % 9999) + 1}`;

const CHECK = `(${[9, 8, 7, 6, 5, 4, 3, 2]
  .map((w, k) => `substr(s, ${k + 1}, 1)::int * ${w}`)
  .join(' + ')}) % 11`;

export async function seedTickets(client: pg.Client, from: number, to: number) {
  await client.query(`
    insert into tickets (notice_no, notice_serial, vehicle_no, notice_type, offence_code, offence_at, location_type,
      location_feature, place, amount_cents, e_payment_no, issued_at, payment_deadline, status, issuing_officer_no)
    select s || c, s, 'BN' || ((i % 9999) + 1), '525', '04', now() - make_interval(days => i % 300), 'O', 'L',
      'NATHAN ROAD, MONG KOK', 40000, 'E' || s || c, now() - make_interval(days => i % 300),
      current_date + 21, 'UNPAID', 'PC1'
    from (
      select i, s, case when (${CHECK}) = 10 then 'A' else ((${CHECK}))::text end as c
      from (select i, '7' || lpad(i::text, 7, '0') as s from generate_series(${from}, ${to}) as i) g
    ) x`);
  await client.query('analyze tickets');
}
