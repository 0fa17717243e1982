import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { auditEventsSchema, auditQuerySchema, myDataAccessSchema } from '@eticket/domain/audit/audit.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { issuerGuard } from '../tickets/issuer-guard.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { accessToDataOf, findAuditEvents } from './audit.repository.ts';

export const AUDIT_INTERNAL = '/rest/audit/api/v1/internal';
export const AUDIT_PUBL = '/rest/audit/api/v1/publ';

/**
 * Reading the audit trail; there is no route that changes or deletes an event. Operators read it with
 * the operator token (OPERATOR_TOKEN, a bearer token compared in constant time, as the issuing API's);
 * a logged-in person reads who accessed their own data.
 */
export function auditRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${AUDIT_INTERNAL}/events`,
      {
        // Without an operator token (production, unset) nobody can read it: a random one nobody knows.
        onRequest: issuerGuard(config.operatorToken ?? randomUUID() + randomUUID()),
        schema: {
          tags: ['audit'],
          summary: 'Operators: audit events by subject, actor, action and period (newest first)',
          querystring: auditQuerySchema,
          response: { 200: envelopeOf(auditEventsSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const rows = await findAuditEvents(db, request.query);
        return ok({
          items: rows.map((r) => ({
            ...r,
            at: r.at.toISOString(),
            outcome: r.outcome as 'ok' | 'refused',
          })),
        });
      },
    );
    app.get(
      `${AUDIT_PUBL}/my-data-access`,
      {
        onRequest: authenticate(db, config),
        schema: {
          tags: ['audit'],
          summary: 'Who (which role) read or changed my data, newest first',
          response: { 200: envelopeOf(myDataAccessSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const p = principalOf(request);
        const rows = await accessToDataOf(db, { userId: p.userId, tdPersonId: p.tdPersonId });
        return ok({
          items: rows.map((r) => ({ ...r, at: r.at.toISOString(), outcome: r.outcome as 'ok' | 'refused' })),
        });
      },
    );
  };
}
