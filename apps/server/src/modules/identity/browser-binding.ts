import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { randomToken } from './session.tokens.ts';

const COOKIE = 'eticket_login_binding';
const MAX_AGE_SECONDS = 900;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The browser's binding nonce, if it sent a well-formed one. */
export function bindingOf(request: FastifyRequest): string | undefined {
  const value = readCookie(request, COOKIE);
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}

/**
 * Ties a login round trip to the browser that started it: an HttpOnly cookie the page script cannot read,
 * sent back only to our API. A code and state lifted from someone else's address bar (login CSRF, or a
 * leaked redirect) are useless in another browser. Kept if present so logins in two tabs both work.
 */
export function ensureBinding(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const binding = bindingOf(request) ?? randomToken();
  const secure = config.mode === 'production' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${binding}; Path=/rest/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  return binding;
}
