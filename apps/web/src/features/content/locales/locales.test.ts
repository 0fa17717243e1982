import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhHk from './zh-hk.json';
import zhCn from './zh-cn.json';

/** Every leaf of a locale file as 'path = value', with i18next plural suffixes folded into one key. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path.replace(/_(one|other)$/, ''), value);
  else if (Array.isArray(value))
    value.forEach((v, i) => leaves(v, `${path}[${i}]`).forEach((s, k) => out.set(k, s)));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      leaves(v, path ? `${path}.${k}` : k).forEach((s, p) => out.set(p, s));
  return out;
}

const files = { en, 'zh-hk': zhHk, 'zh-cn': zhCn };

describe('the content locale files', () => {
  it.each(Object.entries(files))('when %s is read, then it has exactly the keys of English', (_, file) => {
    expect([...leaves(file).keys()].sort()).toEqual([...leaves(en).keys()].sort());
  });

  it.each(Object.entries(files))('when %s is read, then no text is empty or a placeholder', (_, file) => {
    for (const [path, text] of leaves(file)) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/TODO|TBD|lorem|xxx/i);
    }
  });

  it.each([
    ['zh-hk', zhHk],
    ['zh-cn', zhCn],
  ])(
    'when %s is read, then its texts are translated (Chinese characters), not copied from English',
    (_, file) => {
      const english = leaves(en);
      const untranslated = [...leaves(file)].filter(
        ([path, text]) => text === english.get(path) && /[a-z]{4}/i.test(text),
      );
      // Proper names that read the same in every language.
      expect(untranslated.map(([path]) => path).sort()).toEqual(['cookies.title']);
    },
  );
});
