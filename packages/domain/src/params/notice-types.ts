import type { CatalogueEntry } from './catalogue-entry.ts';

/** Fixed penalty notice types: 525 parking (Cap. 237) and 570 moving offences (Cap. 240). */
export const NOTICE_TYPE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: '525',
    name: 'PARKING',
    label: {
      en: 'Fixed penalty notice: parking contravention',
      'zh-hk': '違例泊車定額罰款通知書',
      'zh-cn': '违例泊车定额罚款通知书',
    },
  },
  {
    code: '570',
    name: 'MOVING',
    label: {
      en: 'Fixed penalty notice: moving offence',
      'zh-hk': '行車違例定額罰款通知書',
      'zh-cn': '行车违例定额罚款通知书',
    },
  },
];
