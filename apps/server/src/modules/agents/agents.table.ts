import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { tdCompanies, tdPersons, tdVehicles } from '../../sandbox/transport/transport.table.ts';

/**
 * A role one user holds on behalf of an owner: personal agent (UAG) of a person, company agent or staff (OAG),
 * or company administrator (OAD). Its id is the agentId of spec sections 3 and 6; 0 means the personal role.
 */
export const agentRoles = pgTable(
  'agent_roles',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleType: text('role_type').notNull(),
    ownerPersonId: integer('owner_person_id').references(() => tdPersons.id),
    ownerCompanyId: integer('owner_company_id').references(() => tdCompanies.id),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').notNull().default('ACTIVATED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_roles_user_idx').on(t.userId)],
);

/** Vehicles delegated to an agent role. */
export const agentVehicles = pgTable(
  'agent_vehicles',
  {
    agentRoleId: integer('agent_role_id')
      .notNull()
      .references(() => agentRoles.id),
    vehicleNo: text('vehicle_no')
      .notNull()
      .references(() => tdVehicles.registrationMark),
  },
  (t) => [primaryKey({ columns: [t.agentRoleId, t.vehicleNo] })],
);
