import { loadConfig } from '../src/config.ts';
import type { Config } from '../src/config.ts';

export const TEST_ISSUER_TOKEN = 'test-issuer-token-0123456789abcdef';

/** The configuration of the test server: silent, with the issuer token the tests call with, no demo seeding. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ISSUER_TOKEN: TEST_ISSUER_TOKEN, SEED_DEMO: 'false', ...env });
}
