import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import {
  agentInvitations,
  agentRoles,
  vehicleApplicationEvents,
  vehicleApplicationPending,
  vehicleApplications,
} from '../modules/agents/agents.table.ts';
import { tdPersons } from '../sandbox/transport/transport.table.ts';

/** A code nobody holds: the demo records show invitations, never a usable code. */
const unusableHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/**
 * Demo agents' records: CHAN Tai Man's invitation that made CHEUNG Chi Keung his agent (used), another for
 * CD5678 sent to no one yet (valid 24 hours from the first start), and CHEUNG Chi Keung's application to
 * manage LEE Ka Yan's HK2468, pending her decision. Added once (when CHAN Tai Man has no invitation yet).
 */
export async function seedDemoAgents(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const people = await tx
      .select({ idNo: tdPersons.idNo, personId: tdPersons.id, userId: users.id })
      .from(users)
      .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId));
    const who = (idNo: string) => people.find((p) => p.idNo === idNo);
    const owner = who('A1234563');
    const agent = who('E5678907');
    const lee = who('C3456785');
    if (!owner || !agent || !lee) return;
    const [already] = await tx
      .select({ id: agentInvitations.id })
      .from(agentInvitations)
      .where(eq(agentInvitations.ownerPersonId, owner.personId))
      .limit(1);
    if (already) return;
    const [role] = await tx
      .select({ id: agentRoles.id })
      .from(agentRoles)
      .where(and(eq(agentRoles.userId, agent.userId), eq(agentRoles.ownerPersonId, owner.personId)));
    const now = new Date();
    const day = 86_400_000;
    await tx.insert(agentInvitations).values([
      {
        ownerUserId: owner.userId,
        ownerPersonId: owner.personId,
        vehicleNos: ['AB1234'],
        codeHash: unusableHash(),
        createdAt: new Date(now.getTime() - 30 * day),
        expiresAt: new Date(now.getTime() - 29 * day),
        sentTo: '91****78',
        usedAt: new Date(now.getTime() - 30 * day + 3_600_000),
        usedByUserId: agent.userId,
        agentRoleId: role?.id ?? null,
      },
      {
        ownerUserId: owner.userId,
        ownerPersonId: owner.personId,
        vehicleNos: ['CD5678'],
        codeHash: unusableHash(),
        createdAt: now,
        expiresAt: new Date(now.getTime() + day),
      },
    ]);
    const [application] = await tx
      .insert(vehicleApplications)
      .values({
        applicantUserId: agent.userId,
        applicantKey: `P:${agent.personId}`,
        ownerPersonId: lee.personId,
        vehicleNos: ['HK2468'],
        status: 'PENDING_AUTHORIZATION',
        createdAt: new Date(now.getTime() - 3_600_000),
      })
      .returning();
    await tx.insert(vehicleApplicationPending).values({
      applicationId: application!.id,
      applicantKey: `P:${agent.personId}`,
      vehicleNo: 'HK2468',
    });
    await tx.insert(vehicleApplicationEvents).values([
      {
        applicationId: application!.id,
        status: 'DRAFT',
        actorUserId: agent.userId,
        at: new Date(now.getTime() - 3_700_000),
      },
      {
        applicationId: application!.id,
        status: 'PENDING_AUTHORIZATION',
        actorUserId: agent.userId,
        at: new Date(now.getTime() - 3_600_000),
      },
    ]);
  });
}
