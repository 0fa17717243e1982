import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ISSUER_TOKEN, loadConfig } from './config.ts';

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
  ])('when %j is given, then start-up stops naming the variable', (env, text) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(text);
  });

  it('when production mode has a long issuer token, then demo data is off by default', () => {
    const config = loadConfig({ APP_MODE: 'production', ISSUER_TOKEN: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });
});
