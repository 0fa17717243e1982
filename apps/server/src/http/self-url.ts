import type { FastifyInstance } from 'fastify';

/**
 * How this server is reached by other systems: PUBLIC_BASE_URL when configured, otherwise the address it
 * listens on (demo mode and tests, where the sandboxes are this same process). Resolved at call time
 * because the port is only known after listen().
 */
export function selfUrlOf(app: FastifyInstance, configured: string | undefined): () => string {
  return () => {
    if (configured) return configured;
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
    let host = address.address;
    if (host === '0.0.0.0') host = '127.0.0.1';
    if (host === '::') host = '::1';
    return `http://${address.family === 'IPv6' ? `[${host}]` : host}:${address.port}`;
  };
}
