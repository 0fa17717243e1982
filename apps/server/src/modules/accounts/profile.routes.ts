import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import {
  alertStatusSchema,
  currentUserInfoSchema,
  eContactSchema,
  requiredUidBodySchema,
  switchRoleBodySchema,
  switchRoleResultSchema,
  switchableRolesSchema,
  userProfileSchema,
} from '@eticket/domain/accounts/profile.schemas';
import { ownUidBodySchema } from '@eticket/domain/identity/sso.schemas';
import {
  orgEContactBodySchema,
  orgProfileBodySchema,
  orgProfileSchema,
  orgStatusBodySchema,
  orgStatusSchema,
} from '@eticket/domain/accounts/org.schemas';
import { eidBindingSchema } from '@eticket/domain/accounts/eid.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { authenticate, principalOf } from '../identity/identity.guard.ts';
import { currentUserInfo, getProfile } from './profile.service.ts';
import { assertOwnUid, eContact, orgEContact, orgStatus } from './e-contact.service.ts';
import { alertStatus, markBlankAccountRead } from './alert-status.service.ts';
import { switchRole } from './switch-role.service.ts';
import { auditActorOf } from '../audit/audit.ts';
import { orgProfile } from './org-profile.service.ts';
import { eidBinding } from './eid-binding.service.ts';
import { switchableRoles } from './switchable-roles.service.ts';

/** Users service, account part (spec sections 3 and 7). Everything is the caller's own. */
export function profileRoutes(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['accounts'];
    // onRequest: a caller without a session learns nothing, not even which bodies are valid.
    app.addHook('onRequest', authenticate(db, config));
    // Optional bodies: the web client posts without one; an empty body still has to parse.
    const optionalUid = ownUidBodySchema.optional().default({});
    /** The caller, after checking that a uid in the body (if any) is the caller's own. */
    const me = (request: { body: { uid?: string | undefined } } & Parameters<typeof principalOf>[0]) => {
      const principal = principalOf(request);
      assertOwnUid(principal, request.body.uid);
      return principal;
    };

    app.post(
      '/users/profile',
      {
        schema: {
          tags,
          summary: 'getProfile: name, uid, gender, carOwner, driver, userAgents',
          body: optionalUid,
          response: { 200: envelopeOf(userProfileSchema) },
        },
      },
      async (request) => ok(await getProfile(db, me(request))),
    );
    app.post(
      '/users/user/profile',
      {
        schema: {
          tags,
          summary: 'Current user info in the acting role (agentId 0 is personal), with the role list',
          body: optionalUid,
          response: { 200: envelopeOf(currentUserInfoSchema) },
        },
      },
      async (request) => ok(await currentUserInfo(db, me(request))),
    );
    app.post(
      '/users/account/eid',
      {
        schema: {
          tags,
          summary: 'getEidBinding: whether an iAM Smart login opens the caller’s account, and since when',
          body: optionalUid,
          response: { 200: envelopeOf(eidBindingSchema) },
        },
      },
      async (request) => ok(await eidBinding(db, me(request))),
    );
    app.post(
      '/users/eContact',
      {
        schema: {
          tags,
          summary: 'getEContactMeans: the contact registered at the Transport Department, masked',
          body: optionalUid,
          response: { 200: envelopeOf(eContactSchema) },
        },
      },
      async (request) => ok(await eContact(db, principalOf(request), request.body.uid)),
    );
    app.post(
      '/users/org/eContact',
      {
        schema: {
          tags,
          summary: "getOrgEContactMeans: a company's contact, for a caller holding a role in it",
          body: orgEContactBodySchema,
          response: { 200: envelopeOf(eContactSchema) },
        },
      },
      async (request) => ok(await orgEContact(db, principalOf(request), request.body.ownerId)),
    );
    app.post(
      '/users/org/profile',
      {
        schema: {
          tags,
          summary: 'getOrgProfile: the company of the acting enterprise role, document and contact masked',
          body: orgProfileBodySchema.optional().default({}),
          response: { 200: envelopeOf(orgProfileSchema) },
        },
      },
      async (request) => ok(await orgProfile(db, principalOf(request), request.body.orgId)),
    );
    app.post(
      '/users/org/profile/check',
      {
        schema: {
          tags,
          summary: 'checkOrgStatus: whether the administrator is authenticated (authStatus) and the contact',
          body: orgStatusBodySchema,
          response: { 200: envelopeOf(orgStatusSchema) },
        },
      },
      async (request) => ok(await orgStatus(db, principalOf(request), request.body.uid)),
    );
    app.post(
      '/users/user/alertStatus',
      {
        schema: {
          tags,
          summary: 'getAlertStatus: blankAccount, alertStatus, blankAccountReadFlag',
          body: optionalUid,
          response: { 200: envelopeOf(alertStatusSchema) },
        },
      },
      async (request) => ok(await alertStatus(db, me(request))),
    );
    app.post(
      '/users/blankAccount/readFlag',
      {
        schema: {
          tags,
          summary: '"No more prompts" for the blank-account dialog (body uid: the caller)',
          body: requiredUidBodySchema,
          response: { 200: envelopeOf(alertStatusSchema) },
        },
      },
      async (request) => ok(await markBlankAccountRead(db, principalOf(request), request.body.uid)),
    );
    for (const kind of ['agent', 'company'] as const) {
      app.post(
        `/users/dsl/account/${kind}`,
        {
          schema: {
            tags,
            summary:
              kind === 'agent'
                ? 'The vehicle owners the caller is an agent for (UAG), to switch to; names masked'
                : 'The companies the caller administers or works for (OAD, OAG), to switch to',
            body: optionalUid,
            response: { 200: envelopeOf(switchableRolesSchema) },
          },
        },
        async (request) => ok(await switchableRoles(db, me(request), kind)),
      );
    }
    app.post(
      '/users/token',
      {
        schema: {
          tags,
          summary: 'Switches the acting role (agentId 0 personal); a new access token when it changes',
          body: switchRoleBodySchema,
          response: { 200: envelopeOf(switchRoleResultSchema) },
        },
      },
      async (request) =>
        ok(await switchRole(db, config, principalOf(request), request.body.agentId, auditActorOf(request))),
    );
  };
}
