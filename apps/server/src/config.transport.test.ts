import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/identity-helpers.ts';
import { configRefusals } from '../test/test-config.ts';
import { loadConfig } from './config.ts';
import { DEMO_TRANSPORT_TOKEN } from './config.transport.ts';

/** Production with the Department over HTTPS, and every other external system configured or allowed. */
const PRODUCTION = {
  ...PRODUCTION_ENV,
  ISSUER_TOKEN: 'i'.repeat(40),
  TRANSPORT_ADAPTER: 'http',
  TRANSPORT_URL: 'https://api.td.example.gov.hk/eticket/v1/',
  TRANSPORT_TOKEN: 't'.repeat(40),
};

describe('Transport Department configuration', () => {
  it('when production reads the Department over HTTPS, then the adapter has its address without the trailing slash, its token and the default time-out', () => {
    expect(loadConfig(PRODUCTION).transport).toEqual({
      adapter: 'http',
      http: {
        url: 'https://api.td.example.gov.hk/eticket/v1',
        token: 't'.repeat(40),
        timeoutMs: 3000,
      },
      sandboxToken: 't'.repeat(40),
    });
    expect(loadConfig({ ...PRODUCTION, TRANSPORT_TIMEOUT_MS: '1500' }).transport.http?.timeoutMs).toBe(1500);
  });

  it.each([
    [{ TRANSPORT_URL: undefined }, ['TRANSPORT_URL']],
    [{ TRANSPORT_URL: 'http://api.td.example.gov.hk/v1' }, ['TRANSPORT_URL']],
    [{ TRANSPORT_URL: 'ftp://api.td.example.gov.hk/v1' }, ['TRANSPORT_URL']],
    [{ TRANSPORT_TOKEN: undefined }, ['TRANSPORT_TOKEN']],
    [{ TRANSPORT_TOKEN: 't'.repeat(20) }, ['TRANSPORT_TOKEN']],
    [{ TRANSPORT_TIMEOUT_MS: '50' }, ['TRANSPORT_TIMEOUT_MS']],
    [{ TRANSPORT_ADAPTER: 'ldap' }, ['TRANSPORT_ADAPTER']],
  ])('when production has %j, then start-up is refused naming %j', (change, names) => {
    expect(configRefusals({ ...PRODUCTION, ...change })).toEqual(names);
  });

  it('when demo mode sets nothing, then the sandbox answers and its HTTP contract takes the demo token', () => {
    expect(loadConfig({}).transport).toEqual({
      adapter: 'sandbox',
      http: undefined,
      sandboxToken: DEMO_TRANSPORT_TOKEN,
    });
  });

  it('when demo mode reads the Department over plain HTTP without a token, then the demo token is sent; without an address it refuses', () => {
    const env = {
      TRANSPORT_ADAPTER: 'http',
      TRANSPORT_URL: 'http://127.0.0.1:8080/sandbox/transport/api/v1',
    };
    expect(loadConfig(env).transport.http).toEqual({
      url: 'http://127.0.0.1:8080/sandbox/transport/api/v1',
      token: DEMO_TRANSPORT_TOKEN,
      timeoutMs: 3000,
    });
    expect(configRefusals({ TRANSPORT_ADAPTER: 'http' })).toEqual(['TRANSPORT_URL']);
  });

  it('when production leaves the sandbox as the Department without a token, then its HTTP contract refuses every call (no demo token)', () => {
    const config = loadConfig({
      ...PRODUCTION,
      TRANSPORT_ADAPTER: 'sandbox',
      TRANSPORT_TOKEN: undefined,
      TRANSPORT_URL: undefined,
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(config.transport).toEqual({ adapter: 'sandbox', http: undefined, sandboxToken: undefined });
  });
});
