import { boolean, date, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

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
  classCode: text('class_code').notNull(),
  typeCode: text('type_code').notNull(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  colourCode: text('colour_code').notNull(),
  yearOfManufacture: smallint('year_of_manufacture').notNull(),
  ownerPersonId: integer('owner_person_id').references(() => tdPersons.id),
  ownerCompanyId: integer('owner_company_id').references(() => tdCompanies.id),
  deregistered: boolean('deregistered').notNull().default(false),
});
