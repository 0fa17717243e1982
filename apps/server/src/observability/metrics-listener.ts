import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderMetrics } from './metrics.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The metrics endpoint on a listener of its own (METRICS_HOST:METRICS_PORT, the loopback by default), apart
 * from the public port: `GET /metrics`. With METRICS_TOKEN set, a scrape must also present it as a bearer
 * token (for a listener bound beyond the loopback).
 */
export async function startMetricsListener(options: {
  host: string;
  port: number;
  token?: string | undefined;
}): Promise<{ url: string; close(): Promise<void> }> {
  const expected = options.token ? digest(options.token) : undefined;
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (expected) {
      const header = request.headers.authorization ?? '';
      const presented = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!presented || !timingSafeEqual(digest(presented), expected)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
    }
    renderMetrics().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
