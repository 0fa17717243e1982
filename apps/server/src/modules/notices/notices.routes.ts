import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  identifyDriverBodySchema,
  identifyStaffDriverBodySchema,
  noticeIdParamsSchema,
  noticeListSchema,
  NOTICE_STATUSES,
  staffListSchema,
} from '@eticket/domain/notices/notice.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import { auditActorOf } from '../audit/audit.ts';
import {
  identifyDriver,
  identifyStaffDriver,
  myNotices,
  staffForNotice,
} from './driver-identification.service.ts';

/**
 * The caller's notices (demand, driver identification, notices in their name), and a company
 * administrator's company's: `rest/ticket/api/v1/publ`.
 */
export function noticesRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = [authenticate(db, config), requirePermission('ticket')];
    const tags = ['notices'];
    app.get(
      '/notices',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'Notices addressed to the caller',
          response: { 200: envelopeOf(noticeListSchema) },
        },
      },
      async (request) => ok({ items: await myNotices(db, principalOf(request)) }),
    );
    app.post(
      '/notices/:id/driver',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'The owner names the driver of a moving offence (name, address, licence no., relation)',
          params: noticeIdParamsSchema,
          body: identifyDriverBodySchema,
          response: { 200: envelopeOf(z.object({ id: z.number(), status: z.enum(NOTICE_STATUSES) })) },
        },
      },
      async (request) =>
        ok(
          await identifyDriver(
            db,
            principalOf(request),
            request.params.id,
            request.body,
            auditActorOf(request),
          ),
        ),
    );

    app.get(
      '/notices/:id/staff',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: "A company's notice requiring identification of the driver: its staff who may be named",
          params: noticeIdParamsSchema,
          response: { 200: envelopeOf(staffListSchema) },
        },
      },
      async (request) => ok(await staffForNotice(db, principalOf(request), request.params.id)),
    );

    app.post(
      '/notices/:id/staff-driver',
      {
        onRequest: guard,
        schema: {
          tags,
          summary:
            'A company administrator names one of the company’s staff as the driver (staff id, address)',
          params: noticeIdParamsSchema,
          body: identifyStaffDriverBodySchema,
          response: { 200: envelopeOf(z.object({ id: z.number(), status: z.enum(NOTICE_STATUSES) })) },
        },
      },
      async (request) =>
        ok(
          await identifyStaffDriver(
            db,
            principalOf(request),
            request.params.id,
            request.body,
            auditActorOf(request),
          ),
        ),
    );
  };
}
