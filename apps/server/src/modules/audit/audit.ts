import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { auditEvents } from './audit.table.ts';

/** Who acts, as the audit trail records it. */
export interface AuditActor {
  actorUserId: string | null;
  actorRole: string;
  requestId: string | null;
}

export interface AuditEvent extends AuditActor {
  action: string;
  subjectUserId?: string | null;
  subjectPersonId?: number | null;
  subjectCompanyId?: number | null;
  objectRef?: string | null;
  outcome: 'ok' | 'refused';
  detail?: Record<string, string | number | boolean>;
}

/** The acting user and role of a request, and its id. */
export function auditActorOf(request: FastifyRequest, principal: Principal | undefined = request.principal) {
  return {
    actorUserId: principal?.userId ?? null,
    actorRole: principal?.agentRole ?? 'visitor',
    requestId: request.id,
  } satisfies AuditActor;
}

/** A system acting through the internal API (the issuing system). */
export const systemActor = (request: FastifyRequest, name: string): AuditActor => ({
  actorUserId: null,
  actorRole: name,
  requestId: request.id,
});

/** Whose data a principal's acting role reaches: the owner person, or the company. */
export function subjectOfRole(principal: Principal) {
  if (principal.agentRole === 'USER_PERSONAL')
    return { subjectUserId: principal.userId, subjectPersonId: principal.tdPersonId };
  return {
    subjectPersonId: principal.ownerPersonId ?? null,
    subjectCompanyId: principal.ownerCompanyId ?? null,
  };
}

/**
 * Appends one event. Call it with the transaction of the change it records, so that the change and its
 * record are kept or lost together; a read or a refusal, which changes nothing, with the database.
 */
export async function recordAudit(tx: Database, event: AuditEvent): Promise<void> {
  // The event's fields are the table's columns; one left out is stored as NULL.
  await tx.insert(auditEvents).values({ ...event, detail: event.detail ?? {} });
}

/**
 * Runs `work`; when it is refused (an AppError below 500), records the refused attempt, in a write of its
 * own since the work's transaction was rolled back, and throws the refusal on. A success records nothing
 * here: the work records it in its own transaction.
 */
export async function auditRefusal<T>(
  db: Database,
  event: Omit<AuditEvent, 'outcome'>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await recordAudit(db, {
        ...event,
        outcome: 'refused',
        detail: { ...event.detail, code: error.code },
      }).catch(() => undefined);
    }
    throw error;
  }
}

/** How long an audit event is kept: the seven years of the records it is about (ADR 0029). */
export const AUDIT_RETENTION_DAYS = 7 * 366;

/**
 * The retention purge, the only deletion the append-only trigger allows: in a transaction of its own that
 * says so (`eticket.audit_purge`), the rows older than the retention. Returns how many went.
 */
export async function purgeExpiredAuditEvents(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local eticket.audit_purge = 'on'`);
    const gone = await tx
      .delete(auditEvents)
      .where(lt(auditEvents.at, before))
      .returning({ id: auditEvents.id });
    return gone.length;
  });
}
