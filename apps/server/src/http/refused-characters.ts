import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Characters no field of this API accepts: the C0 controls other than tab, line feed and carriage return,
 * DEL, and unpaired UTF-16 surrogates. PostgreSQL refuses NUL in text and unpaired surrogates in jsonb,
 * and none of them is something a person types; free-text fields keep their line breaks and tabs.
 */
const REFUSED =
  // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const refused = (text: string) => REFUSED.test(text);

/** Parsed data only: a Buffer or a stream body is not walked byte by byte or through its internals. */
const isData = (node: object) =>
  !ArrayBuffer.isView(node) && typeof (node as { pipe?: unknown }).pipe !== 'function';

/**
 * The dotted name of the first field holding a refused character (in a value or in a key), or undefined.
 * Walks with its own stack: a body may nest deeper than the call stack allows.
 */
export function fieldWithRefusedCharacter(value: unknown, root: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [node, name] = pending.pop()!;
    if (typeof node === 'string') {
      if (refused(node)) return name;
    } else if (node !== null && typeof node === 'object' && isData(node)) {
      for (const [key, child] of Object.entries(node)) {
        // A refused key is reported as its parent, so the answer never echoes the character back.
        if (refused(key)) return name;
        pending.push([child, `${name}.${key}`]);
      }
    }
  }
  return undefined;
}

/** A field name is made of the caller's keys: enough of it to find the field, not a copy of a huge body. */
const MAX_FIELD_LENGTH = 200;

function check(value: unknown, root: string) {
  const found = fieldWithRefusedCharacter(value, root);
  if (found === undefined) return;
  const field = found.length > MAX_FIELD_LENGTH ? `${found.slice(0, MAX_FIELD_LENGTH)}…` : found;
  throw new AppError('VALIDATION_FAILED', {}, [{ field, message: 'validation.character.notAllowed' }]);
}

/**
 * Refuses such characters once for the whole API, before any guard, handler or query sees them: the path
 * and the query as soon as the route is known, the body as soon as it is parsed. Field names follow the
 * schema failures (`params.noticeNo`, `querystring.vehicleNo`, `body.address.line1`).
 */
export function registerRefusedCharacterGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    check(request.params, 'params');
    check(request.query, 'querystring');
  });
  app.addHook('preValidation', async (request) => {
    check(request.body, 'body');
  });
}
