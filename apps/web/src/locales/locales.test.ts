import { describe, expect, it } from 'vitest';
import { LOCALES } from '@eticket/domain/common/locale';

/**
 * The one key-parity test: every namespace, in every language, has the same keys, no empty or placeholder
 * text, and Chinese texts that are translated. It reads src/locales/<lang>.json (common) and
 * src/features/<feature>/locales/<lang>.json, found by glob, so a new feature is checked without edits.
 */
const files = import.meta.glob<unknown>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Every leaf text as 'path = value'; i18next plural forms count as their base key (Chinese has only
 * _other), and array items count one by one.
 */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path.replace(PLURAL, ''), value);
  else if (Array.isArray(value))
    value.forEach((v, i) => leaves(v, `${path}[${i}]`).forEach((s, k) => out.set(k, s)));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      leaves(v, path ? `${path}.${k}` : k).forEach((s, p) => out.set(p, s));
  return out;
}

/** Texts that read the same in every language (proper names; English named in English), by namespace. */
const SAME_IN_EVERY_LANGUAGE: Record<string, string[]> = {
  common: ['footer.facebook', 'footer.instagram', 'footer.youtube', 'language.en'],
  content: ['cookies.title'],
};

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
      const english = new Set(leaves(byLanguage.get('en')).keys());
      for (const locale of LOCALES) {
        const keys = new Set(leaves(byLanguage.get(locale)).keys());
        const missing = [...english].filter((k) => !keys.has(k));
        const extra = [...keys].filter((k) => !english.has(k));
        expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
      }
    },
  );

  it.each([...namespaces.keys()])(
    'when namespace %s is read, then no text is empty or a placeholder',
    (ns) => {
      for (const [locale, file] of namespaces.get(ns)!) {
        for (const [path, text] of leaves(file)) {
          expect(text.trim(), `${locale} ${path}`).not.toBe('');
          expect(text, `${locale} ${path}`).not.toMatch(/TODO|TBD|lorem|xxx/i);
        }
      }
    },
  );

  it.each([...namespaces.keys()])(
    'when namespace %s is read in Chinese, then its texts are translated, not copied from English',
    (ns) => {
      const byLanguage = namespaces.get(ns)!;
      const english = leaves(byLanguage.get('en'));
      for (const locale of ['zh-hk', 'zh-cn'] as const) {
        const untranslated = [...leaves(byLanguage.get(locale))].filter(
          ([path, text]) => text === english.get(path) && /[a-z]{4}/i.test(text),
        );
        expect(untranslated.map(([path]) => path).sort(), locale).toEqual(SAME_IN_EVERY_LANGUAGE[ns] ?? []);
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

  it.each([...namespaces.keys()])(
    'when namespace %s speaks of a message, then it says 訊息 in Traditional and 信息 in Simplified Chinese',
    (ns) => {
      // The server's texts and the error catalogue use the same words (消息 stays for "news").
      const byLanguage = namespaces.get(ns)!;
      const other = { 'zh-hk': /信息|讯息/, 'zh-cn': /訊息|讯息/ } as const;
      for (const locale of ['zh-hk', 'zh-cn'] as const) {
        const wrong = [...leaves(byLanguage.get(locale))].filter(([, text]) => other[locale].test(text));
        expect(
          wrong.map(([path]) => path),
          locale,
        ).toEqual([]);
      }
    },
  );
});
