import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  currentDutySchema,
  drivingLogPageSchema,
  drivingLogQuerySchema,
  drivingLogSchema,
  dutyScanBodySchema,
  dutyStartBodySchema,
  dutyStateSchema,
  fleetOverviewQuerySchema,
  fleetOverviewSchema,
} from '@eticket/domain/fleets/driving-log.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import {
  currentDuty,
  deviceLogs,
  dutyState,
  endDuty,
  fleetOverview,
  myLogs,
  startDuty,
} from './fleets.service.ts';

/**
 * The fleets area (`rest/fleet/api/v1/publ`, ADR 0035): the driver's scans (qrcodeScanner), his own log
 * (myDrivingLogs), the logs of the acting role's vehicles (deviceDrivingLogs) and a company's fleet
 * (fleetManagement).
 */
export function fleetsRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = authenticate(db, config);
    const tags = ['fleets'];
    const scanner = [auth, requirePermission('qrcodeScanner')];

    app.get(
      '/duty/current',
      {
        onRequest: scanner,
        schema: {
          tags,
          summary: 'The caller’s duty period in progress, on whichever vehicle',
          response: { 200: envelopeOf(currentDutySchema) },
        },
      },
      async (request) => ok(await currentDuty(db, principalOf(request))),
    );
    app.post(
      '/duty/check',
      {
        onRequest: scanner,
        schema: {
          tags,
          summary: 'The scanned vehicle and the caller’s open duty period on it',
          body: dutyScanBodySchema,
          response: { 200: envelopeOf(dutyStateSchema) },
        },
      },
      async (request) => ok(await dutyState(db, config, principalOf(request), request.body.token)),
    );
    app.post(
      '/duty/start',
      {
        onRequest: scanner,
        schema: {
          tags,
          summary:
            'Start a duty period on the scanned vehicle (a driver allowed to drive it); his duty in progress on another vehicle ends only when named in endPeriodId',
          body: dutyStartBodySchema,
          response: { 200: envelopeOf(drivingLogSchema) },
        },
      },
      async (request) =>
        ok(await startDuty(db, config, principalOf(request), request.body.token, request.body.endPeriodId)),
    );
    app.post(
      '/duty/end',
      {
        onRequest: scanner,
        schema: {
          tags,
          summary: 'End the caller’s duty period on the scanned vehicle',
          body: dutyScanBodySchema,
          response: { 200: envelopeOf(drivingLogSchema) },
        },
      },
      async (request) => ok(await endDuty(db, config, principalOf(request), request.body.token)),
    );
    app.get(
      '/driving-logs/mine',
      {
        onRequest: [auth, requirePermission('myDrivingLogs')],
        schema: {
          tags,
          summary: 'The caller’s own duty periods',
          querystring: drivingLogQuerySchema,
          response: { 200: envelopeOf(drivingLogPageSchema) },
        },
      },
      async (request) => ok(await myLogs(db, principalOf(request), request.query)),
    );
    app.get(
      '/driving-logs/devices',
      {
        onRequest: [auth, requirePermission('deviceDrivingLogs')],
        schema: {
          tags,
          summary: 'The duty periods of the acting role’s vehicles',
          querystring: drivingLogQuerySchema,
          response: { 200: envelopeOf(drivingLogPageSchema) },
        },
      },
      async (request) => ok(await deviceLogs(db, principalOf(request), request.query)),
    );
    app.get(
      '/fleet',
      {
        onRequest: [auth, requirePermission('fleetManagement')],
        schema: {
          tags,
          summary:
            'A page of the company’s vehicles, who is on duty on each, and their unpaid tickets with the driver',
          querystring: fleetOverviewQuerySchema,
          response: { 200: envelopeOf(fleetOverviewSchema) },
        },
      },
      async (request) => ok(await fleetOverview(db, principalOf(request), request.query)),
    );
  };
}
