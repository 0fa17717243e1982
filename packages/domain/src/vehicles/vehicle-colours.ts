import type { CatalogueEntry } from '../params/catalogue-entry.ts';

/**
 * Vehicle colour codes: letters A to V and digits 0 to 9 (spec section 3, Vehicle).
 *
 * Decision (the spec does not show the pairing): the sixteen base colours take the letters A to P in the
 * order the spec lists them (PURPLE, BEIGE, GOLD, BLACK, GREY, WHITE, YELLOW, ORANGE, RED, BROWN, BLUE,
 * TURQUOISE, GREEN, SILVER, PINK, MULTIPLE). The sixteen '-VAR' forms (another shade of the colour:
 * light, dark, metallic or pearl) follow in the same order on the remaining codes, Q to V and then 0 to 9.
 * The pairing must be checked against the Transport Department's table before real data is loaded.
 */
const BASE: ReadonlyArray<readonly [name: string, en: string, zhHk: string, zhCn: string]> = [
  ['PURPLE', 'Purple', '紫色', '紫色'],
  ['BEIGE', 'Beige', '米色', '米色'],
  ['GOLD', 'Gold', '金色', '金色'],
  ['BLACK', 'Black', '黑色', '黑色'],
  ['GREY', 'Grey', '灰色', '灰色'],
  ['WHITE', 'White', '白色', '白色'],
  ['YELLOW', 'Yellow', '黃色', '黄色'],
  ['ORANGE', 'Orange', '橙色', '橙色'],
  ['RED', 'Red', '紅色', '红色'],
  ['BROWN', 'Brown', '啡色', '棕色'],
  ['BLUE', 'Blue', '藍色', '蓝色'],
  ['TURQUOISE', 'Turquoise', '綠松色', '绿松色'],
  ['GREEN', 'Green', '綠色', '绿色'],
  ['SILVER', 'Silver', '銀色', '银色'],
  ['PINK', 'Pink', '粉紅色', '粉红色'],
  ['MULTIPLE', 'Multi-coloured', '多種顏色', '多种颜色'],
];

const BASE_CODES = 'ABCDEFGHIJKLMNOP';
const VAR_CODES = 'QRSTUV0123456789';

export const VEHICLE_COLOUR_CATALOGUE: readonly CatalogueEntry[] = [
  ...BASE.map(([name, en, zhHk, zhCn], i) => ({
    code: BASE_CODES.charAt(i),
    name,
    label: { en, 'zh-hk': zhHk, 'zh-cn': zhCn },
  })),
  ...BASE.map(([name, en, zhHk, zhCn], i) => ({
    code: VAR_CODES.charAt(i),
    name: `${name}-VAR`,
    label:
      name === 'MULTIPLE'
        ? {
            en: 'Multi-coloured (other combination)',
            'zh-hk': '多種顏色（其他組合）',
            'zh-cn': '多种颜色（其他组合）',
          }
        : { en: `${en} (other shade)`, 'zh-hk': `${zhHk}（其他色調）`, 'zh-cn': `${zhCn}（其他色调）` },
  })),
];
