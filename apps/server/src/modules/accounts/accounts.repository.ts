import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { userFlags } from '../identity/identity.table.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { users } from './accounts.table.ts';

/** The account with its person at the Transport Department (null when it has none, or the record is gone). */
export async function findUserWithPerson(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const person =
    user.tdPersonId === null ? null : ((await transportOf(db).personById(user.tdPersonId)) ?? null);
  return { user, person };
}

/** The accounts of a Transport Department person (at most one). */
export function findUsersOfPerson(db: Database, personId: number) {
  return db.select({ id: users.id }).from(users).where(eq(users.tdPersonId, personId));
}

export async function findPersonOfUser(db: Database, userId: string) {
  const [row] = await db.select({ tdPersonId: users.tdPersonId }).from(users).where(eq(users.id, userId));
  return row?.tdPersonId ?? null;
}

const ownerUser = alias(users, 'owner_user');

/** The activated roles of one user, with whom each acts for; always filtered by that user. */
export async function findRolesOf(db: Database, userId: string) {
  const rows = await db
    .select({
      id: agentRoles.id,
      roleType: agentRoles.roleType,
      ownerPersonId: agentRoles.ownerPersonId,
      ownerCompanyId: agentRoles.ownerCompanyId,
      ownerUserId: ownerUser.id,
    })
    .from(agentRoles)
    .leftJoin(ownerUser, eq(ownerUser.tdPersonId, agentRoles.ownerPersonId))
    .where(and(eq(agentRoles.userId, userId), eq(agentRoles.status, 'ACTIVATED')))
    .orderBy(agentRoles.id);
  // A user holds a handful of roles: one look-up each at the Department is cheaper than a cache.
  const transport = transportOf(db);
  return Promise.all(
    rows.map(async (row) => {
      const person = row.ownerPersonId === null ? undefined : await transport.personById(row.ownerPersonId);
      const company =
        row.ownerCompanyId === null ? undefined : await transport.companyById(row.ownerCompanyId);
      return {
        ...row,
        ownerSurname: person?.engSurname ?? null,
        ownerGivenName: person?.engGivenName ?? null,
        companyName: company?.nameEng ?? null,
      };
    }),
  );
}

/** One company role of this user (any role type unless given); someone else's company reads as none. */
export async function findOrgRoleOf(db: Database, userId: string, companyId: number, roleType?: string) {
  const [row] = await db
    .select()
    .from(agentRoles)
    .where(
      and(
        eq(agentRoles.userId, userId),
        eq(agentRoles.ownerCompanyId, companyId),
        eq(agentRoles.status, 'ACTIVATED'),
        roleType ? eq(agentRoles.roleType, roleType) : undefined,
      ),
    );
  return row;
}

export function findCompany(db: Database, companyId: number) {
  return transportOf(db).companyById(companyId);
}

export function findCompanyByDoc(db: Database, docType: string, docNo: string) {
  return transportOf(db).companyByDocument(docType, docNo);
}

/** The company's administrator other than `userId`, if any: a company has one (spec section 5). */
export async function findOtherAdmin(db: Database, companyId: number, userId: string) {
  const [row] = await db
    .select()
    .from(agentRoles)
    .where(
      and(
        eq(agentRoles.ownerCompanyId, companyId),
        eq(agentRoles.roleType, 'OAD'),
        eq(agentRoles.status, 'ACTIVATED'),
        ne(agentRoles.userId, userId),
      ),
    );
  return row;
}

export async function deactivateRole(db: Database, roleId: number) {
  await db.update(agentRoles).set({ status: 'DEACTIVATED' }).where(eq(agentRoles.id, roleId));
}

export async function insertAdminRole(db: Database, userId: string, companyId: number) {
  const [row] = await db
    .insert(agentRoles)
    .values({ userId, roleType: 'OAD', ownerCompanyId: companyId })
    .returning();
  return row!;
}

export async function readFlagOf(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select().from(userFlags).where(eq(userFlags.userId, userId));
  return row?.blankAccountReadFlag ?? false;
}

export async function setReadFlag(db: Database, userId: string, now = new Date()) {
  await db
    .insert(userFlags)
    .values({ userId, blankAccountReadFlag: true, updatedAt: now })
    .onConflictDoUpdate({ target: userFlags.userId, set: { blankAccountReadFlag: true, updatedAt: now } });
}
