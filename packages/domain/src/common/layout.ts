/** Layout environments by viewport width (specification sections 2 and 9). */

export const BREAKPOINTS = { pc: 1128, tablet: 768 } as const;

/** 0 PC, 1 tablet, 2 mobile: the numbers the spec uses for the client's env state. */
export type LayoutEnv = 0 | 1 | 2;

const BASE_FONT_PX = 32;
const MOBILE_DESIGN_WIDTH = 375;

/** A width that is not a positive number is unknown (e.g. rendering without a window): treat it as PC. */
function knownWidth(width: number): number | null {
  return Number.isFinite(width) && width > 0 ? width : null;
}

export function layoutEnvOf(width: number): LayoutEnv {
  const w = knownWidth(width);
  if (w === null || w >= BREAKPOINTS.pc) return 0;
  return w >= BREAKPOINTS.tablet ? 1 : 2;
}

/**
 * Root font size in px. Only mobile scales (the design is drawn at 375 px), and never above 1, so a wide
 * phone keeps the base size; PC and tablet always use the base 32 px. Rounded to 2 decimals to keep the
 * style attribute short.
 */
export function rootFontSize(width: number): number {
  const w = knownWidth(width);
  if (w === null || layoutEnvOf(w) !== 2) return BASE_FONT_PX;
  const scale = Math.min(1, w / MOBILE_DESIGN_WIDTH);
  return Math.round(BASE_FONT_PX * scale * 100) / 100;
}
