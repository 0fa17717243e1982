import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers on the fly (brotli at a fast quality, else gzip) by the caller's Accept-Encoding,
 * for JSON and other text above 1 KB. The web client's files are compressed once at build time instead
 * (web-client.ts serves the .br/.gz beside each file), and a payload that already carries a
 * content-encoding is left as it is.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
