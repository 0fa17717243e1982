/**
 * The SSO level a login asks for (spec section 6): '2' for the ID-card login, '1' for the no-ID login.
 * DSL accounts come in levels 1 to 4, noted as two bands, 1-2 and 3-4: level '1' accepts any account,
 * level '2' needs an account of the upper band (3 or 4).
 */
export const SSO_LEVELS = ['1', '2'] as const;
export type SsoLevel = (typeof SSO_LEVELS)[number];

export function minimumDslLevel(ssoLevel: number): number {
  return ssoLevel >= 2 ? 3 : 1;
}

export function dslLevelSuffices(accountLevel: number, ssoLevel: number): boolean {
  return Number.isInteger(accountLevel) && accountLevel >= minimumDslLevel(ssoLevel) && accountLevel <= 4;
}
