import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Principal } from '../identity/identity.principal.ts';
import { agentRoles, agentVehicles } from '../agents/agents.table.ts';
import { ticketParties, tickets } from './tickets.table.ts';

/**
 * What an acting principal may see, frozen into plain data (an export task keeps it): the key of its
 * parties (ADR 0043), or null for a role that sees no ticket.
 */
export interface TicketScope {
  partyKey: string | null;
  /** The personal role's user (his own driving, for an export of driving logs). */
  driverUserId?: string;
}

/**
 * The personal role is its person (`P:`: the tickets it is liable for, was the registered owner of, or
 * drove on duty); a personal agent (UAG) its agent role (`A:`); a company's administrator and staff (OAD,
 * OAG) the company (`C:`: its own tickets and those of vehicles delegated to it). A blank account: none.
 */
export function partyKeyOf(p: Principal): string | null {
  if (p.agentRole === 'USER_PERSONAL') return p.tdPersonId ? `P:${p.tdPersonId}` : null;
  if (p.agentRole === 'USER_AGENT') return `A:${p.agentId}`;
  if (p.ownerCompanyId) return `C:${p.ownerCompanyId}`;
  return null;
}

export const scopeOf = (p: Principal): TicketScope => ({
  partyKey: partyKeyOf(p),
  ...(p.agentRole === 'USER_PERSONAL' ? { driverUserId: p.userId } : {}),
});

/** A scope stored before ADR 0043 (`{kind, id}`) read as today's. */
export function scopeOfStored(stored: unknown): TicketScope {
  const s = (stored ?? {}) as { partyKey?: string | null; kind?: string; id?: number; driverUserId?: string };
  const driver = s.driverUserId ? { driverUserId: s.driverUserId } : {};
  if (s.partyKey !== undefined) return { partyKey: s.partyKey, ...driver };
  const prefix = ({ owner: 'P', agent: 'A', company: 'C' } as Record<string, string>)[s.kind ?? ''];
  return { partyKey: prefix && s.id ? `${prefix}:${s.id}` : null, ...driver };
}

/** An agent's row counts while the delegation that gave it lasts (begun by the issue, not ended since). */
const delegationLasts = sql`(${ticketParties.agentRoleId} is null or exists (
  select 1 from ${agentVehicles} join ${agentRoles} on ${agentRoles.id} = ${agentVehicles.agentRoleId}
  where ${agentVehicles.agentRoleId} = ${ticketParties.agentRoleId} and ${agentVehicles.vehicleNo} = ${ticketParties.vehicleNo}
    and ${agentRoles.status} = 'ACTIVATED' and ${agentVehicles.delegatedAt} <= ${ticketParties.issuedAt}))`;

/**
 * The one rule of who sees a ticket, on `ticket_parties`: the scope's own rows. Every list reads its
 * party's index range with it; a single ticket is checked by `partyOf` below.
 */
export function partyCondition(scope: TicketScope): SQL {
  if (!scope.partyKey) return sql`false`;
  return partyKeyCondition(scope.partyKey);
}

/** The same rule on a party key given as a value or as a prepared statement's placeholder (db/prepared.ts). */
export function partyKeyCondition(partyKey: string | Placeholder): SQL {
  return and(eq(ticketParties.partyKey, partyKey), delegationLasts)!;
}

/** Not yet paid (the partial indexes of `ticket_parties` name the same three statuses). */
export const unpaidParty = sql`${ticketParties.status} in ('UNPAID', 'OVERDUE', 'IN_TRANSACTION')`;

/** The scope's unpaid tickets, on `ticket_parties`. */
export const unpaidOfScope = (scope: TicketScope): SQL => and(partyCondition(scope), unpaidParty)!;

/** The same rule as a condition on `tickets`: the ticket has a row for the scope. */
export function ticketInScope(scope: TicketScope): SQL {
  if (!scope.partyKey) return sql`false`;
  return sql`exists (select 1 from ${ticketParties} where ${ticketParties.ticketId} = ${tickets.id} and ${partyCondition(scope)})`;
}
