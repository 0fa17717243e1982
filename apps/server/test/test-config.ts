import { ConfigError, loadConfig, type Config } from '../src/config.ts';

export const TEST_ISSUER_TOKEN = 'test-issuer-token-0123456789abcdef';

/** The configuration of the test server: silent, with the issuer token the tests call with, no demo seeding. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ISSUER_TOKEN: TEST_ISSUER_TOKEN, SEED_DEMO: 'false', ...env });
}

/** The variables a start with `env` is refused for, in the order the refusal names them (none: it starts). */
export function configRefusals(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [...error.message.matchAll(/^ {2}(\w+)=/gm)].map((m) => m[1]!);
  }
}
