import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { iamsRegisterBodySchema, sessionTokensSchema } from '@eticket/domain/identity/login.schemas';
import { ok } from '../../http/envelope.ts';
import { bindingOf } from './browser-binding.ts';
import { principalOf } from './identity.guard.ts';
import { finishIamSmartRegistration } from './iamsmart-registration.service.ts';
import type { LoginDeps } from './login.service.ts';
import { tokensResponse } from './tokens.response.ts';

/**
 * The one handler of the two addresses that finish linking a blank account to the HKID holder who
 * approved in iAM Smart (`/iams/register` after `/iams/re-auth`, `/sso/iamSmart/register` after
 * `/sso/iamSmart/login`): either pair links the account the same way.
 */
export function registerIamSmartFinish(
  app: FastifyInstance,
  path: string,
  deps: LoginDeps,
  onRequest?: onRequestHookHandler,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      ...(onRequest ? { onRequest } : {}),
      schema: {
        tags: ['identity'],
        summary: 'Links a blank account to the HKID holder who approved in iAM Smart; a new session',
        body: iamsRegisterBodySchema,
        response: { 200: envelopeOf(sessionTokensSchema) },
      },
    },
    async (request: FastifyRequest<{ Body: z.infer<typeof iamsRegisterBodySchema> }>) => {
      const issued = await finishIamSmartRegistration(
        deps,
        principalOf(request),
        request.body,
        bindingOf(request),
      );
      return ok(tokensResponse(issued, deps.config));
    },
  );
}
