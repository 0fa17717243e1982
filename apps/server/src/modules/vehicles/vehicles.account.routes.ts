import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  qrCodeViewSchema,
  qrDownloadBodySchema,
  qrRegenerateBodySchema,
  qrResolveBodySchema,
  scannedVehicleSchema,
  vehicleIdParamsSchema,
  vehicleListQuerySchema,
  vehiclePageSchema,
  vehicleSyncStatusSchema,
  vehicleViewSchema,
} from '@eticket/domain/vehicles/vehicle.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { sendPdf } from '../../http/send-file.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import {
  listVehicles,
  qrCodesPdf,
  qrCodeView,
  regenerateQrCodes,
  resolveQrCode,
  startSync,
  syncStatus,
  vehicleDetails,
} from './vehicles.service.ts';

/**
 * A user's vehicles under the users service (`rest/users/api/v1/publ`): the list and details, the
 * synchronisation with the Transport Department (spec section 7: `/users/veh/sync/status`,
 * `/users/sync/veh/user`, `/users/sync/veh/org`) and the vehicle QR codes. Every route needs the `vehicle`
 * flag except the scan, which any logged-in user may send (the service decides what it answers).
 */
export function vehiclesAccountRoutes(
  db: Database,
  config: Config,
  kickJob: (jobId: number) => void,
): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = authenticate(db, config);
    const guard = [auth, requirePermission('vehicle')];
    const tags = ['vehicles'];

    app.get(
      '/users/veh/list',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'The acting role’s vehicles: own, the company’s fleet, or those delegated to the agent',
          querystring: vehicleListQuerySchema,
          response: { 200: envelopeOf(vehiclePageSchema) },
        },
      },
      async (request) => ok(await listVehicles(db, principalOf(request), request.query)),
    );
    app.get(
      '/users/veh/:vehicleId',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'One vehicle of the acting role',
          params: vehicleIdParamsSchema,
          response: { 200: envelopeOf(vehicleViewSchema) },
        },
      },
      async (request) => ok(await vehicleDetails(db, principalOf(request), request.params.vehicleId)),
    );
    app.post(
      '/users/veh/sync/status',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'The latest synchronisation of the acting owner’s vehicles',
          response: { 200: envelopeOf(vehicleSyncStatusSchema) },
        },
      },
      async (request) => ok(await syncStatus(db, principalOf(request))),
    );
    for (const route of ['user', 'org'] as const) {
      app.post(
        `/users/sync/veh/${route}`,
        {
          onRequest: guard,
          schema: {
            tags,
            summary:
              route === 'user'
                ? 'Synchronise the personal role’s vehicles with the Transport Department'
                : 'Synchronise the company’s fleet with the Transport Department (administrator)',
            response: { 200: envelopeOf(vehicleSyncStatusSchema) },
          },
        },
        async (request) => ok(await startSync(db, principalOf(request), route, kickJob)),
      );
    }
    app.get(
      '/users/veh/qr/:vehicleId',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'The active QR code of one vehicle',
          params: vehicleIdParamsSchema,
          response: { 200: envelopeOf(qrCodeViewSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await qrCodeView(db, config, principalOf(request), request.params.vehicleId));
      },
    );
    app.post(
      '/users/veh/qr/regenerate',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'New QR codes for up to 5 own vehicles (individual users); the old codes expire at once',
          body: qrRegenerateBodySchema,
          response: {
            200: envelopeOf(z.array(z.object({ vehicleId: z.number().int(), issuedAt: z.string() }))),
          },
        },
      },
      async (request) => ok(await regenerateQrCodes(db, principalOf(request), request.body.vehicleIds)),
    );
    app.post(
      '/users/veh/qr/download',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'Up to 50 vehicle QR codes as one A4 PDF',
          body: qrDownloadBodySchema,
        },
      },
      async (request, reply) => {
        const pdf = await qrCodesPdf(db, config, principalOf(request), request.body.vehicleIds);
        return sendPdf(reply, 'vehicle-qr-codes.pdf', pdf);
      },
    );
    app.post(
      '/users/veh/qr/resolve',
      {
        onRequest: [auth],
        schema: {
          tags,
          summary: 'The vehicle of a scanned QR code, for a logged-in user allowed to use it',
          body: qrResolveBodySchema,
          response: { 200: envelopeOf(scannedVehicleSchema) },
        },
      },
      async (request) => ok(await resolveQrCode(db, config, principalOf(request), request.body.token)),
    );
  };
}
