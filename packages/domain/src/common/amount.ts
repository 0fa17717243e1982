/**
 * Money is held as integer cents of HKD so sums and comparisons are exact; only display turns it into
 * dollars. The arithmetic below stays in integers (and strings) to avoid binary-float rounding.
 */

const MAX_DECIMALS = 6;

function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '1,500.00' for 150000. Null or undefined shows '-'; 0 shows '0.00' because a zero amount is a real
 * amount, unlike the generic empty-value rule. Fractions of a cent are rounded half away from zero;
 * fewer than 2 decimals rounds the same way.
 */
export function formatAmount(cents: number | null | undefined, decimals = 2): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '-';
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}`);
  }
  const negative = cents < 0;
  let units = Math.round(Math.abs(cents));
  // Below 2 decimals the value is rounded to a whole number of 10^(2 - decimals) cents.
  const dropped = 10 ** Math.max(0, 2 - decimals);
  units = Math.round(units / dropped) * dropped;
  const text = String(units).padStart(3, '0');
  const whole = withThousands(text.slice(0, -2));
  const fraction = (text.slice(-2) + '0'.repeat(MAX_DECIMALS)).slice(0, decimals);
  const sign = negative && units !== 0 ? '-' : '';
  return sign + whole + (decimals > 0 ? '.' + fraction : '');
}

/**
 * Dollars to integer cents, rounding half away from zero. Shifting the decimal point in the number's
 * text avoids 1.005 * 100 === 100.49999….
 */
export function centsFromDollars(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError('dollars must be a finite number');
  const [mantissa = '0', exponent = '0'] = String(Math.abs(dollars)).split('e');
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  return dollars < 0 && cents !== 0 ? -cents : cents;
}
