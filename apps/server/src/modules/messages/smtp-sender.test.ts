import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { headerOf, startSmtpTestServer, TEST_CA_FILE } from '../../../test/smtp-test-server.ts';
import type { SmtpConfig } from '../../config.messages.ts';
import { PermanentSendFailure, TemporarySendFailure, type OutgoingMessage } from './message-sender.port.ts';
import { smtpMessageSender } from './smtp-sender.ts';

let relay: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  relay = await startSmtpTestServer({ user: 'portal', password: 'relay-password' });
});
afterEach(() => relay.dropNextConnections(0));
afterAll(() => relay.close());

const configOf = (change: Partial<SmtpConfig> = {}): SmtpConfig => ({
  url: relay.url,
  from: 'no-reply@eticket.police.gov.hk',
  requireTls: true,
  caFile: TEST_CA_FILE,
  timeoutMs: 5000,
  ...change,
});

const mail = (to: string, change: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: to,
  sender: 'no-reply@eticket.police.gov.hk',
  subject: 'e-Ticket portal: your one-time password',
  body: 'e-Ticket portal: your one-time password is 123456.',
  idempotencyKey: randomUUID(),
  ...change,
});

/** What the relay received for one address. */
const receivedBy = (address: string) => relay.received.filter((m) => m.to.includes(address));

describe('e-mail over SMTP', () => {
  it('when the relay takes a message, then it came over TLS, signed in, from the configured address, with its idempotency key as a header and in its Message-ID', async () => {
    const message = mail('owner.one@example.com');
    const outcome = await smtpMessageSender(configOf()).send(message);

    expect(outcome.status).toBe('SENT');
    expect(outcome.reference).toBe(`<${message.idempotencyKey}@eticket.police.gov.hk>`);
    const [got] = receivedBy('owner.one@example.com');
    expect(got).toMatchObject({ from: 'no-reply@eticket.police.gov.hk', secure: true });
    expect(headerOf(got!.raw, 'X-Idempotency-Key')).toBe(message.idempotencyKey);
    expect(headerOf(got!.raw, 'Message-ID')).toBe(outcome.reference);
    expect(headerOf(got!.raw, 'Subject')).toBe('e-Ticket portal: your one-time password');
    expect(got!.raw).toContain('your one-time password is 123456.');
  });

  it('when the relay refuses the recipient (550), then the failure is permanent and names no address', async () => {
    relay.refuse('gone@example.com');
    const failure = await smtpMessageSender(configOf())
      .send(mail('gone@example.com'))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PermanentSendFailure);
    expect((failure as Error).message).toMatch(/^SMTP 550/);
    expect((failure as Error).message).not.toContain('gone@');
    expect(receivedBy('gone@example.com')).toEqual([]);
  });

  it('when the relay drops the connection, then the failure is temporary, and the next try goes through', async () => {
    relay.dropNextConnections(1);
    const sender = smtpMessageSender(configOf());
    const message = mail('dropped@example.com');

    await expect(sender.send(message)).rejects.toBeInstanceOf(TemporarySendFailure);
    expect(receivedBy('dropped@example.com')).toEqual([]);
    await expect(sender.send(message)).resolves.toMatchObject({ status: 'SENT' });
    expect(receivedBy('dropped@example.com')).toHaveLength(1);
  });

  it('when the relay’s certificate is not trusted, then nothing is sent and the failure is temporary (our configuration)', async () => {
    const failure = await smtpMessageSender(configOf({ caFile: undefined }))
      .send(mail('untrusted@example.com'))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(TemporarySendFailure);
    expect(receivedBy('untrusted@example.com')).toEqual([]);
  });

  it('when the relay refuses the credentials, then nothing is sent and the failure is temporary (our configuration)', async () => {
    const url = relay.url.replace('relay-password', 'wrong-password');
    const failure = await smtpMessageSender(configOf({ url }))
      .send(mail('badauth@example.com'))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(TemporarySendFailure);
    expect((failure as Error).message).toContain('EAUTH');
    expect(receivedBy('badauth@example.com')).toEqual([]);
  });

  it('when nothing listens at the relay’s address, then the failure is temporary within the time-out', async () => {
    const started = Date.now();
    const failure = await smtpMessageSender(configOf({ url: 'smtp://127.0.0.1:1', timeoutMs: 1000 }))
      .send(mail('nobody@example.com'))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(TemporarySendFailure);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('e-mail over SMTP to a relay without STARTTLS', () => {
  let plain: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    plain = await startSmtpTestServer({ starttls: false });
  });
  afterAll(() => plain.close());

  it('when TLS is required (the default), then nothing is sent in clear', async () => {
    const failure = await smtpMessageSender(configOf({ url: plain.url }))
      .send(mail('clear@example.com'))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(TemporarySendFailure);
    expect(plain.received).toEqual([]);
  });
});
