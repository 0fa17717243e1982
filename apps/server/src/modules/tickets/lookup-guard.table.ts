import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/**
 * Fixed-window attempt counters that must hold across instances: failed look-ups per notice serial and
 * wrong identity numbers per ticket. In the database because an attacker spreading requests over
 * instances must still hit one limit.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: tz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.windowStart] })],
);

/**
 * Captcha solutions already used, with the look-ups each has opened: a failed look-up leaves a few more
 * (a typo costs no new puzzle), a successful one spends the solution (captcha.service.ts).
 */
export const captchaRedemptions = pgTable('captcha_redemptions', {
  signature: text('signature').primaryKey(),
  expiresAt: tz('expires_at').notNull(),
  uses: integer('uses').notNull().default(1),
});
