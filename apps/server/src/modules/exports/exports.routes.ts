import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  exportBodySchema,
  exportIdParamsSchema,
  exportSampleQuerySchema,
  exportTaskSchema,
} from '@eticket/domain/exports/export.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { auditActorOf, auditRefusal, subjectOfRole } from '../audit/audit.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { sendNamedFile } from '../../http/send-file.ts';
import { requestLocale } from '../../http/error-handler.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { exportSampleContent } from './export-content.ts';
import { buildFile } from './export-file.ts';
import { exportFile, myExports, ownTask, requestExport, taskView } from './exports.service.ts';

/** Exports of tickets and payments, produced in the background: `rest/ticket/api/v1/publ/exports`. */
export function exportsRoutes(
  db: Database,
  config: Config,
  kickJob: (id: number) => void,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = authenticate(db, config);
    app.post(
      '/exports',
      {
        onRequest: auth,
        schema: {
          tags: ['exports'],
          summary:
            'Queue an export (tickets: flag ticket; payments: flag paymentRecord; fleetTickets: fleetManagement); ≤ 31 days, 3 a day',
          body: exportBodySchema,
          response: { 200: envelopeOf(exportTaskSchema) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        // Driving logs: a driver's own (myDrivingLogs) or those of the role's vehicles (deviceDrivingLogs).
        // A fleet's tickets with their drivers: a company role managing the fleet (ADR 0067).
        const flags = {
          tickets: ['ticket'],
          payments: ['paymentRecord'],
          drivingLogs: ['myDrivingLogs', 'deviceDrivingLogs'],
          fleetTickets: ['fleetManagement'],
        } as const;
        const allowed = (type: keyof typeof flags) =>
          flags[type].some((flag) => principal.permissions[flag] === true) &&
          (type !== 'fleetTickets' || principal.ownerCompanyId !== undefined);
        const audit = auditActorOf(request, principal);
        const event = { ...audit, action: 'export.request', ...subjectOfRole(principal) };
        const { task, jobId } = await auditRefusal(db, event, async () => {
          if (!allowed(request.body.type)) throw new AppError('FORBIDDEN');
          return requestExport(db, principal, request.body, requestLocale(request), new Date(), audit);
        });
        if (jobId !== undefined) kickJob(jobId);
        return ok(task);
      },
    );
    app.get(
      '/exports',
      {
        onRequest: auth,
        schema: {
          tags: ['exports'],
          summary: 'My recent export tasks',
          response: { 200: envelopeOf(z.object({ items: z.array(exportTaskSchema) })) },
        },
      },
      async (request) => ok(await myExports(db, principalOf(request))),
    );
    app.get(
      '/exports/sample',
      {
        schema: {
          tags: ['exports'],
          summary:
            'The export demonstration: a file of made-up rows with the columns of a real export (no login)',
          querystring: exportSampleQuerySchema,
        },
      },
      async (request, reply) => {
        const { type, format } = request.query;
        const { sheet, columns, rows } = exportSampleContent(type, requestLocale(request));
        const { data, contentType } = await buildFile(format, sheet, columns, rows);
        reply.header('vary', 'Accept-Language');
        const fileName = `export-sample-${type}.${format}`;
        return sendNamedFile(reply, { fileName, contentType, content: data }, 'public, max-age=3600');
      },
    );
    app.get(
      '/exports/:id',
      {
        onRequest: auth,
        schema: {
          tags: ['exports'],
          summary: 'The state and progress of one of my export tasks',
          params: exportIdParamsSchema,
          response: { 200: envelopeOf(exportTaskSchema) },
        },
      },
      async (request) => ok(taskView(await ownTask(db, principalOf(request), request.params.id))),
    );
    app.get(
      '/exports/:id/file',
      {
        onRequest: auth,
        schema: {
          tags: ['exports'],
          summary: 'Download the file of one of my finished exports',
          params: exportIdParamsSchema,
        },
      },
      async (request, reply) => {
        const { file, fileName, contentType } = await exportFile(
          db,
          principalOf(request),
          request.params.id,
          auditActorOf(request),
        );
        return sendNamedFile(reply, { fileName, contentType, content: file });
      },
    );
  };
}
