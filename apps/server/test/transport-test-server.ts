import { createServer, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_TRANSPORT_API } from '../src/sandbox/transport/transport.api.routes.ts';
import { listenOnLoopback } from './loopback-server.ts';

/**
 * What the next request meets instead of the Department's answer: a status with the contract's error body,
 * a 200 whose body is `body` as given (not the contract's), or no answer at all.
 */
export type TransportScript = { status: number; code?: string } | { body: string } | { hang: true };

export interface TransportRequest {
  method: string;
  /** The path and query under the Department's base address. */
  url: string;
  headers: IncomingMessage['headers'];
}

/**
 * A Transport Department for the tests on 127.0.0.1: each request is recorded and, unless a script says
 * otherwise, answered by the sandbox Department's contract routes of `app` (the td_* tables of its
 * database), headers and body passed on as they came. `script` makes the next requests fail. `app` may be
 * given as a function, for a portal that is built after this server, with its address, and reads its own
 * sandbox Department through it.
 */
export async function startTransportTestServer(app: FastifyInstance | (() => FastifyInstance)) {
  const target = typeof app === 'function' ? app : () => app;
  const requests: TransportRequest[] = [];
  const scripts: TransportScript[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', url, headers: req.headers });
      const script = scripts.shift();
      if (script && 'hang' in script) return; // never answered: the client's time-out ends it
      if (script && 'body' in script) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(script.body);
        return;
      }
      if (script) {
        const body = { error: { code: script.code ?? 'SCRIPTED', message: `about ${url}` } };
        res.writeHead(script.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return;
      }
      const { authorization, 'content-type': contentType } = req.headers;
      void target()
        .inject({
          method: (req.method ?? 'GET') as 'GET',
          url: `${SANDBOX_TRANSPORT_API}${url}`,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(contentType ? { 'content-type': contentType } : {}),
          },
          ...(chunks.length > 0 ? { payload: Buffer.concat(chunks) } : {}),
        })
        .then((answer) => {
          res
            .writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? '') })
            .end(answer.rawPayload);
        });
    });
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    requests,
    /** The next requests, in order, meet these instead of the Department's answer. */
    script: (...next: TransportScript[]) => {
      scripts.push(...next);
    },
    close,
  };
}
