import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  photoApplicationBodySchema,
  photoApplicationParamsSchema,
  photoApplicationViewSchema,
  photoParamsSchema,
  photoTicketQuerySchema,
  photoTicketStateSchema,
} from '@eticket/domain/disputes/photo.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import { auditActorOf } from '../audit/audit.ts';
import { sendFile } from '../../http/send-file.ts';
import { applyToView, myPhotoApplication, photoStateOf, viewPhoto } from './photos.service.ts';

/**
 * The owner's or named driver's applications to view a ticket's photos (`rest/ticket/api/v1/publ`). The
 * photos come one at a time through an authorised request, watermarked, never from a public address.
 */
export function photosRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = [authenticate(db, config), requirePermission('disputeMultimedia')];
    const tags = ['disputes'];

    app.get(
      '/photo-applications/ticket',
      {
        onRequest: guard,
        schema: {
          tags,
          summary:
            'One of the caller’s tickets: whether its photos can be applied for, and his latest application',
          querystring: photoTicketQuerySchema,
          response: { 200: envelopeOf(photoTicketStateSchema) },
        },
      },
      async (request) => ok(await photoStateOf(db, principalOf(request), request.query.noticeNo)),
    );

    app.post(
      '/photo-applications',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'An application to view the officer’s photos of a parking ticket',
          body: photoApplicationBodySchema,
          response: { 201: envelopeOf(photoApplicationViewSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await applyToView(db, principalOf(request), request.body, auditActorOf(request)))),
    );

    app.get(
      '/photo-applications/:reference',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'One of the caller’s applications to view photos',
          params: photoApplicationParamsSchema,
          response: { 200: envelopeOf(photoApplicationViewSchema) },
        },
      },
      async (request) => ok(await myPhotoApplication(db, principalOf(request), request.params.reference)),
    );

    app.get(
      '/photo-applications/:reference/photos/:photoId',
      {
        onRequest: guard,
        schema: {
          tags,
          summary:
            'One photo of an approved application while its viewing period lasts, watermarked (not cached)',
          params: photoParamsSchema,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await viewPhoto(
            db,
            principalOf(request),
            request.params.reference,
            request.params.photoId,
            auditActorOf(request),
          ),
        ),
    );
  };
}
