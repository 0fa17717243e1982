import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

/**
 * The only return addresses accepted: pages of this portal (/portal/…), given as a path or as an absolute
 * URL of the same origin as the request. Anything else would make the login an open redirect. The answer
 * is the normalised path and query, so `..` tricks and fragments are gone before anything is stored.
 */
export function safeReturnPath(value: string, requestOrigin: string | undefined): string {
  // Backslashes and control characters are read differently by browsers and URL parsers: refuse them.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    throw new AppError('REDIRECT_URI_INVALID');
  }
  const relative = value.startsWith('/') && !value.startsWith('//');
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    throw new AppError('REDIRECT_URI_INVALID');
  }
  const sameOrigin = relative ? url.origin === PLACEHOLDER_ORIGIN : url.origin === requestOrigin;
  if (!sameOrigin || !(url.pathname === '/portal' || url.pathname.startsWith('/portal/'))) {
    throw new AppError('REDIRECT_URI_INVALID');
  }
  return url.pathname + url.search;
}

/** The request's own origin, normalised like URL does (a default port disappears). */
export function originOf(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}
