import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/identity-helpers.ts';
import { configRefusals } from '../test/test-config.ts';
import { loadConfig } from './config.ts';

const IAMSMART = {
  IAMSMART_ISSUER: 'https://idp.iamsmart.example/oidc',
  IAMSMART_CLIENT_ID: 'eticket-portal',
  IAMSMART_CLIENT_SECRET: 's'.repeat(32),
  IAMSMART_REDIRECT_BASE_URL: 'https://eticket.police.gov.hk/',
};

describe('identity provider settings', () => {
  it('when a provider has its four settings, then it is reached over OpenID Connect and the other is not', () => {
    const { identity } = loadConfig({ ...PRODUCTION_ENV, ISSUER_TOKEN: 'i'.repeat(40), ...IAMSMART });
    expect(identity.oidc.IAMSMART).toEqual({
      issuer: IAMSMART.IAMSMART_ISSUER,
      clientId: 'eticket-portal',
      clientSecret: 's'.repeat(32),
      redirectBaseUrl: 'https://eticket.police.gov.hk',
    });
    expect(identity.oidc.DSL).toBeUndefined();
    expect(identity.timeoutMs).toBe(10_000);
  });

  it('when only some of a provider settings are set, then the start names the missing ones', () => {
    expect(configRefusals({ DSL_ISSUER: 'https://dsl.example/oidc', DSL_CLIENT_ID: 'portal' })).toEqual([
      'DSL_CLIENT_SECRET',
      'DSL_REDIRECT_BASE_URL',
    ]);
  });

  it('when production reaches a provider over plain HTTP, then it refuses to start', () => {
    const env = {
      ...PRODUCTION_ENV,
      ISSUER_TOKEN: 'i'.repeat(40),
      ...IAMSMART,
      IAMSMART_ISSUER: 'http://idp.iamsmart.example/oidc',
    };
    expect(configRefusals(env)).toEqual(['IAMSMART_ISSUER']);
    expect(configRefusals({ ...env, APP_MODE: 'demo' })).toEqual([]);
  });
});
