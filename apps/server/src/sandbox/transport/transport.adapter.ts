import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type {
  DrivingRecordEntry,
  OwnerRef,
  TransportPort,
  TransportVehicle,
  VehicleOwner,
} from '../../modules/transport/transport.port.ts';
import {
  tdCompanies,
  tdDriverRecords,
  tdDrivingOffences,
  tdPersons,
  tdVehicleOwnerships,
  tdVehicles,
} from './transport.table.ts';

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

/** A register row's owner as the port answers it: the document that proves it, and the e-contact. */
function vehicleOwnerOf(row: {
  person: typeof tdPersons.$inferSelect | null;
  company: typeof tdCompanies.$inferSelect | null;
}): VehicleOwner | undefined {
  const { person, company } = row;
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
        .select({ person: tdPersons, company: tdCompanies })
        .from(tdVehicles)
        .leftJoin(tdPersons, eq(tdPersons.id, tdVehicles.ownerPersonId))
        .leftJoin(tdCompanies, eq(tdCompanies.id, tdVehicles.ownerCompanyId))
        .where(eq(tdVehicles.registrationMark, registrationMark))
        .limit(1);
      return row && vehicleOwnerOf(row);
    },
    async ownerOfVehicleOn(registrationMark, date) {
      const [row] = await db
        .select({ person: tdPersons, company: tdCompanies })
        .from(tdVehicleOwnerships)
        .leftJoin(tdPersons, eq(tdPersons.id, tdVehicleOwnerships.ownerPersonId))
        .leftJoin(tdCompanies, eq(tdCompanies.id, tdVehicleOwnerships.ownerCompanyId))
        .where(
          and(
            eq(tdVehicleOwnerships.registrationMark, registrationMark),
            lte(tdVehicleOwnerships.fromDate, date),
            or(isNull(tdVehicleOwnerships.toDate), gt(tdVehicleOwnerships.toDate, date)),
          ),
        )
        .orderBy(desc(tdVehicleOwnerships.fromDate), desc(tdVehicleOwnerships.id))
        .limit(1);
      return row && vehicleOwnerOf(row);
    },
    async owner(ref) {
      if (ref.kind === 'person') {
        const [person] = await db.select().from(tdPersons).where(eq(tdPersons.id, ref.personId));
        return vehicleOwnerOf({ person: person ?? null, company: null });
      }
      const [company] = await db.select().from(tdCompanies).where(eq(tdCompanies.id, ref.companyId));
      return vehicleOwnerOf({ person: null, company: company ?? null });
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
