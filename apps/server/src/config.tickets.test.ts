import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = {
  APP_MODE: 'production',
  ISSUER_TOKEN: 'i'.repeat(40),
  SESSION_SECRET: 's'.repeat(40),
  CAPTCHA_SECRET: 'c'.repeat(40),
  PAY_GATEWAY_SECRET: 'g'.repeat(40),
  PAY_GATEWAY_URL: 'https://gateway.example.com/api',
  TRANSPORT_ADAPTER: 'sandbox',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
};

describe('tickets and payments configuration', () => {
  it('when production is fully configured, then it loads with the gateway given', () => {
    expect(loadConfig(PRODUCTION).tickets).toMatchObject({
      payGatewayUrl: 'https://gateway.example.com/api',
      benchDisableGuards: false,
      lookupRatePerMinute: 10,
    });
  });

  it.each([
    ['BENCH_DISABLE_GUARDS', { BENCH_DISABLE_GUARDS: 'true' }],
    ['CAPTCHA_SECRET', { CAPTCHA_SECRET: undefined }],
    ['PAY_GATEWAY_SECRET', { PAY_GATEWAY_SECRET: 'short-secret-0123' }],
    ['PAY_GATEWAY_URL', { PAY_GATEWAY_URL: undefined }],
  ])('when production is started with %s wrong or missing, then it refuses naming it', (name, change) => {
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(name);
  });

  it('when demo mode has nothing configured, then the bench flag is allowed and the sandbox gateway is used', () => {
    const config = loadConfig({ BENCH_DISABLE_GUARDS: 'true' });
    expect(config.tickets).toMatchObject({ benchDisableGuards: true, payGatewayUrl: undefined });
  });
});
