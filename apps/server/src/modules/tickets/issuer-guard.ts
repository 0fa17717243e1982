import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Machine-to-machine authentication of the issuing system: a bearer token compared in constant time. */
export function issuerGuard(issuerToken: string) {
  const expected = digest(issuerToken);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!presented || !timingSafeEqual(digest(presented), expected)) throw new AppError('LOGIN_TIMEOUT');
  };
}
