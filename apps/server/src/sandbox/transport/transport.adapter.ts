import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type {
  DrivingRecordEntry,
  OwnerRef,
  TransportPort,
  TransportVehicle,
} from '../../modules/transport/transport.port.ts';
import { tdCompanies, tdDriverRecords, tdDrivingOffences, tdPersons, tdVehicles } from './transport.table.ts';

type VehicleRow = typeof tdVehicles.$inferSelect;

function vehicleOf({ ownerPersonId, ownerCompanyId, ...row }: VehicleRow): TransportVehicle {
  const owner: OwnerRef | null =
    ownerPersonId !== null
      ? { kind: 'person', personId: ownerPersonId }
      : ownerCompanyId !== null
        ? { kind: 'company', companyId: ownerCompanyId }
        : null;
  return { ...row, owner };
}

/** The Transport Department as the sandbox stands in for it: the `td_*` tables, read through `db`. */
export function sandboxTransport(db: Database): TransportPort {
  return {
    async personById(personId) {
      const [row] = await db.select().from(tdPersons).where(eq(tdPersons.id, personId));
      return row;
    },
    async personByIdNo(idNo) {
      const [row] = await db.select().from(tdPersons).where(eq(tdPersons.idNo, idNo));
      return row;
    },
    async personByDocument(idType, idNo) {
      const where =
        idType === 'DRIVING_LICENCE'
          ? eq(tdPersons.drivingLicenceNo, idNo)
          : and(eq(tdPersons.idType, idType), eq(tdPersons.idNo, idNo));
      const [row] = await db.select().from(tdPersons).where(where);
      return row;
    },
    async personFacts(personId) {
      const [row] = await db
        .select({
          licence: sql<boolean>`${tdPersons.drivingLicenceNo} is not null`,
          owns: sql<boolean>`exists (select 1 from ${tdVehicles} where ${tdVehicles.ownerPersonId} = ${tdPersons.id} and not ${tdVehicles.deregistered})`,
        })
        .from(tdPersons)
        .where(eq(tdPersons.id, personId));
      return row;
    },
    async companyById(companyId) {
      const [row] = await db.select().from(tdCompanies).where(eq(tdCompanies.id, companyId));
      return row;
    },
    async companyByDocument(docType, docNo) {
      const [row] = await db
        .select()
        .from(tdCompanies)
        .where(and(eq(tdCompanies.docType, docType), eq(tdCompanies.docNo, docNo)));
      return row;
    },
    async vehicle(registrationMark) {
      const [row] = await db
        .select()
        .from(tdVehicles)
        .where(eq(tdVehicles.registrationMark, registrationMark));
      return row && vehicleOf(row);
    },
    async vehiclesOf(owner) {
      const rows = await db
        .select()
        .from(tdVehicles)
        .where(
          owner.kind === 'person'
            ? eq(tdVehicles.ownerPersonId, owner.personId)
            : eq(tdVehicles.ownerCompanyId, owner.companyId),
        )
        .orderBy(tdVehicles.registrationMark);
      return rows.map(vehicleOf);
    },
    async ownerOfVehicle(registrationMark) {
      const [row] = await db
        .select({ vehicle: tdVehicles, person: tdPersons, company: tdCompanies })
        .from(tdVehicles)
        .leftJoin(tdPersons, eq(tdPersons.id, tdVehicles.ownerPersonId))
        .leftJoin(tdCompanies, eq(tdCompanies.id, tdVehicles.ownerCompanyId))
        .where(eq(tdVehicles.registrationMark, registrationMark))
        .limit(1);
      const { person, company } = row ?? {};
      if (person) {
        const { contactMeansInd, email, phoneNo } = person;
        return {
          owner: { kind: 'person', personId: person.id },
          documentNo: person.idNo,
          contact: { contactMeansInd, email, phoneNo },
        };
      }
      if (company) {
        const { contactMeansInd, email, phoneNo } = company;
        return {
          owner: { kind: 'company', companyId: company.id },
          documentNo: company.docNo,
          contact: { contactMeansInd, email, phoneNo },
        };
      }
      return undefined;
    },
    async drivingRecord(personId) {
      const [person] = await db
        .select({ licence: tdPersons.drivingLicenceNo, asOf: tdDriverRecords.asOf })
        .from(tdPersons)
        .leftJoin(tdDriverRecords, eq(tdDriverRecords.personId, tdPersons.id))
        .where(eq(tdPersons.id, personId));
      if (!person?.licence) return undefined;
      const rows = await db
        .select()
        .from(tdDrivingOffences)
        .where(eq(tdDrivingOffences.personId, personId))
        .orderBy(asc(tdDrivingOffences.offenceDate), asc(tdDrivingOffences.id));
      return {
        // A driver the sandbox never updated: the record is as of now.
        asOf: person.asOf ?? new Date(),
        entries: rows.map((r): DrivingRecordEntry => ({
          kind: r.kind as DrivingRecordEntry['kind'],
          date: r.offenceDate,
          offenceCode: r.offenceCode,
          description: { en: r.descriptionEn, 'zh-hk': r.descriptionZhHk, 'zh-cn': r.descriptionZhCn },
          points: r.points,
          disqualificationMonths: r.disqualificationMonths,
        })),
      };
    },
  };
}
