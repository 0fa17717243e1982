import { sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../identity/identity.principal.ts';
import { agentVehicles } from '../agents/agents.table.ts';
import { tdVehicles } from '../../sandbox/transport/transport.table.ts';
import { tickets } from './tickets.table.ts';

/** What an acting principal may see, frozen into plain data (an export task keeps it). */
export interface TicketScope {
  kind: 'owner' | 'agent' | 'company' | 'none';
  id: number;
}

/**
 * The personal role sees its own vehicles; a personal agent (UAG) the vehicles delegated to that agent
 * role; a company administrator or agent (OAD, OAG) the company's vehicles. A blank account sees none.
 */
export function scopeOf(p: Principal): TicketScope {
  if (p.agentRole === 'USER_PERSONAL')
    return p.tdPersonId ? { kind: 'owner', id: p.tdPersonId } : { kind: 'none', id: 0 };
  if (p.agentRole === 'USER_AGENT') return { kind: 'agent', id: p.agentId };
  if (p.ownerCompanyId) return { kind: 'company', id: p.ownerCompanyId };
  return { kind: 'none', id: 0 };
}

/** The vehicle-number condition on `tickets` for a scope. */
export function vehicleCondition(scope: TicketScope): SQL {
  switch (scope.kind) {
    case 'owner':
      return sql`${tickets.vehicleNo} in (select ${tdVehicles.registrationMark} from ${tdVehicles} where ${tdVehicles.ownerPersonId} = ${scope.id})`;
    case 'agent':
      return sql`${tickets.vehicleNo} in (select ${agentVehicles.vehicleNo} from ${agentVehicles} where ${agentVehicles.agentRoleId} = ${scope.id})`;
    case 'company':
      return sql`${tickets.vehicleNo} in (select ${tdVehicles.registrationMark} from ${tdVehicles} where ${tdVehicles.ownerCompanyId} = ${scope.id})`;
    default:
      return sql`false`;
  }
}
