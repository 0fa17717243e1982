import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  disputeOutcomeBodySchema,
  disputeOutcomeResultSchema,
  disputeReferenceParamsSchema,
  disputeWorkListQuerySchema,
  disputeWorkListSchema,
} from '@eticket/domain/disputes/dispute.schemas';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PER_TICKET,
  photoApplicationListQuerySchema,
  photoApplicationListSchema,
  photoApplicationParamsSchema,
  photoApplicationViewSchema,
  photoDecisionBodySchema,
  ticketPhotosSchema,
} from '@eticket/domain/disputes/photo.schemas';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { readUpload, type UploadRules } from '../../http/upload.ts';
import { issuerGuard } from '../tickets/issuer-guard.ts';
import { systemActor } from '../audit/audit.ts';
import { disputeWorkList, recordOutcome } from './disputes.service.ts';
import { applicationsToDecide, attachPhotos, decideApplication } from './photos.police.service.ts';

const PHOTO_RULES: UploadRules = {
  maxFiles: PHOTO_MAX_PER_TICKET,
  maxBytes: PHOTO_MAX_BYTES,
  perFile: true,
  kinds: ['image/jpeg', 'image/png'],
  tooMany: 'PHOTO_TOO_MANY',
  tooLarge: 'PHOTO_TOO_LARGE',
  wrongType: 'PHOTO_FILE_TYPE',
  unnamed: 'photo',
};

/** The police side of disputes and photos (`rest/ticket/api/v1/internal`), authenticated like the issuing API. */
export function disputesInternalRoutes(db: Database, issuerToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: {
        files: PHOTO_MAX_PER_TICKET + 1,
        fileSize: PHOTO_MAX_BYTES,
        fields: 2,
        parts: PHOTO_MAX_PER_TICKET + 3,
      },
    });
    const onRequest = issuerGuard(issuerToken);
    const security = [{ issuerToken: [] }];
    const tags = ['internal'];

    app.get(
      '/disputes',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'The disputes of a status (SUBMITTED by default), oldest first, each with the other ticket of a possible duplicate pair',
          security,
          querystring: disputeWorkListQuerySchema,
          response: { 200: envelopeOf(disputeWorkListSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await disputeWorkList(db, request.query.status, request.query.limit));
      },
    );

    app.post(
      '/disputes/:reference/outcome',
      {
        onRequest,
        schema: {
          tags,
          summary: 'An investigation’s outcome: UPHELD (payable again by a new last day) or CANCELLED',
          security,
          params: disputeReferenceParamsSchema,
          body: disputeOutcomeBodySchema,
          response: { 200: envelopeOf(disputeOutcomeResultSchema) },
        },
      },
      async (request) =>
        ok(await recordOutcome(db, request.params.reference, request.body, systemActor(request, 'police'))),
    );

    app.post(
      '/tickets/:noticeNo/photos',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'The officer’s photos of a parking ticket (multipart: up to 5 JPEG or PNG files, each under 8 MB)',
          security,
          consumes: ['multipart/form-data'],
          params: z.object({ noticeNo: z.string().trim().min(1).max(32) }),
          response: { 201: envelopeOf(ticketPhotosSchema) },
        },
      },
      async (request, reply) => {
        const { files } = await readUpload(request, PHOTO_RULES);
        const result = await attachPhotos(db, request.params.noticeNo, files, systemActor(request, 'police'));
        return reply.status(201).send(ok(result));
      },
    );

    app.get(
      '/photo-applications',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Applications to view photos of a status (PROCESSING by default), oldest first',
          security,
          querystring: photoApplicationListQuerySchema,
          response: { 200: envelopeOf(photoApplicationListSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await applicationsToDecide(db, request.query.status, request.query.limit));
      },
    );

    app.post(
      '/photo-applications/:reference/decision',
      {
        onRequest,
        schema: {
          tags,
          summary: 'A police operator’s decision on an application to view photos: APPROVED or REJECTED',
          security,
          params: photoApplicationParamsSchema,
          body: photoDecisionBodySchema,
          response: { 200: envelopeOf(photoApplicationViewSchema) },
        },
      },
      async (request) =>
        ok(
          await decideApplication(db, request.params.reference, request.body, systemActor(request, 'police')),
        ),
    );
  };
}
