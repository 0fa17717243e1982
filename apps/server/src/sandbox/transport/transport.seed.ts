import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type {
  DEMO_COMPANIES,
  DEMO_DRIVING_RECORDS,
  DEMO_FLEET,
  DEMO_PERSONS,
  DEMO_VEHICLES,
} from '../../seed/demo-data.ts';
import { tdCompanies, tdDriverRecords, tdDrivingOffences, tdPersons, tdVehicles } from './transport.table.ts';

/** Whether the demo records are already at the sandbox Department: this person marks them as written. */
export async function demoTransportSeeded(tx: Database, markerIdNo: string): Promise<boolean> {
  const rows = await tx.select({ id: tdPersons.id }).from(tdPersons).where(eq(tdPersons.idNo, markerIdNo));
  return rows.length > 0;
}

/**
 * Writes the demo persons, companies and vehicles into the sandbox's td_* tables (they are its data; the
 * portal itself only reads them through the port) and answers the Department's key of each, by demo key.
 */
export async function seedDemoTransport(
  tx: Database,
  demo: { persons: typeof DEMO_PERSONS; companies: typeof DEMO_COMPANIES; vehicles: typeof DEMO_VEHICLES },
) {
  const persons = await tx
    .insert(tdPersons)
    .values(demo.persons.map(({ key: _key, ...p }) => p))
    .returning();
  const personId = (key: string) => persons[demo.persons.findIndex((p) => p.key === key)]!.id;
  const companies = await tx
    .insert(tdCompanies)
    .values(demo.companies.map(({ key: _key, ...c }) => c))
    .returning();
  const companyId = companies[0]!.id;
  await tx
    .insert(tdVehicles)
    .values(
      demo.vehicles.map(({ owner, ...v }) =>
        owner === 'company' ? { ...v, ownerCompanyId: companyId } : { ...v, ownerPersonId: personId(owner) },
      ),
    );
  return { personIds: persons.map((p) => p.id), personId, companyId };
}

/** Adds the demo company's further vehicles to the register when they are missing (idempotent). */
export async function seedDemoFleet(tx: Database, companyDocNo: string, fleet: typeof DEMO_FLEET) {
  const [company] = await tx
    .select({ id: tdCompanies.id })
    .from(tdCompanies)
    .where(eq(tdCompanies.docNo, companyDocNo));
  if (!company) return;
  await tx
    .insert(tdVehicles)
    .values(fleet.map((v) => ({ ...v, ownerCompanyId: company.id })))
    .onConflictDoNothing();
}

/**
 * Writes the demo drivers' records (offences, points, disqualifications) and their "as of" time at the
 * sandbox Department, for drivers that have none yet (idempotent: a second start adds nothing).
 */
export async function seedDemoDrivingRecords(
  tx: Database,
  persons: typeof DEMO_PERSONS,
  records: typeof DEMO_DRIVING_RECORDS,
) {
  const idNos = new Map(persons.map((p) => [p.key, p.idNo]));
  for (const record of records) {
    const idNo = idNos.get(record.key);
    if (!idNo) continue;
    const [person] = await tx.select({ id: tdPersons.id }).from(tdPersons).where(eq(tdPersons.idNo, idNo));
    if (!person) continue;
    const inserted = await tx
      .insert(tdDriverRecords)
      .values({ personId: person.id, asOf: new Date(record.asOf) })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) continue;
    if (record.entries.length === 0) continue;
    await tx.insert(tdDrivingOffences).values(
      record.entries.map((e) => ({
        personId: person.id,
        kind: e.kind,
        offenceDate: e.date,
        offenceCode: e.offenceCode,
        descriptionEn: e.description.en,
        descriptionZhHk: e.description['zh-hk'],
        descriptionZhCn: e.description['zh-cn'],
        points: e.points,
        disqualificationMonths: e.disqualificationMonths ?? null,
      })),
    );
  }
}
