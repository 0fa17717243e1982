import type { Localized } from '../common/locale.ts';
import type { CatalogueEntry } from '../params/catalogue-entry.ts';

/** The class code groups of the spec (section 3, Vehicle), with their labels. */
export const VEHICLE_CLASS_GROUPS = {
  BUS: { en: 'Bus', 'zh-hk': '巴士', 'zh-cn': '巴士' },
  TAXI: { en: 'Taxi', 'zh-hk': '的士', 'zh-cn': '的士' },
  SCOOTER: { en: 'Motorcycle', 'zh-hk': '電單車', 'zh-cn': '电单车' },
  TRUCKS: { en: 'Goods vehicle', 'zh-hk': '貨車', 'zh-cn': '货车' },
  PRIVATE_CAR: { en: 'Private car', 'zh-hk': '私家車', 'zh-cn': '私家车' },
  MINIBUS: { en: 'Light bus', 'zh-hk': '小巴', 'zh-cn': '小巴' },
} as const satisfies Record<string, Localized>;
export type VehicleClassGroup = keyof typeof VEHICLE_CLASS_GROUPS;

function entry(code: string, name: string, group: VehicleClassGroup, label: Localized): CatalogueEntry {
  return { code, name, label, group };
}

/**
 * Vehicle class codes and their groups (spec section 3, Vehicle). The codes and groups are the spec's;
 * the label of each code is our decision (the spec names only the groups): 001 private car, 065 private
 * car for a disabled driver, 003 public light bus, 015 scheduled (green) public light bus, 007 private
 * light bus, 020 private bus, 030 to 038 public and non-franchised bus services, 011 to 014 goods
 * vehicles by weight plus special purpose vehicles, 080 tractor unit, 090 trailer, 050 motorcycle, 060
 * motor tricycle, 070 motorcycle with sidecar.
 */
export const VEHICLE_CLASS_CATALOGUE: readonly CatalogueEntry[] = [
  entry('001', 'PRIVATE_CAR', 'PRIVATE_CAR', { en: 'Private car', 'zh-hk': '私家車', 'zh-cn': '私家车' }),
  entry('003', 'PUBLIC_LIGHT_BUS', 'MINIBUS', {
    en: 'Public light bus',
    'zh-hk': '公共小巴',
    'zh-cn': '公共小巴',
  }),
  entry('004', 'URBAN_TAXI', 'TAXI', { en: 'Urban taxi', 'zh-hk': '市區的士', 'zh-cn': '市区的士' }),
  entry('005', 'NT_TAXI', 'TAXI', { en: 'New Territories taxi', 'zh-hk': '新界的士', 'zh-cn': '新界的士' }),
  entry('006', 'LANTAU_TAXI', 'TAXI', { en: 'Lantau taxi', 'zh-hk': '大嶼山的士', 'zh-cn': '大屿山的士' }),
  entry('007', 'PRIVATE_LIGHT_BUS', 'MINIBUS', {
    en: 'Private light bus',
    'zh-hk': '私家小巴',
    'zh-cn': '私家小巴',
  }),
  entry('011', 'LIGHT_GOODS_VEHICLE', 'TRUCKS', {
    en: 'Light goods vehicle',
    'zh-hk': '輕型貨車',
    'zh-cn': '轻型货车',
  }),
  entry('012', 'MEDIUM_GOODS_VEHICLE', 'TRUCKS', {
    en: 'Medium goods vehicle',
    'zh-hk': '中型貨車',
    'zh-cn': '中型货车',
  }),
  entry('013', 'HEAVY_GOODS_VEHICLE', 'TRUCKS', {
    en: 'Heavy goods vehicle',
    'zh-hk': '重型貨車',
    'zh-cn': '重型货车',
  }),
  entry('014', 'SPECIAL_PURPOSE_VEHICLE', 'TRUCKS', {
    en: 'Special purpose vehicle',
    'zh-hk': '特別用途車輛',
    'zh-cn': '特别用途车辆',
  }),
  entry('015', 'SCHEDULED_PUBLIC_LIGHT_BUS', 'MINIBUS', {
    en: 'Public light bus (scheduled service)',
    'zh-hk': '專線小巴',
    'zh-cn': '专线小巴',
  }),
  entry('020', 'PRIVATE_BUS', 'BUS', { en: 'Private bus', 'zh-hk': '私家巴士', 'zh-cn': '私家巴士' }),
  entry('030', 'FRANCHISED_BUS_SINGLE_DECK', 'BUS', {
    en: 'Franchised bus (single-deck)',
    'zh-hk': '專營巴士（單層）',
    'zh-cn': '专营巴士（单层）',
  }),
  entry('031', 'FRANCHISED_BUS_DOUBLE_DECK', 'BUS', {
    en: 'Franchised bus (double-deck)',
    'zh-hk': '專營巴士（雙層）',
    'zh-cn': '专营巴士（双层）',
  }),
  entry('032', 'NON_FRANCHISED_BUS', 'BUS', {
    en: 'Non-franchised public bus',
    'zh-hk': '非專營公共巴士',
    'zh-cn': '非专营公共巴士',
  }),
  entry('033', 'STUDENT_SERVICE_BUS', 'BUS', {
    en: 'Student service bus',
    'zh-hk': '學生服務巴士',
    'zh-cn': '学生服务巴士',
  }),
  entry('034', 'TOUR_SERVICE_BUS', 'BUS', {
    en: 'Tour service coach',
    'zh-hk': '旅遊服務巴士',
    'zh-cn': '旅游服务巴士',
  }),
  entry('035', 'RESIDENTS_SERVICE_BUS', 'BUS', {
    en: "Residents' service bus",
    'zh-hk': '居民服務巴士',
    'zh-cn': '居民服务巴士',
  }),
  entry('036', 'EMPLOYEES_SERVICE_BUS', 'BUS', {
    en: "Employees' service bus",
    'zh-hk': '僱員服務巴士',
    'zh-cn': '雇员服务巴士',
  }),
  entry('037', 'HOTEL_SERVICE_BUS', 'BUS', {
    en: 'Hotel service bus',
    'zh-hk': '酒店服務巴士',
    'zh-cn': '酒店服务巴士',
  }),
  entry('038', 'CROSS_BOUNDARY_COACH', 'BUS', {
    en: 'Cross-boundary coach',
    'zh-hk': '過境巴士',
    'zh-cn': '过境巴士',
  }),
  entry('050', 'MOTORCYCLE', 'SCOOTER', { en: 'Motorcycle', 'zh-hk': '電單車', 'zh-cn': '电单车' }),
  entry('060', 'MOTOR_TRICYCLE', 'SCOOTER', {
    en: 'Motor tricycle',
    'zh-hk': '機動三輪車',
    'zh-cn': '机动三轮车',
  }),
  entry('065', 'PRIVATE_CAR_DISABLED_DRIVER', 'PRIVATE_CAR', {
    en: 'Private car (disabled driver)',
    'zh-hk': '私家車（傷殘駕駛人）',
    'zh-cn': '私家车（伤残驾驶人）',
  }),
  entry('070', 'MOTORCYCLE_WITH_SIDECAR', 'SCOOTER', {
    en: 'Motorcycle with sidecar',
    'zh-hk': '附有邊車的電單車',
    'zh-cn': '附有边车的电单车',
  }),
  entry('080', 'TRACTOR_UNIT', 'TRUCKS', { en: 'Tractor unit', 'zh-hk': '拖頭', 'zh-cn': '拖头' }),
  entry('090', 'TRAILER', 'TRUCKS', { en: 'Trailer', 'zh-hk': '拖車', 'zh-cn': '拖车' }),
];
