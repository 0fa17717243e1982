import { isEmptyValue } from '../common/masking.ts';

/**
 * Display form of an offence or contravention code (spec section 3): leading zeros stripped, then the
 * trailing character in brackets — '0054A' → '54(A)', '011' → '1(1)'.
 *
 * Edge cases: when a single character remains there is nothing to bracket it against, so it shows as is
 * ('05' → '5'); an all-zero code keeps one zero ('000' → '0'); an empty code shows '-' like any empty
 * value. The code is trimmed and upper-cased so '54a' and '54A' read the same.
 */
export function formatTrafficCode(code: string | number | null | undefined): string {
  if (isEmptyValue(code)) return '-';
  const text = String(code).trim().toUpperCase();
  const significant = text.replace(/^0+/, '') || '0';
  if (significant.length === 1) return significant;
  return `${significant.slice(0, -1)}(${significant.slice(-1)})`;
}
