/** One fixed-penalty amount and the date from which it applies ('YYYY-MM-DD', Hong Kong date). */
export interface Tariff {
  validFrom: string;
  amountCents: number;
}

/**
 * The tariff in force on an offence date: the one with the latest valid-from date on or before it.
 * Undefined when the offence predates every tariff. Dates compare as ISO strings.
 */
export function tariffInForce(tariffs: readonly Tariff[], offenceDate: string): Tariff | undefined {
  let found: Tariff | undefined;
  for (const tariff of tariffs) {
    if (tariff.validFrom <= offenceDate && (!found || tariff.validFrom > found.validFrom)) found = tariff;
  }
  return found;
}
