import { and, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { disputes } from './disputes.table.ts';

/**
 * The signed disputes decided since `since`, and the median days from the signature to the outcome (one
 * decimal). Read through `disputes_decided_at_idx`.
 */
export async function disputeDecisionDays(db: Database, since: Date) {
  const days = sql`extract(epoch from ${disputes.decidedAt} - ${disputes.signedAt}) / 86400`;
  const [row] = await db
    .select({
      decided: sql<number>`count(*)::int`,
      medianDays: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by ${days}))::numeric, 1)::float8`,
    })
    .from(disputes)
    .where(and(gte(disputes.decidedAt, since), isNotNull(disputes.signedAt)));
  return { decided: row?.decided ?? 0, medianDays: row?.medianDays ?? null };
}
