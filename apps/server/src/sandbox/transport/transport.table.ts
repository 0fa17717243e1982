import { boolean, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { tz, vehicleParticulars } from '../../db/columns.ts';

/**
 * The Transport Department's records, as the sandbox stands in for them: persons (owners and licence
 * holders), companies, and registered vehicles. The portal reads them; it never owns them.
 */
export const tdPersons = pgTable('td_persons', {
  id: serial('id').primaryKey(),
  idNo: text('id_no').notNull().unique(),
  idType: text('id_type').notNull().default('HKID'),
  engSurname: text('eng_surname').notNull(),
  engGivenName: text('eng_given_name').notNull(),
  chnName: text('chn_name'),
  gender: text('gender').notNull(),
  drivingLicenceNo: text('driving_licence_no').unique(),
  licenceExpiry: date('licence_expiry'),
  contactMeansInd: text('contact_means_ind').notNull(),
  email: text('email'),
  phoneNo: text('phone_no'),
});

export const tdCompanies = pgTable('td_companies', {
  id: serial('id').primaryKey(),
  docType: text('doc_type').notNull(),
  docNo: text('doc_no').notNull().unique(),
  nameEng: text('name_eng').notNull(),
  nameChi: text('name_chi'),
  contactMeansInd: text('contact_means_ind').notNull(),
  email: text('email'),
  phoneNo: text('phone_no'),
});

export const tdVehicles = pgTable('td_vehicles', {
  registrationMark: text('registration_mark').primaryKey(),
  ...vehicleParticulars(),
  ownerPersonId: integer('owner_person_id').references(() => tdPersons.id),
  ownerCompanyId: integer('owner_company_id').references(() => tdCompanies.id),
  deregistered: boolean('deregistered').notNull().default(false),
});

/**
 * Who a vehicle was registered to, and when: each period runs from `from_date` until the day before
 * `to_date` (null: still registered to that owner). A transfer ends one period and starts the next on the
 * same day, so "the owner on a date" always has one answer.
 */
export const tdVehicleOwnerships = pgTable(
  'td_vehicle_ownerships',
  {
    id: serial('id').primaryKey(),
    registrationMark: text('registration_mark')
      .notNull()
      .references(() => tdVehicles.registrationMark),
    ownerPersonId: integer('owner_person_id').references(() => tdPersons.id),
    ownerCompanyId: integer('owner_company_id').references(() => tdCompanies.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
  },
  (t) => [index('td_vehicle_ownerships_mark_idx').on(t.registrationMark, t.fromDate)],
);

/**
 * A driver's record at the Department: court convictions, moving offences settled by fixed penalty, and
 * disqualifications, each with the driving-offence points it carried.
 */
export const tdDrivingOffences = pgTable('td_driving_offences', {
  id: serial('id').primaryKey(),
  personId: integer('person_id')
    .notNull()
    .references(() => tdPersons.id),
  /** CONVICTION, FIXED_PENALTY or DISQUALIFICATION. */
  kind: text('kind').notNull(),
  offenceDate: date('offence_date').notNull(),
  offenceCode: text('offence_code').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionZhHk: text('description_zh_hk').notNull(),
  descriptionZhCn: text('description_zh_cn').notNull(),
  points: smallint('points').notNull().default(0),
  disqualificationMonths: smallint('disqualification_months'),
});

/** When the Department last brought each driver's record up to date (the portal shows it as "data as of"). */
export const tdDriverRecords = pgTable('td_driver_records', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => tdPersons.id),
  asOf: tz('as_of').notNull(),
});
