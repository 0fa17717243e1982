import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * How an offence location relates to its landmark (spec section 3, Offence location). The spec names the
 * five types but not their letters: the letters are our decision (the initial, and P for oPposite since O
 * is Outside). The Chinese labels are the words used in a Chinese location text, e.g. 「彌敦道12號對出」.
 */
export const LOCATION_TYPE_CATALOGUE: readonly CatalogueEntry[] = [
  { code: 'O', name: 'OUTSIDE', label: { en: 'Outside', 'zh-hk': '對出', 'zh-cn': '对出' } },
  { code: 'P', name: 'OPPOSITE', label: { en: 'Opposite', 'zh-hk': '對面', 'zh-cn': '对面' } },
  { code: 'I', name: 'INSIDE', label: { en: 'Inside', 'zh-hk': '內', 'zh-cn': '内' } },
  { code: 'A', name: 'AT', label: { en: 'At', 'zh-hk': '於', 'zh-cn': '于' } },
  { code: 'N', name: 'NEAR', label: { en: 'Near', 'zh-hk': '附近', 'zh-cn': '附近' } },
];
