import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../accounts/accounts.table.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { authRequests, identities } from './identity.table.ts';

export async function findUser(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserByPerson(db: Database, tdPersonId: number) {
  const [row] = await db.select().from(users).where(eq(users.tdPersonId, tdPersonId));
  return row;
}

export async function insertUser(db: Database, tdPersonId: number | null) {
  const [row] = await db.insert(users).values({ tdPersonId }).returning();
  return row!;
}

export async function findActivatedRole(db: Database, userId: string, agentId: number) {
  const [row] = await db
    .select()
    .from(agentRoles)
    .where(
      and(eq(agentRoles.id, agentId), eq(agentRoles.userId, userId), eq(agentRoles.status, 'ACTIVATED')),
    );
  return row;
}

export async function findIdentity(db: Database, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return row;
}

/** Links a login to an account; when two first logins race, the one that lost reads the winner's link. */
export async function linkIdentity(db: Database, provider: string, subject: string, userId: string) {
  await db.insert(identities).values({ provider, subject, userId }).onConflictDoNothing();
  return (await findIdentity(db, provider, subject))!;
}

export async function markIdentityUsed(db: Database, id: number, now: Date, displayName?: string) {
  await db
    .update(identities)
    .set({ lastLoginAt: now, ...(displayName ? { displayName } : {}) })
    .where(eq(identities.id, id));
}

/** The name a provider last gave for one of this account's logins, most recent login first. */
export async function lastLoginName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ displayName: identities.displayName })
    .from(identities)
    .where(and(eq(identities.userId, userId), isNotNull(identities.displayName)))
    .orderBy(desc(identities.lastLoginAt))
    .limit(1);
  return row?.displayName ?? null;
}

/** Moves every login of one account to another: the account that holds the identity record wins. */
export async function moveIdentities(db: Database, fromUserId: string, toUserId: string) {
  await db.update(identities).set({ userId: toUserId }).where(eq(identities.userId, fromUserId));
}

export async function setUserPerson(db: Database, userId: string, tdPersonId: number) {
  await db.update(users).set({ tdPersonId }).where(eq(users.id, userId));
}

export async function insertAuthRequest(db: Database, values: typeof authRequests.$inferInsert) {
  await db.insert(authRequests).values(values);
}

/** Uses up a state once: a second exchange with the same state finds nothing. */
export async function claimAuthRequest(db: Database, state: string, now: Date) {
  const [row] = await db
    .update(authRequests)
    .set({ consumedAt: now })
    .where(
      and(eq(authRequests.state, state), isNull(authRequests.consumedAt), gt(authRequests.expiresAt, now)),
    )
    .returning();
  return row;
}

export async function findAuthRequest(db: Database, state: string) {
  const [row] = await db.select().from(authRequests).where(eq(authRequests.state, state));
  return row;
}

export async function hasIdentities(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: identities.id })
    .from(identities)
    .where(eq(identities.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** The account's login with one provider, if it has one: the first one linked. */
export async function findIdentityOfUser(db: Database, userId: string, provider: string) {
  const [row] = await db
    .select({ createdAt: identities.createdAt })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, provider)))
    .orderBy(identities.createdAt)
    .limit(1);
  return row;
}

/** A round trip of this session still under way: started, neither used nor expired. */
export async function findPendingAuthRequest(db: Database, sessionId: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(authRequests)
    .where(
      and(
        eq(authRequests.sessionId, sessionId),
        eq(authRequests.purpose, purpose),
        isNull(authRequests.consumedAt),
        gt(authRequests.expiresAt, now),
      ),
    )
    .orderBy(desc(authRequests.createdAt))
    .limit(1);
  return row;
}
