import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, errorMessage, type ErrorName } from '@eticket/domain/errors/error-catalogue';
import { VALIDATION_MESSAGES } from '@eticket/domain/i18n/validation-messages';
import { translate, type MessageParams } from '@eticket/domain/i18n/translate';
import { localeFromHeader, type Locale } from '@eticket/domain/common/locale';
import type { FieldError } from '@eticket/domain/common/envelope';
import { AppError } from './app-error.ts';
import { drainRequest } from './drain-request.ts';
import { describeDatabaseFailure, isDatabaseUnavailable } from '../db/database-unavailable.ts';

export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return localeFromHeader(Array.isArray(header) ? header[0] : header);
}

/** A field error inside the server: a translation key and the values that fill it. */
type KeyedFieldError = FieldError & { params?: MessageParams | undefined };

/** The values a domain validator attached to a custom zod issue (fastify-type-provider-zod keeps them). */
function messageParamsOf(issueParams: unknown): MessageParams | undefined {
  const issue = issueParams as { params?: unknown; maximum?: unknown; minimum?: unknown } | undefined;
  // A size limit's own bound ({maximum}, {minimum}) beside what a custom issue carries in `params`.
  const bounds = Object.fromEntries(
    (['maximum', 'minimum'] as const).flatMap((name) =>
      typeof issue?.[name] === 'number' ? [[name, issue[name]]] : [],
    ),
  );
  const params: Record<string, unknown> = {
    ...bounds,
    ...(issue?.params && typeof issue.params === 'object' ? issue.params : {}),
  };
  const entries = Object.entries(params).filter(
    (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function send(
  reply: FastifyReply,
  locale: Locale,
  name: ErrorName,
  params?: Record<string, string | number>,
  fields?: KeyedFieldError[],
  detail?: Record<string, unknown>,
) {
  const definition = ERRORS[name];
  // Field messages travel as translation keys inside the server; the caller reads them in its language.
  const localizedFields = fields?.map((f) => ({
    field: f.field,
    message: translate(VALIDATION_MESSAGES, f.message, locale, f.params),
  }));
  return reply.status(definition.status).send({
    code: definition.code,
    message: errorMessage(name, locale, params),
    data:
      localizedFields || detail
        ? { ...detail, ...(localizedFields ? { fields: localizedFields } : {}) }
        : null,
  });
}

/** Status codes fastify itself raises, mapped to catalogue names. */
const FRAMEWORK_ERRORS: Record<string, ErrorName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
};

/**
 * One place turns every failure into the envelope. Client errors are answered in the caller's language;
 * anything unexpected is logged with the request id and answered with the generic system error, never a stack.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  fallback: (request: FastifyRequest, reply: FastifyReply) => boolean = () => false,
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return send(reply, locale, error.errorName, error.params, error.fields, error.detail);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'invalid',
        params: messageParamsOf(issue.params),
      }));
      return send(reply, locale, 'VALIDATION_FAILED', undefined, fields);
    }
    const frameworkName = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (frameworkName === 'PAYLOAD_TOO_LARGE')
      // Resolves nothing (never the reply): fastify sees the answer sent.
      return drainRequest(request.raw).then(() => {
        send(reply, locale, frameworkName);
      });
    if (frameworkName) return send(reply, locale, frameworkName);
    if (error.statusCode === 429) return send(reply, locale, 'TOO_MANY_REQUESTS');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error');
      return send(reply, locale, error.statusCode === 404 ? 'NOT_FOUND' : 'MALFORMED_BODY');
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the caller may try again shortly, and the process heals when the database is back.
      request.log.warn({ database: describeDatabaseFailure(error) }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, locale, 'SERVICE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, locale, 'SYSTEM_ERROR');
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback(request, reply)) return reply;
    return send(reply, requestLocale(request), 'NOT_FOUND');
  });
}
