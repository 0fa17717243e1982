import type { CatalogueEntry } from '../params/catalogue-entry.ts';

/**
 * Vehicle type labels (spec section 3, Vehicle). The spec names the kinds but gives no codes: the code is
 * the constant name (our decision), as for the status tables.
 */
export const VEHICLE_TYPE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: 'PRIVATE_CAR',
    name: 'PRIVATE_CAR',
    label: { en: 'Private car', 'zh-hk': '私家車', 'zh-cn': '私家车' },
  },
  {
    code: 'URBAN_TAXI',
    name: 'URBAN_TAXI',
    label: { en: 'Urban taxi', 'zh-hk': '市區的士', 'zh-cn': '市区的士' },
  },
  {
    code: 'NT_TAXI',
    name: 'NT_TAXI',
    label: { en: 'New Territories taxi', 'zh-hk': '新界的士', 'zh-cn': '新界的士' },
  },
  {
    code: 'LANTAU_TAXI',
    name: 'LANTAU_TAXI',
    label: { en: 'Lantau taxi', 'zh-hk': '大嶼山的士', 'zh-cn': '大屿山的士' },
  },
  {
    code: 'PUBLIC_LIGHT_BUS',
    name: 'PUBLIC_LIGHT_BUS',
    label: { en: 'Public light bus', 'zh-hk': '公共小巴', 'zh-cn': '公共小巴' },
  },
  {
    code: 'PRIVATE_LIGHT_BUS',
    name: 'PRIVATE_LIGHT_BUS',
    label: { en: 'Private light bus', 'zh-hk': '私家小巴', 'zh-cn': '私家小巴' },
  },
  {
    code: 'FRANCHISED_BUS_SINGLE_DECK',
    name: 'FRANCHISED_BUS_SINGLE_DECK',
    label: { en: 'Franchised bus (single-deck)', 'zh-hk': '專營巴士（單層）', 'zh-cn': '专营巴士（单层）' },
  },
  {
    code: 'FRANCHISED_BUS_DOUBLE_DECK',
    name: 'FRANCHISED_BUS_DOUBLE_DECK',
    label: { en: 'Franchised bus (double-deck)', 'zh-hk': '專營巴士（雙層）', 'zh-cn': '专营巴士（双层）' },
  },
  {
    code: 'NON_FRANCHISED_BUS',
    name: 'NON_FRANCHISED_BUS',
    label: { en: 'Non-franchised public bus', 'zh-hk': '非專營公共巴士', 'zh-cn': '非专营公共巴士' },
  },
  {
    code: 'PRIVATE_BUS',
    name: 'PRIVATE_BUS',
    label: { en: 'Private bus', 'zh-hk': '私家巴士', 'zh-cn': '私家巴士' },
  },
  {
    code: 'LIGHT_GOODS_VEHICLE',
    name: 'LIGHT_GOODS_VEHICLE',
    label: { en: 'Light goods vehicle', 'zh-hk': '輕型貨車', 'zh-cn': '轻型货车' },
  },
  {
    code: 'MEDIUM_GOODS_VEHICLE',
    name: 'MEDIUM_GOODS_VEHICLE',
    label: { en: 'Medium goods vehicle', 'zh-hk': '中型貨車', 'zh-cn': '中型货车' },
  },
  {
    code: 'HEAVY_GOODS_VEHICLE',
    name: 'HEAVY_GOODS_VEHICLE',
    label: { en: 'Heavy goods vehicle', 'zh-hk': '重型貨車', 'zh-cn': '重型货车' },
  },
  {
    code: 'MOTORCYCLE',
    name: 'MOTORCYCLE',
    label: { en: 'Motorcycle', 'zh-hk': '電單車', 'zh-cn': '电单车' },
  },
  {
    code: 'MOTOR_TRICYCLE',
    name: 'MOTOR_TRICYCLE',
    label: { en: 'Motor tricycle', 'zh-hk': '機動三輪車', 'zh-cn': '机动三轮车' },
  },
  { code: 'TRAILER', name: 'TRAILER', label: { en: 'Trailer', 'zh-hk': '拖車', 'zh-cn': '拖车' } },
  {
    code: 'SPECIAL_PURPOSE_VEHICLE',
    name: 'SPECIAL_PURPOSE_VEHICLE',
    label: { en: 'Special purpose vehicle', 'zh-hk': '特別用途車輛', 'zh-cn': '特别用途车辆' },
  },
  { code: 'OTHERS', name: 'OTHERS', label: { en: 'Others', 'zh-hk': '其他', 'zh-cn': '其他' } },
];
