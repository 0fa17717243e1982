import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * The landmark an offence location refers to (spec section 3, Offence location). The spec names the
 * features but not their letters: the letters are our decision (the initial; P for lamp Post, M for
 * Meter, X for Other so that no code reads like a zero).
 */
export const LOCATION_FEATURE_CATALOGUE: readonly CatalogueEntry[] = [
  { code: 'H', name: 'HOUSE', label: { en: 'House', 'zh-hk': '門牌', 'zh-cn': '门牌' } },
  { code: 'L', name: 'LOT', label: { en: 'Lot', 'zh-hk': '地段', 'zh-cn': '地段' } },
  { code: 'C', name: 'CHANNEL', label: { en: 'Channel', 'zh-hk': '明渠', 'zh-cn': '明渠' } },
  { code: 'P', name: 'LAMP', label: { en: 'Lamp post', 'zh-hk': '燈柱', 'zh-cn': '灯柱' } },
  { code: 'M', name: 'METER_NO', label: { en: 'Meter No.', 'zh-hk': '咪錶號碼', 'zh-cn': '咪表号码' } },
  { code: 'J', name: 'JUNCTION_WITH', label: { en: 'Junction with', 'zh-hk': '交界處', 'zh-cn': '交界处' } },
  { code: 'B', name: 'BLDG', label: { en: 'Building', 'zh-hk': '大廈', 'zh-cn': '大厦' } },
  { code: 'E', name: 'ERECTION', label: { en: 'Erection', 'zh-hk': '構築物', 'zh-cn': '构筑物' } },
  { code: 'X', name: 'OTHER', label: { en: 'Other', 'zh-hk': '其他', 'zh-cn': '其他' } },
];
