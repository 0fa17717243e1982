import type { Database } from '../../db/database.ts';
import { sandboxDslAccounts } from './dsl.table.ts';

/** Demo DSL accounts, one per level; documented in the identity README. */
export const DEMO_DSL_ACCOUNTS = [
  { loginId: 'dsl-level1', displayName: 'PATEL Arjun', level: 1 },
  { loginId: 'dsl-level2', displayName: 'SANTOS Maria', level: 2 },
  { loginId: 'dsl-level3', displayName: 'SMITH John', level: 3 },
  { loginId: 'dsl-level4', displayName: 'NGUYEN Thi Lan', level: 4 },
];

/** Inserts what is missing and never changes what exists, so every start may run it. */
export async function seedDemoDslAccounts(db: Database) {
  await db.insert(sandboxDslAccounts).values(DEMO_DSL_ACCOUNTS).onConflictDoNothing();
}
