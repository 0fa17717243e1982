import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ISSUER_TOKEN, loadConfig } from './config.ts';

/** Every secret production mode requires, so each test below varies one thing only. */
const PRODUCTION = {
  APP_MODE: 'production',
  ISSUER_TOKEN: 'x'.repeat(40),
  SESSION_SECRET: 's'.repeat(40),
  CAPTCHA_SECRET: 'c'.repeat(40),
  PAY_GATEWAY_SECRET: 'g'.repeat(40),
  PAY_GATEWAY_URL: 'https://gateway.example.com/api',
  // No Transport Department adapter exists but the sandbox, so production runs on it only when allowed.
  TRANSPORT_ADAPTER: 'sandbox',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
};

describe('loadConfig', () => {
  it('when nothing is set, then it runs in demo mode on the embedded database at port 8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'demo',
      port: 8080,
      dataDir: './data',
      databaseUrl: undefined,
      seedDemo: true,
    });
    expect(config.issuerToken).toBe(DEMO_ISSUER_TOKEN);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT="eighty"'],
    [{ PORT: '70000' }, 'PORT="70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x": must start with postgres://'],
    [{ APP_MODE: 'prod' }, 'APP_MODE="prod"'],
    [{ APP_MODE: 'production' }, 'ISSUER_TOKEN="": is required in production mode'],
    [{ APP_MODE: 'production', ISSUER_TOKEN: 'short-but-16-chars' }, 'at least 32 characters'],
    // The delay at SIGTERM counts within the 25 s a shutdown may take.
    [{ SHUTDOWN_DELAY_SECONDS: '20' }, 'SHUTDOWN_DELAY_SECONDS="20"'],
  ])('when %j is given, then start-up stops naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(text);
  });

  it('when production mode has a long issuer token, then demo data is off by default', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.seedDemo).toBe(false);
    expect(config.sandboxEnabled).toBe(false);
    expect(config.apiDocsEnabled).toBe(false);
  });

  it.each([
    [{}, true],
    [{ API_DOCS_ENABLED: 'false' }, false],
    [{ ...PRODUCTION, API_DOCS_ENABLED: 'true' }, true],
  ])('when %j is given, then the API explorer is served: %s', (env, served) => {
    expect(loadConfig(env).apiDocsEnabled).toBe(served);
  });

  it.each([
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET="short"'],
    [{ SESSION_SECRET: 's'.repeat(20) }, 'SESSION_SECRET="ssssssssssssssssssss": must be set to at least 32'],
    [
      { SESSION_SECRET: 's'.repeat(40), SANDBOX_ENABLED: 'true', ALLOW_SANDBOX_IN_PRODUCTION: 'false' },
      'SANDBOX_ENABLED="true": sandboxes stand in for real identity providers; set ALLOW_SANDBOX_IN_PRODUCTION=true',
    ],
    [{ TRANSPORT_ADAPTER: undefined }, 'TRANSPORT_ADAPTER="": is required in production mode'],
    [
      { ALLOW_SANDBOX_IN_PRODUCTION: 'false' },
      'TRANSPORT_ADAPTER="sandbox": the sandbox stands in for the Transport Department',
    ],
  ])('when production mode has %j, then start-up stops naming the variable', (extra, text) => {
    const env = { ...PRODUCTION, ...extra };
    expect(() => loadConfig(env)).toThrowError(text);
  });

  it('when production mode explicitly allows the sandboxes, then it starts with them on', () => {
    const config = loadConfig({
      ...PRODUCTION,
      SANDBOX_ENABLED: 'true',
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    });
    expect(config.sandboxEnabled).toBe(true);
  });

  it('when production mode allows the sandbox only as the Transport Department, then the other sandboxes stay off', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ transport: { adapter: 'sandbox' }, sandboxEnabled: false });
  });
});
