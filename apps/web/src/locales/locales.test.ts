import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eticket/domain/common/locale';

/**
 * Every namespace, in every language, has the same keys: src/locales/<lang>.json (common) and
 * src/features/<feature>/locales/<lang>.json, found by glob so a new feature is checked without edits.
 */
const files = import.meta.glob<unknown>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Leaf keys as dotted paths; i18next plural forms count as their base key (Chinese has only _other). */
function keysOf(value: unknown, path = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, path ? `${path}.${k}` : k));
  }
  return [path.replace(PLURAL, '')];
}

function namespaceOf(file: string): string {
  const feature = /features\/([^/]+)\/locales\//.exec(file);
  return feature ? feature[1]! : 'common';
}

const namespaces = new Map<string, Map<string, unknown>>();
for (const [file, content] of Object.entries(files)) {
  const language = /([^/]+)\.json$/.exec(file)![1]!;
  const ns = namespaceOf(file);
  if (!namespaces.has(ns)) namespaces.set(ns, new Map());
  namespaces.get(ns)!.set(language, content);
}

describe('locale files', () => {
  it('when the files are globbed, then the common namespace and at least one feature are found', () => {
    expect(namespaces.has('common')).toBe(true);
    expect(namespaces.size).toBeGreaterThan(1);
  });

  it.each([...namespaces.keys()])(
    'when namespace %s is read, then it exists in all three languages',
    (ns) => {
      expect([...namespaces.get(ns)!.keys()].sort()).toEqual([...LOCALES].sort());
    },
  );

  it.each([...namespaces.keys()])(
    'when namespace %s is read, then every language has the same keys',
    (ns) => {
      const byLanguage = namespaces.get(ns)!;
      const english = new Set(keysOf(byLanguage.get('en')));
      for (const locale of LOCALES) {
        const keys = new Set(keysOf(byLanguage.get(locale)));
        const missing = [...english].filter((k) => !keys.has(k));
        const extra = [...keys].filter((k) => !english.has(k));
        expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
      }
    },
  );

  it('when the common texts are read in Chinese, then they are written in Chinese, not copied from English', () => {
    const common = namespaces.get('common')!;
    const english = common.get('en') as Record<string, Record<string, string>>;
    for (const locale of ['zh-hk', 'zh-cn'] as const) {
      const texts = common.get(locale) as Record<string, Record<string, string>>;
      expect(texts.routes!.TicketSearch).not.toBe(english.routes!.TicketSearch);
      expect(texts.errors!.systemError).toMatch(/\p{Script=Han}/u);
    }
  });
});
