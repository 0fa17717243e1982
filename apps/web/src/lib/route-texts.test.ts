import { describe, expect, it } from 'vitest';
import { ROUTE_TEXT_SECTIONS } from '../../locale-sections.ts';

type Texts = Record<string, unknown>;
const whole = import.meta.glob<Texts>('../locales/*.json', { eager: true, import: 'default' });
const shell = import.meta.glob<Texts>('../locales/*.json', {
  eager: true,
  query: '?shell-texts',
  import: 'default',
});
const pages = import.meta.glob<Texts>('../locales/*.json', {
  eager: true,
  query: '?route-texts',
  import: 'default',
});

describe('common texts split for the entry (ADR 0039)', () => {
  it.each(Object.keys(whole))(
    'when %s is split, then the shell part has no page titles and the two parts make the whole file',
    (file) => {
      expect(Object.keys(shell[file]!).filter((key) => ROUTE_TEXT_SECTIONS.includes(key))).toEqual([]);
      expect(Object.keys(pages[file]!).sort()).toEqual([...ROUTE_TEXT_SECTIONS].sort());
      expect({ ...shell[file], ...pages[file] }).toEqual(whole[file]);
    },
  );
});
