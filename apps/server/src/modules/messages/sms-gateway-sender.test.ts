import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsGatewayTestServer } from '../../../test/sms-gateway-test-server.ts';
import type { SmsGatewayConfig } from '../../config.messages.ts';
import { PermanentSendFailure, TemporarySendFailure, type OutgoingMessage } from './message-sender.port.ts';
import { smsGatewaySender } from './sms-gateway-sender.ts';

const API_KEY = 'test-sms-api-key-0123456789';
let gateway: Awaited<ReturnType<typeof startSmsGatewayTestServer>>;
beforeAll(async () => {
  gateway = await startSmsGatewayTestServer(API_KEY);
});
afterAll(() => gateway.close());

const configOf = (change: Partial<SmsGatewayConfig> = {}): SmsGatewayConfig => ({
  url: gateway.url,
  apiKey: API_KEY,
  receiptSecret: 'r'.repeat(40),
  senderName: '#HKPF-eTT',
  timeoutMs: 2000,
  ...change,
});

const sms = (to: string): OutgoingMessage => ({
  channel: 'SMS',
  recipient: to,
  sender: '#HKPF-eTT',
  subject: null,
  body: 'e-Ticket portal: your one-time password is 654321.',
  idempotencyKey: randomUUID(),
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );

describe('SMS through the gateway’s HTTP contract', () => {
  it('when the gateway takes a message, then it was posted with the key, in E.164, from the sender name, with the receipt address; it is SENT with the gateway’s id', async () => {
    const message = sms('91234567');
    const sender = smsGatewaySender(configOf(), { receiptUrl: 'https://eticket.police.gov.hk/r' });
    const outcome = await sender.send(message);

    const [request] = gateway.requests.filter((r) => r.body.idempotencyKey === message.idempotencyKey);
    expect(request!.headers['idempotency-key']).toBe(message.idempotencyKey);
    expect(request!.body).toEqual({
      idempotencyKey: message.idempotencyKey,
      to: '+85291234567',
      from: '#HKPF-eTT',
      text: message.body,
      receiptUrl: 'https://eticket.police.gov.hk/r',
    });
    expect(outcome).toEqual({
      status: 'SENT',
      reference: gateway.sent.get(message.idempotencyKey)!.messageId,
    });
  });

  it('when the same message is tried again with its key, then the gateway answers as before and sends it once', async () => {
    const message = sms('+85261234567');
    const sender = smsGatewaySender(configOf());
    const first = await sender.send(message);
    const again = await sender.send(message);

    expect(again).toEqual(first);
    expect(gateway.requests.filter((r) => r.body.idempotencyKey === message.idempotencyKey)).toHaveLength(2);
    expect([...gateway.sent.values()].filter((s) => s.body.to === '+85261234567')).toHaveLength(1);
  });

  it.each([
    [400, 'INVALID_NUMBER'],
    [404, 'UNKNOWN_SUBSCRIBER'],
    [422, 'TEXT_TOO_LONG'],
  ])(
    'when the gateway refuses with %i, then the failure is permanent, with its code and not the number',
    async (status, code) => {
      gateway.script({ status, error: code });
      const failure = await failureOf(smsGatewaySender(configOf()).send(sms('51234567')));

      expect(failure).toBeInstanceOf(PermanentSendFailure);
      expect(failure!.message).toBe(`SMS gateway refused ${status} ${code}`);
    },
  );

  it.each([500, 502, 503, 429, 401, 403, 408])(
    'when the gateway answers %i, then the failure is temporary (tried again later with the same key)',
    async (status) => {
      gateway.script({ status });
      const failure = await failureOf(smsGatewaySender(configOf()).send(sms('51234567')));

      expect(failure).toBeInstanceOf(TemporarySendFailure);
      expect(failure!.message).toBe(`SMS gateway answered ${status}`);
    },
  );

  it('when the gateway does not answer in time, then the try ends at the time-out as a temporary failure', async () => {
    gateway.script({ hang: true });
    const started = Date.now();
    const failure = await failureOf(smsGatewaySender(configOf({ timeoutMs: 500 })).send(sms('51234567')));

    expect(failure).toBeInstanceOf(TemporarySendFailure);
    expect(failure!.message).toBe('SMS gateway timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('when the API key is wrong, then the gateway refuses it (401) and the failure is temporary: the configuration is ours to fix', async () => {
    const failure = await failureOf(
      smsGatewaySender(configOf({ apiKey: 'x'.repeat(20) })).send(sms('51234567')),
    );
    expect(failure).toBeInstanceOf(TemporarySendFailure);
  });

  it('when nothing listens at the gateway’s address, then the failure is temporary', async () => {
    const failure = await failureOf(
      smsGatewaySender(configOf({ url: 'http://127.0.0.1:1' })).send(sms('51234567')),
    );
    expect(failure).toBeInstanceOf(TemporarySendFailure);
    expect(failure!.message).toBe('SMS gateway unreachable');
  });

  it('when the recipient is no phone number, then nothing is posted and the failure is permanent', async () => {
    const before = gateway.requests.length;
    const failure = await failureOf(smsGatewaySender(configOf()).send(sms('not-a-number')));
    expect(failure).toBeInstanceOf(PermanentSendFailure);
    expect(gateway.requests.length).toBe(before);
  });
});
