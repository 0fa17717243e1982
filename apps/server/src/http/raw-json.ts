import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received, for routes that verify a signature over it. */
    rawBody?: string;
  }
}

/**
 * Keeps the raw JSON text beside the parsed body. Register inside the plugin of the signed routes only:
 * a signature is computed over bytes, and re-serialising the parsed object would not reproduce them.
 */
export function keepRawJsonBody(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      const error = new Error('invalid JSON body') as Error & { statusCode: number; code: string };
      error.statusCode = 400;
      error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(error, undefined);
    }
  });
}
