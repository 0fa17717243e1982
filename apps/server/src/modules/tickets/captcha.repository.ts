import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { captchaRedemptions } from './lookup-guard.table.ts';

/**
 * Counts one look-up against a solved captcha (an upsert, so concurrent look-ups all count); false when
 * the solution has opened its share of look-ups already, or was spent by a successful one.
 */
export async function countCaptchaUse(
  db: Database,
  signature: string,
  expiresAt: Date,
  maxUses: number,
): Promise<boolean> {
  const rows = await db
    .insert(captchaRedemptions)
    .values({ signature, expiresAt, uses: 1 })
    .onConflictDoUpdate({
      target: captchaRedemptions.signature,
      set: { uses: sql`${captchaRedemptions.uses} + 1` },
      setWhere: sql`${captchaRedemptions.uses} < ${maxUses}`,
    })
    .returning({ uses: captchaRedemptions.uses });
  return rows.length === 1;
}

/** Leaves a solution no look-ups: it found its ticket. */
export async function exhaustCaptcha(db: Database, signature: string, maxUses: number) {
  await db
    .update(captchaRedemptions)
    .set({ uses: sql`greatest(${captchaRedemptions.uses}, ${maxUses})` })
    .where(eq(captchaRedemptions.signature, signature));
}
