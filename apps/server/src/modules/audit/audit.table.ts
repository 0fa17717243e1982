import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/**
 * The audit trail: who did what to whose data. Append-only: a trigger (migration audit_trail) refuses
 * every UPDATE and DELETE, except a DELETE of rows past the retention inside the retention purge's own
 * transaction (docs/operations.md, "Audit trail"). No API changes a row.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tz('at').notNull().defaultNow(),
    /** The acting user (null for a system: the issuing system, the gateway). */
    actorUserId: uuid('actor_user_id'),
    /** The role acted in (USER_PERSONAL, USER_AGENT, COMPANY_…), or the system's name ('issuer'). */
    actorRole: text('actor_role').notNull(),
    /** What was done: `<area>.<action>`, e.g. ticket.read, export.request, role.switch, ticket.issue. */
    action: text('action').notNull(),
    /** Whose data: the portal user, and/or the Transport Department person (owner of a vehicle). */
    subjectUserId: uuid('subject_user_id'),
    subjectPersonId: integer('subject_person_id'),
    /** Whose data, when it is a company's. */
    subjectCompanyId: integer('subject_company_id'),
    /** What object (an internal id such as `ticket:42`, `export:<uuid>`), never a notice no or name. */
    objectRef: text('object_ref'),
    requestId: text('request_id'),
    /** ok, or refused (with the error code in detail). */
    outcome: text('outcome').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_subject_user_idx').on(t.subjectUserId, t.at),
    index('audit_events_subject_person_idx').on(t.subjectPersonId, t.at),
    index('audit_events_actor_idx').on(t.actorUserId, t.at),
  ],
);
