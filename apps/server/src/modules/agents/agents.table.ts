import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';
import { users } from '../accounts/accounts.table.ts';

/**
 * A role one user holds on behalf of an owner: personal agent (UAG) of a person, company agent or staff (OAG),
 * or company administrator (OAD). Its id is the agentId of spec sections 3 and 6; 0 means the personal role.
 * Persons, companies and vehicles are the Transport Department's identifiers, kept as plain values: no table
 * of the portal has a foreign key to the Department's register (issue 28).
 */
export const agentRoles = pgTable(
  'agent_roles',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleType: text('role_type').notNull(),
    ownerPersonId: integer('owner_person_id'),
    ownerCompanyId: integer('owner_company_id'),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').notNull().default('ACTIVATED'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** ORG: the company that acts as agent (by an approved application); its staff see the vehicles. */
    agentCompanyId: integer('agent_company_id'),
    /** When the role was terminated, removed or left (DEACTIVATED, DELETED). */
    endedAt: tz('ended_at'),
  },
  (t) => [
    index('agent_roles_user_idx').on(t.userId),
    // An owner's agents in the lists' order (default first, then by id), all of them and the activated.
    index('agent_roles_owner_person_idx').on(t.ownerPersonId, t.isDefault.desc().nullsFirst(), t.id),
    index('agent_roles_owner_company_idx').on(t.ownerCompanyId, t.isDefault.desc().nullsFirst(), t.id),
    index('agent_roles_active_person_idx')
      .on(t.ownerPersonId, t.isDefault.desc().nullsFirst(), t.id)
      .where(sql`status = 'ACTIVATED'`),
    index('agent_roles_active_company_idx')
      .on(t.ownerCompanyId, t.isDefault.desc().nullsFirst(), t.id)
      .where(sql`status = 'ACTIVATED'`),
    index('agent_roles_agent_company_idx').on(t.agentCompanyId),
  ],
);

/** Vehicles delegated to an agent role. */
export const agentVehicles = pgTable(
  'agent_vehicles',
  {
    agentRoleId: integer('agent_role_id')
      .notNull()
      .references(() => agentRoles.id),
    vehicleNo: text('vehicle_no').notNull(),
    /** When the delegation began: the agent sees the vehicle's tickets issued from then (ADR 0043). */
    delegatedAt: tz('delegated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentRoleId, t.vehicleNo] }),
    // A vehicle's delegations by its mark (the vehicle list's agents of each vehicle, vehicle-agents.ts):
    // the few rows of one mark, not every activated role.
    index('agent_vehicles_vehicle_idx').on(t.vehicleNo),
  ],
);

/**
 * An agent invitation code (spec sections 1 and 9): made by an owner for chosen vehicles, valid 24 hours,
 * used once. Only its SHA-256 is kept, so the table never holds a code that still works.
 */
export const agentInvitations = pgTable(
  'agent_invitations',
  {
    id: serial('id').primaryKey(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    ownerPersonId: integer('owner_person_id'),
    ownerCompanyId: integer('owner_company_id'),
    vehicleNos: jsonb('vehicle_nos').$type<string[]>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    /** Where the code was sent, masked. */
    sentTo: text('sent_to'),
    usedAt: tz('used_at'),
    usedByUserId: uuid('used_by_user_id').references(() => users.id),
    agentRoleId: integer('agent_role_id').references(() => agentRoles.id),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_invitations_code_uq').on(t.codeHash),
    // The owner's invitations newest first. By time, not by id: ordered by id, the planner may walk the
    // primary key backwards through everyone's rows instead.
    index('agent_invitations_owner_person_idx').on(t.ownerPersonId, t.createdAt, t.id),
    index('agent_invitations_owner_company_idx').on(t.ownerCompanyId, t.createdAt, t.id),
  ],
);

/**
 * A request to manage an owner's vehicles (spec section 7, "Vehicle application and approval"), by a
 * person (its personal role) or by a company (its administrator). Statuses: DRAFT, PENDING_AUTHORIZATION,
 * APPROVED, REJECTED, INVALID (a vehicle left the owner before the decision).
 */
export const vehicleApplications = pgTable(
  'vehicle_applications',
  {
    id: serial('id').primaryKey(),
    applicantUserId: uuid('applicant_user_id')
      .notNull()
      .references(() => users.id),
    /** P:<personId>, U:<userId> (a blank account) or C:<companyId>: who the applicant is. */
    applicantKey: text('applicant_key').notNull(),
    applicantCompanyId: integer('applicant_company_id'),
    ownerPersonId: integer('owner_person_id'),
    ownerCompanyId: integer('owner_company_id'),
    vehicleNos: jsonb('vehicle_nos').$type<string[]>().notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    agentRoleId: integer('agent_role_id').references(() => agentRoles.id),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    decidedAt: tz('decided_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Each list newest first: the applicant's, and the owner's (all, or of one status). By time, not by
    // id: ordered by id, the planner may walk the primary key backwards through everyone's rows instead.
    index('vehicle_applications_applicant_idx').on(t.applicantKey, t.createdAt, t.id),
    index('vehicle_applications_owner_person_idx').on(t.ownerPersonId, t.createdAt, t.id),
    index('vehicle_applications_owner_company_idx').on(t.ownerCompanyId, t.createdAt, t.id),
    index('vehicle_applications_owner_person_status_idx').on(t.ownerPersonId, t.status, t.createdAt, t.id),
    index('vehicle_applications_owner_company_status_idx').on(t.ownerCompanyId, t.status, t.createdAt, t.id),
  ],
);

/**
 * The vehicles of pending applications, one row each: an applicant cannot have two pending applications
 * for one vehicle, whatever the race (the unique index decides).
 */
export const vehicleApplicationPending = pgTable(
  'vehicle_application_pending',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => vehicleApplications.id, { onDelete: 'cascade' }),
    applicantKey: text('applicant_key').notNull(),
    vehicleNo: text('vehicle_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.vehicleNo] }),
    uniqueIndex('vehicle_application_pending_uq').on(t.applicantKey, t.vehicleNo),
  ],
);

/** Every status an application took, and when. */
export const vehicleApplicationEvents = pgTable(
  'vehicle_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => vehicleApplications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('vehicle_application_events_app_idx').on(t.applicationId)],
);
