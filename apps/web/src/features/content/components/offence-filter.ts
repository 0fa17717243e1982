import { formatTrafficCode } from '@eticket/domain/tickets/traffic-code';
import type { Locale } from '@eticket/domain/common/locale';
import type { OffenceEntry } from '@eticket/domain/params/params.schemas';

const normalise = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Codes match as typed ('04'), as shown ('4', '54(A)'), or without leading zeros ('54a'). */
function codeMatches(code: string, term: string): boolean {
  const raw = code.toLowerCase();
  const shown = formatTrafficCode(code).toLowerCase();
  const bare = raw.replace(/^0+/, '') || '0';
  const termBare = term.replace(/[()]/g, '').replace(/^0+/, '') || '0';
  return raw === term || shown === term || bare === termBare;
}

/**
 * Everyday words that the catalogue spells out formally: a search for the word also finds the formal
 * wording ('超速' is written '超越速度限制', a mobile is '流動電話').
 */
const ALIASES: Record<string, string[]> = {
  超速: ['超越速度'],
  手機: ['流動電話'],
  手机: ['流动电话'],
  違泊: ['停泊'],
  违泊: ['停泊'],
  speeding: ['speed'],
  phone: ['mobile phone'],
};

function wordMatches(haystack: string, word: string): boolean {
  return (
    haystack.includes(word) ||
    (Object.hasOwn(ALIASES, word) && ALIASES[word]!.some((alias) => haystack.includes(alias)))
  );
}

/**
 * The offences that match a search: every word must appear in the description (in the language shown
 * or in English) or the regulation, or the whole query must name the code. Chinese has no spaces, so a
 * Chinese query is one "word" matched as a substring.
 */
export function filterOffences(offences: OffenceEntry[], query: string, locale: Locale): OffenceEntry[] {
  const q = normalise(query);
  if (q === '') return offences;
  const words = q.split(' ');
  return offences.filter((o) => {
    if (codeMatches(o.code, q)) return true;
    const haystack = normalise(`${o.description[locale]} ${o.description.en} ${o.regulation}`);
    return words.every((word) => wordMatches(haystack, word));
  });
}
