import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/identity-helpers.ts';
import { configRefusals } from '../test/test-config.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Production with real gateways for both channels and no sandbox allowed. */
const PRODUCTION = {
  ...PRODUCTION_ENV,
  ISSUER_TOKEN: 'i'.repeat(40),
  ALLOW_SANDBOX_IN_PRODUCTION: 'false',
  SANDBOX_ENABLED: 'false',
  SMTP_URL: 'smtp://portal:secret@mail.police.gov.hk:587',
  SMS_GATEWAY_URL: 'https://sms.example.com/api/',
  SMS_GATEWAY_API_KEY: 'k'.repeat(24),
  SMS_GATEWAY_RECEIPT_SECRET: 'r'.repeat(40),
};

/** The message settings of PRODUCTION with `change`, read only as far as they go (the Department aside). */
const messagesOf = (change: Record<string, string | undefined>) =>
  loadConfig({ ...PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'true', ...change }).messages;

describe('SMS and e-mail gateways configuration', () => {
  it('when both gateways are configured, then each channel has its settings, with the defaults filled in', () => {
    expect(messagesOf({})).toEqual({
      smtp: {
        url: 'smtp://portal:secret@mail.police.gov.hk:587',
        from: 'no-reply@eticket.police.gov.hk',
        requireTls: true,
        caFile: undefined,
        timeoutMs: 15_000,
      },
      sms: {
        url: 'https://sms.example.com/api',
        apiKey: 'k'.repeat(24),
        receiptSecret: 'r'.repeat(40),
        senderName: '#HKPF-eTT',
        timeoutMs: 10_000,
      },
    });
  });

  it('when demo mode configures nothing, then both channels go to the sandbox outbox', () => {
    expect(loadConfig({}).messages).toEqual({ smtp: undefined, sms: undefined });
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'smtp://mail.example.com/path' }],
    ['SMTP_FROM', { SMTP_FROM: 'not an address' }],
    ['SMS_GATEWAY_URL', { SMS_GATEWAY_URL: 'ftp://sms.example.com' }],
    ['SMS_GATEWAY_API_KEY', { SMS_GATEWAY_API_KEY: undefined }],
    ['SMS_GATEWAY_API_KEY', { SMS_GATEWAY_API_KEY: 'short' }],
    ['SMS_GATEWAY_RECEIPT_SECRET', { SMS_GATEWAY_RECEIPT_SECRET: undefined }],
    ['SMS_GATEWAY_RECEIPT_SECRET', { SMS_GATEWAY_RECEIPT_SECRET: 'too-short-for-an-hmac-key' }],
    ['SMS_SENDER_NAME', { SMS_SENDER_NAME: 'HKPF-eTT' }],
    ['SMS_SENDER_NAME', { SMS_SENDER_NAME: '#HKPF-eTicket' }],
    ['SMS_GATEWAY_TIMEOUT_MS', { SMS_GATEWAY_TIMEOUT_MS: '0' }],
  ])('when %s is wrong, then the start is refused naming it', (name, change) => {
    expect(() => messagesOf(change)).toThrow(ConfigError);
    expect(() => messagesOf(change)).toThrow(name);
  });

  it('when production has both gateways and no sandbox, then only the Department (still a sandbox) is refused', () => {
    expect(configRefusals(PRODUCTION)).toEqual(['TRANSPORT_ADAPTER']);
  });

  it.each([
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['SMS_GATEWAY_URL', { SMS_GATEWAY_URL: undefined }],
    ['SMTP_REQUIRE_TLS', { SMTP_REQUIRE_TLS: 'false' }],
    ['SMS_GATEWAY_URL', { SMS_GATEWAY_URL: 'http://sms.example.com' }],
  ])('when production lacks %s or weakens it, then it refuses to start naming it', (name, change) => {
    expect(configRefusals({ ...PRODUCTION, ...change })).toContain(name);
  });

  it('when production allows the sandbox, then a channel without its gateway writes the outbox', () => {
    expect(messagesOf({ SMTP_URL: undefined }).smtp).toBeUndefined();
  });

  it('when the relay speaks TLS from the start (smtps), then STARTTLS need not be required', () => {
    const change = { SMTP_URL: 'smtps://mail.police.gov.hk', SMTP_REQUIRE_TLS: 'false' };
    expect(configRefusals({ ...PRODUCTION, ...change })).toEqual(['TRANSPORT_ADAPTER']);
    expect(messagesOf(change).smtp).toMatchObject({ requireTls: false });
  });
});
