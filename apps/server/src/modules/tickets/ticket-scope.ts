import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { agentRoles, agentVehicles } from '../agents/agents.table.ts';
import { drivingLogTickets } from '../fleets/fleets.table.ts';
import { transportOf } from '../transport/transport.binding.ts';
import type { OwnerRef } from '../transport/transport.port.ts';
import { tickets } from './tickets.table.ts';

/** What an acting principal may see, frozen into plain data (an export task keeps it). */
export interface TicketScope {
  kind: 'owner' | 'agent' | 'company' | 'none';
  id: number;
  /** The personal role's user: the tickets issued while he was the driver on duty are his too (ADR 0035). */
  driverUserId?: string;
}

/**
 * The personal role sees its own vehicles; a personal agent (UAG) the vehicles delegated to that agent
 * role; a company administrator or agent (OAD, OAG) the company's vehicles and those delegated to the
 * company by approved vehicle applications. A blank account sees none.
 */
export function scopeOf(p: Principal): TicketScope {
  if (p.agentRole === 'USER_PERSONAL')
    return p.tdPersonId
      ? { kind: 'owner', id: p.tdPersonId, driverUserId: p.userId }
      : { kind: 'none', id: 0 };
  if (p.agentRole === 'USER_AGENT') return { kind: 'agent', id: p.agentId };
  if (p.ownerCompanyId) return { kind: 'company', id: p.ownerCompanyId };
  return { kind: 'none', id: 0 };
}

/**
 * The vehicle-number condition on `tickets` for a scope. Who owns which vehicle is the Transport
 * Department's to say, so an owner's or company's vehicles come through its port, as a list of marks.
 */
export async function vehicleCondition(db: Database, scope: TicketScope): Promise<SQL> {
  const own = await ownVehicleCondition(db, scope);
  if (!scope.driverUserId) return own;
  // A driver on duty when the ticket was issued (the fleets area recorded him) may view and pay it.
  return or(
    own,
    sql`${tickets.id} in (select ${drivingLogTickets.ticketId} from ${drivingLogTickets} where ${drivingLogTickets.driverUserId} = ${scope.driverUserId})`,
  )!;
}

async function ownVehicleCondition(db: Database, scope: TicketScope): Promise<SQL> {
  switch (scope.kind) {
    case 'owner':
      return vehiclesOf(db, { kind: 'person', personId: scope.id });
    case 'agent':
      return sql`${tickets.vehicleNo} in (select ${agentVehicles.vehicleNo} from ${agentVehicles} join ${agentRoles} on ${agentRoles.id} = ${agentVehicles.agentRoleId} where ${agentVehicles.agentRoleId} = ${scope.id} and ${agentRoles.status} = 'ACTIVATED')`;
    case 'company':
      return or(
        await vehiclesOf(db, { kind: 'company', companyId: scope.id }),
        // Delegated to the company while its agent role is activated: from approval until it ends.
        sql`${tickets.vehicleNo} in (select ${agentVehicles.vehicleNo} from ${agentVehicles} join ${agentRoles} on ${agentRoles.id} = ${agentVehicles.agentRoleId} where ${agentRoles.agentCompanyId} = ${scope.id} and ${agentRoles.status} = 'ACTIVATED')`,
      )!;
    default:
      return sql`false`;
  }
}

async function vehiclesOf(db: Database, owner: OwnerRef): Promise<SQL> {
  const marks = (await transportOf(db).vehiclesOf(owner)).map((v) => v.registrationMark);
  // No vehicle: drizzle writes `false`, as the sub-query on no rows answered.
  return inArray(tickets.vehicleNo, marks);
}
