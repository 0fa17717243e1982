import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  disputeFileParamsSchema,
  disputeReferenceParamsSchema,
  disputeSignatureBodySchema,
  disputeViewSchema,
} from '@eticket/domain/disputes/dispute.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { sendFile } from '../../http/send-file.ts';
import { authenticate, principalOf, requirePermission } from '../identity/identity.guard.ts';
import { bindingOf } from '../identity/signing.service.ts';
import { auditActorOf } from '../audit/audit.ts';
import { readDisputeUpload, UPLOAD_LIMITS } from './dispute-upload.ts';
import {
  createDispute,
  myDispute,
  myDisputeDocument,
  myDisputeFile,
  signDispute,
} from './disputes.service.ts';

/** A logged-in owner's or named driver's disputes: `rest/ticket/api/v1/publ/disputes`. */
export function disputesRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: UPLOAD_LIMITS });
    const guard = [authenticate(db, config), requirePermission('disputeMultimedia')];
    const tags = ['disputes'];

    app.post(
      '/disputes',
      {
        onRequest: guard,
        schema: {
          tags,
          summary:
            'A dispute of a ticket (multipart: noticeNo, ground, statement, declaration, optionally replaces (the caller’s unsigned draft it replaces), and up to 3 JPEG, PNG or PDF files under 10 MB), unsigned: a draft for 24 hours. While the caller’s draft lives and is not named, 409 DSP-E-0018 with data.draft (ADR 0046)',
          consumes: ['multipart/form-data'],
          response: { 201: envelopeOf(disputeViewSchema) },
        },
      },
      async (request, reply) => {
        const { form, files } = await readDisputeUpload(request);
        const view = await createDispute(db, principalOf(request), form, files, auditActorOf(request));
        return reply.status(201).send(ok(view));
      },
    );

    app.get(
      '/disputes/:reference',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'One of the caller’s disputes',
          params: disputeReferenceParamsSchema,
          response: { 200: envelopeOf(disputeViewSchema) },
        },
      },
      async (request) => ok(await myDispute(db, principalOf(request), request.params.reference)),
    );

    app.get(
      '/disputes/:reference/document',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'The dispute’s PDF, the document signed',
          params: disputeReferenceParamsSchema,
        },
      },
      async (request, reply) =>
        sendFile(reply, await myDisputeDocument(db, principalOf(request), request.params.reference)),
    );

    app.get(
      '/disputes/:reference/files/:fileId',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'One attachment of the caller’s dispute, as uploaded',
          params: disputeFileParamsSchema,
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await myDisputeFile(db, principalOf(request), request.params.reference, request.params.fileId),
        ),
    );

    app.post(
      '/disputes/:reference/signature',
      {
        onRequest: guard,
        schema: {
          tags,
          summary: 'The iAM Smart signing of the dispute’s PDF (code and state): the dispute is submitted',
          params: disputeReferenceParamsSchema,
          body: disputeSignatureBodySchema,
          response: { 200: envelopeOf(disputeViewSchema) },
        },
      },
      async (request) =>
        ok(
          await signDispute(
            db,
            principalOf(request),
            request.params.reference,
            request.body,
            bindingOf(request),
            auditActorOf(request),
          ),
        ),
    );
  };
}
