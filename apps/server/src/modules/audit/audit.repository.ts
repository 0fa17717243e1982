import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@eticket/domain/audit/audit.schemas';
import type { Database } from '../../db/database.ts';
import { auditEvents } from './audit.table.ts';

/** Operators' view: the newest events matching every filter given. */
export async function findAuditEvents(db: Database, q: AuditQuery) {
  const conditions: SQL[] = [];
  if (q.subjectUserId) conditions.push(eq(auditEvents.subjectUserId, q.subjectUserId));
  if (q.subjectPersonId) conditions.push(eq(auditEvents.subjectPersonId, q.subjectPersonId));
  if (q.actorUserId) conditions.push(eq(auditEvents.actorUserId, q.actorUserId));
  if (q.action) conditions.push(eq(auditEvents.action, q.action));
  if (q.from) conditions.push(gte(auditEvents.at, new Date(q.from)));
  if (q.to) conditions.push(lte(auditEvents.at, new Date(q.to)));
  return db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(q.limit);
}

/** A person's view: what others did with their data (as a portal user or as a vehicle owner). */
export async function accessToDataOf(
  db: Database,
  person: { userId: string; tdPersonId: number | null },
  limit = 200,
) {
  const mine = person.tdPersonId
    ? or(eq(auditEvents.subjectUserId, person.userId), eq(auditEvents.subjectPersonId, person.tdPersonId))
    : eq(auditEvents.subjectUserId, person.userId);
  return db
    .select({
      at: auditEvents.at,
      actorRole: auditEvents.actorRole,
      action: auditEvents.action,
      outcome: auditEvents.outcome,
    })
    .from(auditEvents)
    .where(and(mine, sql`${auditEvents.actorUserId} is distinct from ${person.userId}::uuid`))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
}
