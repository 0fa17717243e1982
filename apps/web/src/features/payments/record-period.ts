/** Payment record periods in months (spec section 9); the record covers at most the last 6. */
export const PERIODS = [1, 2, 3, 6] as const;
export type Period = (typeof PERIODS)[number];

export function periodOf(value: string | null): Period {
  const n = Number(value);
  return (PERIODS as readonly number[]).includes(n) ? (n as Period) : 6;
}
