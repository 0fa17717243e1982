import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@eticket/domain/errors/error-catalogue';

const SRC = join(import.meta.dirname, '../..');

function testSources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return testSources(path);
      return e.name.endsWith('.test.ts') && e.name !== 'error-coverage.test.ts'
        ? readFileSync(path, 'utf8')
        : '';
    })
    .join('\n');
}

describe('the ticket, payment and message errors of the catalogue', () => {
  it('when the route tests are read, then every TKT-E, PAY-E and MSG-E code is asserted somewhere', () => {
    const sources = testSources(SRC);
    const codes = Object.values(ERRORS)
      .map((e) => e.code)
      .filter((c) => /^(TKT|PAY|MSG)-E-/.test(c));
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((code) => !sources.includes(`'${code}'`))).toEqual([]);
  });
});
