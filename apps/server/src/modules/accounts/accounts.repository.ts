import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { tdCompanies, tdPersons } from '../../sandbox/transport/transport.table.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { userFlags } from '../identity/identity.table.ts';
import { users } from './accounts.table.ts';

export async function findUserWithPerson(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, person: tdPersons })
    .from(users)
    .leftJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
    .where(eq(users.id, userId));
  return row;
}

const ownerPerson = alias(tdPersons, 'owner_person');
const ownerUser = alias(users, 'owner_user');

/** The activated roles of one user, with whom each acts for; always filtered by that user. */
export async function findRolesOf(db: Database, userId: string) {
  return db
    .select({
      id: agentRoles.id,
      roleType: agentRoles.roleType,
      ownerPersonId: agentRoles.ownerPersonId,
      ownerCompanyId: agentRoles.ownerCompanyId,
      ownerSurname: ownerPerson.engSurname,
      ownerGivenName: ownerPerson.engGivenName,
      ownerUserId: ownerUser.id,
      companyName: tdCompanies.nameEng,
    })
    .from(agentRoles)
    .leftJoin(ownerPerson, eq(ownerPerson.id, agentRoles.ownerPersonId))
    .leftJoin(ownerUser, eq(ownerUser.tdPersonId, agentRoles.ownerPersonId))
    .leftJoin(tdCompanies, eq(tdCompanies.id, agentRoles.ownerCompanyId))
    .where(and(eq(agentRoles.userId, userId), eq(agentRoles.status, 'ACTIVATED')))
    .orderBy(agentRoles.id);
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

export async function findCompany(db: Database, companyId: number) {
  const [row] = await db.select().from(tdCompanies).where(eq(tdCompanies.id, companyId));
  return row;
}

export async function findCompanyByDoc(db: Database, docType: string, docNo: string) {
  const [row] = await db
    .select()
    .from(tdCompanies)
    .where(and(eq(tdCompanies.docType, docType), eq(tdCompanies.docNo, docNo)));
  return row;
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
