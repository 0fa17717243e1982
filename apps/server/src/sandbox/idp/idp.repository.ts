import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { tdPersons } from '../transport/transport.table.ts';
import { sandboxDslAccounts } from '../dsl/dsl.table.ts';
import { sandboxIdpRequests } from './idp.table.ts';

export type IdpRequestRow = typeof sandboxIdpRequests.$inferSelect;

export async function insertRequest(db: Database, values: typeof sandboxIdpRequests.$inferInsert) {
  const [row] = await db.insert(sandboxIdpRequests).values(values).returning();
  return row!;
}

export async function findRequest(db: Database, id: string) {
  const [row] = await db.select().from(sandboxIdpRequests).where(eq(sandboxIdpRequests.id, id));
  return row;
}

/** Records a decision once: a second click on Approve or Cancel finds the request no longer pending. */
export async function decideRequest(
  db: Database,
  id: string,
  values: Partial<typeof sandboxIdpRequests.$inferInsert>,
) {
  const [row] = await db
    .update(sandboxIdpRequests)
    .set(values)
    .where(and(eq(sandboxIdpRequests.id, id), eq(sandboxIdpRequests.status, 'PENDING')))
    .returning();
  return row;
}

export async function claimCode(db: Database, provider: string, codeHash: string, now: Date) {
  const [row] = await db
    .update(sandboxIdpRequests)
    .set({ codeUsedAt: now })
    .where(
      and(
        eq(sandboxIdpRequests.provider, provider),
        eq(sandboxIdpRequests.codeHash, codeHash),
        isNull(sandboxIdpRequests.codeUsedAt),
        gt(sandboxIdpRequests.codeExpiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function latestByState(db: Database, provider: string, clientState: string) {
  const [row] = await db
    .select()
    .from(sandboxIdpRequests)
    .where(and(eq(sandboxIdpRequests.provider, provider), eq(sandboxIdpRequests.clientState, clientState)))
    .orderBy(desc(sandboxIdpRequests.createdAt))
    .limit(1);
  return row;
}

export async function listPersons(db: Database) {
  return db.select().from(tdPersons).orderBy(tdPersons.id).limit(50);
}

export async function findPerson(db: Database, id: number) {
  const [row] = await db.select().from(tdPersons).where(eq(tdPersons.id, id));
  return row;
}

export async function listDslAccounts(db: Database) {
  return db.select().from(sandboxDslAccounts).orderBy(sandboxDslAccounts.level, sandboxDslAccounts.id);
}

export async function findDslAccount(db: Database, id: number) {
  const [row] = await db.select().from(sandboxDslAccounts).where(eq(sandboxDslAccounts.id, id));
  return row;
}
