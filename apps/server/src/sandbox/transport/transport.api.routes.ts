import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRANSPORT_PATHS,
  transportCompanyAnswerSchema,
  transportCompanyLookupSchema,
  transportDrivingRecordAnswerSchema,
  transportKeySchema,
  transportMarkSchema,
  transportOwnerQuerySchema,
  transportPersonAnswerSchema,
  transportPersonFactsAnswerSchema,
  transportPersonLookupSchema,
  transportVehicleAnswerSchema,
  transportVehicleOwnerAnswerSchema,
  transportVehiclesAnswerSchema,
} from '@eticket/domain/transport/transport-department.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { issuerGuard } from '../../modules/tickets/issuer-guard.ts';
import { sandboxTransport } from './transport.adapter.ts';

/** Where the sandbox Department serves its contract; TRANSPORT_URL of a portal that reads it over HTTP. */
export const SANDBOX_TRANSPORT_API = '/sandbox/transport/api/v1';

/** The contract's paths in fastify's syntax (the same `:name` parameters). */
const P = TRANSPORT_PATHS;
const personParams = z.strictObject({ personId: transportKeySchema });
const companyParams = z.strictObject({ companyId: transportKeySchema });
const markParams = z.strictObject({ registrationMark: transportMarkSchema });
const tags = ['sandbox'];
const security = [{ transportToken: [] }];

/**
 * The sandbox Transport Department over HTTP, by its contract (docs/contracts/transport-department.md):
 * each operation answers what the sandbox's own adapter reads from the td_* tables, so the in-process
 * adapter and the HTTP one give the same answers. Every call needs the bearer token (TRANSPORT_TOKEN, or
 * the demo one); without `token` every call is refused.
 */
export function sandboxTransportApiRoutes(db: Database, token: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = token ? issuerGuard(token) : () => Promise.reject(new AppError('LOGIN_TIMEOUT'));
    app.addHook('onRequest', guard);
    // The Department's own error shape, not the portal's envelope: the portal reads only the status and `code`.
    // Refusals keep their status (the token, a schema, the API's refused characters, the rate limit).
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = hasZodFastifySchemaValidationErrors(error)
        ? 400
        : error instanceof AppError
          ? error.status
          : (error.statusCode ?? 500);
      if (status === 401) return reply.code(401).send({ error: { code: 'UNAUTHORISED' } });
      if (status < 500) return reply.code(status).send({ error: { code: 'INVALID_REQUEST' } });
      request.log.error({ err: error }, 'sandbox transport department failed');
      return reply.code(500).send({ error: { code: 'INTERNAL' } });
    });
    const td = sandboxTransport(db);

    app.get(
      P.person,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: a person by key',
          params: personParams,
          response: { 200: transportPersonAnswerSchema },
        },
      },
      async (request) => ({ person: (await td.personById(request.params.personId)) ?? null }),
    );
    app.post(
      P.personLookup,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: a person by identity document or driving licence',
          body: transportPersonLookupSchema,
          response: { 200: transportPersonAnswerSchema },
        },
      },
      async (request) => {
        const { idType, idNo } = request.body;
        const person = idType ? await td.personByDocument(idType, idNo) : await td.personByIdNo(idNo);
        return { person: person ?? null };
      },
    );
    app.get(
      P.personFacts,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: licence held, vehicle owned',
          params: personParams,
          response: { 200: transportPersonFactsAnswerSchema },
        },
      },
      async (request) => ({ facts: (await td.personFacts(request.params.personId)) ?? null }),
    );
    app.get(
      P.personVehicles,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: the vehicles registered to a person',
          params: personParams,
          response: { 200: transportVehiclesAnswerSchema },
        },
      },
      async (request) => ({
        vehicles: await td.vehiclesOf({ kind: 'person', personId: request.params.personId }),
      }),
    );
    app.get(
      P.drivingRecord,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: a driver’s record and driving-offence points',
          params: personParams,
          response: { 200: transportDrivingRecordAnswerSchema },
        },
      },
      async (request) => {
        const record = await td.drivingRecord(request.params.personId);
        return { record: record ? { ...record, asOf: record.asOf.toISOString() } : null };
      },
    );
    app.get(
      P.company,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: a company by key',
          params: companyParams,
          response: { 200: transportCompanyAnswerSchema },
        },
      },
      async (request) => ({ company: (await td.companyById(request.params.companyId)) ?? null }),
    );
    app.post(
      P.companyLookup,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: a company by its document',
          body: transportCompanyLookupSchema,
          response: { 200: transportCompanyAnswerSchema },
        },
      },
      async (request) => ({
        company: (await td.companyByDocument(request.body.docType, request.body.docNo)) ?? null,
      }),
    );
    app.get(
      P.companyVehicles,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: the vehicles registered to a company',
          params: companyParams,
          response: { 200: transportVehiclesAnswerSchema },
        },
      },
      async (request) => ({
        vehicles: await td.vehiclesOf({ kind: 'company', companyId: request.params.companyId }),
      }),
    );
    app.get(
      P.vehicle,
      {
        schema: {
          tags,
          security,
          summary: 'Sandbox Transport Department: a vehicle by registration mark',
          params: markParams,
          response: { 200: transportVehicleAnswerSchema },
        },
      },
      async (request) => ({ vehicle: (await td.vehicle(request.params.registrationMark)) ?? null }),
    );
    app.get(
      P.vehicleOwner,
      {
        schema: {
          tags,
          security,
          summary:
            'Sandbox Transport Department: a vehicle’s registered owner today or on a date, with the e-contact',
          params: markParams,
          querystring: transportOwnerQuerySchema,
          response: { 200: transportVehicleOwnerAnswerSchema },
        },
      },
      async (request) => {
        const { registrationMark } = request.params;
        const { on } = request.query;
        const owner = on
          ? await td.ownerOfVehicleOn(registrationMark, on)
          : await td.ownerOfVehicle(registrationMark);
        return { owner: owner ?? null };
      },
    );
  };
}
