import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyContextConfig } from 'fastify';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { DEFAULT_PAGE_SIZE } from '@eticket/domain/common/pagination';
import {
  agentIdParamsSchema,
  agentIdQuerySchema,
  agentListQuerySchema,
  agentListSchema,
  agentVehiclesBodySchema,
  agentVehiclesSchema,
  agentViewSchema,
  applicationIdBodySchema,
  applicationListSchema,
  applicationRecordQuerySchema,
  applicationViewSchema,
  applyBodySchema,
  endAgentQuerySchema,
  endedSchema,
  enterCodeBodySchema,
  enteredCodeSchema,
  generateCodeBodySchema,
  generatedCodeSchema,
  INVITATION_CODE_TRIES_PER_MINUTE,
  invitationListSchema,
  leaveQuerySchema,
  principalListSchema,
  principalViewSchema,
  recordQuerySchema,
  rejectBodySchema,
  sendCodeBodySchema,
  sentCodeSchema,
} from '@eticket/domain/agents/agents.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf } from '../audit/audit.ts';
import { authenticate, bearerTokenOf, principalOf, requirePermission } from '../identity/identity.guard.ts';
import * as agents from './agents.service.ts';
import * as applications from './applications.service.ts';

/** The page a list call without a body asks for. */
const FIRST_PAGE = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * Codes a user may try per minute, counted per login (the bearer token), not per address: an invitee
 * behind a shared carrier address is not held up by others, and one login cannot sweep the code space.
 */
function codeTries(config: Config): FastifyContextConfig {
  if (config.tickets.benchDisableGuards) return { rateLimit: false };
  return {
    rateLimit: {
      max: INVITATION_CODE_TRIES_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) =>
        `agent-code:${createHash('sha256')
          .update(bearerTokenOf(request) ?? request.ip)
          .digest('hex')}`,
    },
  };
}

/**
 * Agents (spec section 7, "Agents") and vehicle applications and approvals ("Vehicle application and
 * approval") under the users service. Managing one's agents needs the `agent` flag, deciding applications
 * the `appointor` flag (ADR 0003); entering a code, applying and an agent's own view answer the caller's
 * own records only, whatever its flags.
 */
export function agentsRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = authenticate(db, config);
    const owner = [auth, requirePermission('agent')];
    const appointor = [auth, requirePermission('appointor')];
    const tags = ['agents'];
    const p = principalOf;

    app.post(
      '/users/list/agent',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'A page of the acting owner’s activated agents, the default first',
          body: agentListQuerySchema.nullish(),
          response: { 200: envelopeOf(agentListSchema) },
        },
      },
      async (request) => ok(await agents.listAgents(db, p(request), request.body ?? FIRST_PAGE)),
    );
    app.post(
      '/user/agent/code',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'A single-use invitation code for chosen vehicles, valid 24 hours',
          body: generateCodeBodySchema,
          response: { 200: envelopeOf(generatedCodeSchema) },
        },
      },
      async (request) =>
        ok(await agents.generateCode(db, p(request), request.body.vehicleNos, auditActorOf(request))),
    );
    app.post(
      '/user/agent/sendInvitationCode',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'Send a code just generated to the invitee by SMS or e-mail',
          body: sendCodeBodySchema,
          response: { 200: envelopeOf(sentCodeSchema) },
        },
      },
      async (request) => ok(await agents.sendCode(db, p(request), request.body)),
    );
    app.post(
      '/user/agent/enterInvitationCode',
      {
        onRequest: [auth],
        config: codeTries(config),
        schema: {
          tags,
          summary: 'Become the owner’s agent by the code received (rate-limited)',
          body: enterCodeBodySchema,
          response: { 200: envelopeOf(enteredCodeSchema) },
        },
      },
      async (request) => ok(await agents.enterCode(db, p(request), request.body.code, auditActorOf(request))),
    );
    app.get(
      '/user/agent/ivt/records',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'The acting owner’s invitation records',
          response: { 200: envelopeOf(invitationListSchema) },
        },
      },
      async (request) => ok(await agents.invitationRecords(db, p(request))),
    );
    app.get(
      '/user/agent/records',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'A page of every agent the acting owner has had',
          querystring: agentListQuerySchema,
          response: { 200: envelopeOf(agentListSchema) },
        },
      },
      async (request) => ok(await agents.agentRecords(db, p(request), request.query)),
    );
    app.delete(
      '/user/agent/:id',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'Terminate or remove an agent; its vehicles go to the default agent',
          params: agentIdParamsSchema,
          querystring: endAgentQuerySchema,
          response: { 200: envelopeOf(endedSchema) },
        },
      },
      async (request) =>
        ok(
          await agents.terminateOrRemoveAgent(
            db,
            p(request),
            request.params.id,
            request.query.mode,
            auditActorOf(request),
          ),
        ),
    );
    app.get(
      '/user-agent/agents',
      {
        onRequest: [auth],
        schema: {
          tags,
          summary: 'The owners the caller acts for as agent',
          response: { 200: envelopeOf(principalListSchema) },
        },
      },
      async (request) => ok(await agents.principalsOf(db, p(request))),
    );
    app.delete(
      '/user-agent',
      {
        onRequest: [auth],
        schema: {
          tags,
          summary: 'Leave an owner the caller acts for (its own agent role)',
          querystring: leaveQuerySchema,
          response: { 200: envelopeOf(endedSchema) },
        },
      },
      async (request) =>
        ok(await agents.leaveAgentRole(db, p(request), request.query.agentId, auditActorOf(request))),
    );
    app.put(
      '/user-agent/default',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'Set the default agent',
          body: agentIdQuerySchema,
          response: { 200: envelopeOf(agentViewSchema) },
        },
      },
      async (request) =>
        ok(await agents.setDefaultAgent(db, p(request), request.body.agentId, auditActorOf(request))),
    );
    app.get(
      '/user-agent/detail',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'One agent of the acting owner',
          querystring: agentIdQuerySchema,
          response: { 200: envelopeOf(agentViewSchema) },
        },
      },
      async (request) => ok(await agents.agentDetail(db, p(request), request.query.agentId)),
    );
    app.post(
      '/user-agent/vehicles/list',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'An agent’s vehicles and those it may be given',
          body: agentIdQuerySchema,
          response: { 200: envelopeOf(agentVehiclesSchema) },
        },
      },
      async (request) => ok(await agents.agentVehicles(db, p(request), request.body.agentId)),
    );
    app.post(
      '/user-agent/vehicles/add',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'Delegate vehicles to an agent (per-vehicle maximum)',
          body: agentVehiclesBodySchema,
          response: { 200: envelopeOf(agentVehiclesSchema) },
        },
      },
      async (request) =>
        ok(
          await agents.addAgentVehicles(
            db,
            p(request),
            request.body.agentId,
            request.body.vehicleNos,
            auditActorOf(request),
          ),
        ),
    );
    app.delete(
      '/user-agent/vehicles/delete',
      {
        onRequest: owner,
        schema: {
          tags,
          summary: 'Take vehicles back from an agent',
          body: agentVehiclesBodySchema,
          response: { 200: envelopeOf(agentVehiclesSchema) },
        },
      },
      async (request) =>
        ok(
          await agents.removeAgentVehicles(
            db,
            p(request),
            request.body.agentId,
            request.body.vehicleNos,
            auditActorOf(request),
          ),
        ),
    );
    app.get(
      '/users/agent',
      {
        onRequest: [auth],
        schema: {
          tags,
          summary: 'The acting agent role: whose agent, which vehicles',
          response: { 200: envelopeOf(principalViewSchema) },
        },
      },
      async (request) => ok(await agents.actingAgent(db, p(request))),
    );

    // Vehicle application and approval
    app.post(
      '/apply/vehicle',
      {
        onRequest: [auth],
        schema: {
          tags,
          summary: 'Apply to manage up to 5 vehicles of an owner',
          body: applyBodySchema,
          response: { 200: envelopeOf(applicationViewSchema) },
        },
      },
      async (request) =>
        ok(
          await applications.saveApplication(
            db,
            config,
            p(request),
            request.body,
            true,
            auditActorOf(request),
          ),
        ),
    );
    app.post(
      '/apply/save',
      {
        onRequest: [auth],
        schema: {
          tags,
          summary: 'Save an application as a draft',
          body: applyBodySchema,
          response: { 200: envelopeOf(applicationViewSchema) },
        },
      },
      async (request) =>
        ok(
          await applications.saveApplication(
            db,
            config,
            p(request),
            request.body,
            false,
            auditActorOf(request),
          ),
        ),
    );
    app.post(
      '/apply/record',
      {
        onRequest: [auth],
        schema: {
          tags,
          summary: 'A page of the caller’s own vehicle applications, newest first',
          body: applicationRecordQuerySchema.nullish(),
          response: { 200: envelopeOf(applicationListSchema) },
        },
      },
      async (request) =>
        ok(await applications.applicationRecords(db, p(request), request.body ?? FIRST_PAGE)),
    );
    app.post(
      '/auth/record',
      {
        onRequest: appointor,
        schema: {
          tags,
          summary: 'A page of the applications for the acting owner’s vehicles, newest first',
          body: recordQuerySchema.nullish(),
          response: { 200: envelopeOf(applicationListSchema) },
        },
      },
      async (request) =>
        ok(await applications.authorisationRecords(db, p(request), request.body ?? FIRST_PAGE)),
    );
    app.post(
      '/auth/record/detail',
      {
        onRequest: appointor,
        schema: {
          tags,
          summary: 'One application for the acting owner’s vehicles',
          body: applicationIdBodySchema,
          response: { 200: envelopeOf(applicationViewSchema) },
        },
      },
      async (request) =>
        ok(await applications.authorisationDetail(db, p(request), request.body.applicationId)),
    );
    app.post(
      '/auth/reject',
      {
        onRequest: appointor,
        schema: {
          tags,
          summary: 'Reject an application with a reason',
          body: rejectBodySchema,
          response: { 200: envelopeOf(applicationViewSchema) },
        },
      },
      async (request) =>
        ok(
          await applications.rejectApplication(
            db,
            p(request),
            request.body.applicationId,
            request.body.reason,
            auditActorOf(request),
          ),
        ),
    );
    app.post(
      '/auth/auth/submit',
      {
        onRequest: appointor,
        schema: {
          tags,
          summary: 'Approve an application: the applicant becomes the agent',
          body: applicationIdBodySchema,
          response: { 200: envelopeOf(applicationViewSchema) },
        },
      },
      async (request) =>
        ok(
          await applications.approveApplication(
            db,
            p(request),
            request.body.applicationId,
            auditActorOf(request),
          ),
        ),
    );
  };
}
