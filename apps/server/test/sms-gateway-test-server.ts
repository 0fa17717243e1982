import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  smsGatewayRequestSchema,
  type SmsGatewayRequest,
} from '@eticket/domain/messages/sms-gateway.schemas';
import { listenOnLoopback } from './loopback-server.ts';

/** What the next POST /messages meets instead of being taken: a status with a body, or no answer at all. */
export type GatewayScript = { status: number; error?: string } | { hang: true };

export interface GatewayRequest {
  headers: IncomingMessage['headers'];
  body: SmsGatewayRequest;
}

/**
 * An SMS gateway for the tests on 127.0.0.1, speaking docs/contracts/sms-gateway.md: POST /messages with the
 * API key as a bearer token, the body checked against the contract's schema, a key seen before answered
 * 200 with its first message id (and not sent again), a new one 202. `script` makes the next requests fail.
 */
export async function startSmsGatewayTestServer(apiKey: string) {
  const requests: GatewayRequest[] = [];
  /** The messages the gateway took, once per idempotency key. */
  const sent = new Map<string, { messageId: string; body: SmsGatewayRequest }>();
  const scripts: GatewayScript[] = [];

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/messages')
        return answer(res, 404, { error: { code: 'NOT_FOUND' } });
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return answer(res, 401, { error: { code: 'UNAUTHORISED' } });
      let body: SmsGatewayRequest;
      try {
        body = smsGatewayRequestSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        return answer(res, 400, { error: { code: 'INVALID_REQUEST' } });
      }
      if (req.headers['idempotency-key'] !== body.idempotencyKey)
        return answer(res, 400, { error: { code: 'IDEMPOTENCY_KEY_MISMATCH' } });
      requests.push({ headers: req.headers, body });
      const script = scripts.shift();
      if (script && 'hang' in script) return; // never answered: the client's time-out ends it
      if (script)
        return answer(res, script.status, {
          error: { code: script.error ?? 'SCRIPTED', message: `about ${body.to}` },
        });
      const known = sent.get(body.idempotencyKey);
      if (known) return answer(res, 200, { messageId: known.messageId, status: 'ACCEPTED' });
      const messageId = `gw-${randomUUID()}`;
      sent.set(body.idempotencyKey, { messageId, body });
      return answer(res, 202, { messageId, status: 'ACCEPTED' });
    });
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    requests,
    sent,
    /** The next requests, in order, meet these instead of being taken. */
    script: (...next: GatewayScript[]) => {
      scripts.push(...next);
    },
    close,
  };
}
