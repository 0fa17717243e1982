import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceRead } from '../../db/reference-reads.ts';
import { users } from '../accounts/accounts.table.ts';
import { displayNameOf } from './agents.service.ts';
import { agentRoles, agentVehicles } from './agents.table.ts';

/** An agent a vehicle is delegated to, as a list of vehicles reads it: enough to name the agent. */
export interface VehicleAgent {
  agentCompanyId: number | null;
  personId: number | null;
}

/**
 * The activated agents the vehicle's owner delegated it to, as a JSON array in delegation order: a column
 * of a list of vehicles, whose `mark` and `ownerKey` (`P:<person>` or `C:<company>`) are the outer query's
 * columns. One range of agent_vehicles' mark index per vehicle, in the list's own statement.
 */
export function agentsOfVehicle(mark: SQLWrapper, ownerKey: SQLWrapper): SQL<VehicleAgent[]> {
  return sql<VehicleAgent[]>`(select coalesce(json_agg(json_build_object(
      'agentCompanyId', ${agentRoles.agentCompanyId}, 'personId', ${users.tdPersonId})
      order by ${agentRoles.id}), '[]')
    from ${agentVehicles}
    join ${agentRoles} on ${agentRoles.id} = ${agentVehicles.agentRoleId}
    left join ${users} on ${users.id} = ${agentRoles.userId}
    where ${agentVehicles.vehicleNo} = ${mark} and ${agentRoles.status} = 'ACTIVATED'
      and ${ownerKey} = case when ${agentRoles.ownerPersonId} is not null
        then 'P:' || ${agentRoles.ownerPersonId} else 'C:' || ${agentRoles.ownerCompanyId} end)`;
}

/**
 * The names of a vehicle's agents as the vehicle list shows them (a company in full, a person masked),
 * each kept for seconds like the owner's name (ADR 0048): every page of a fleet names the same few agents.
 */
export function agentNamesOf(db: Database, agents: readonly VehicleAgent[]): Promise<string[]> {
  return Promise.all(
    agents.map((a) =>
      referenceRead(db, `agent-name:${a.agentCompanyId ?? ''}:${a.personId ?? ''}`, () =>
        displayNameOf(db, a.agentCompanyId ? { companyId: a.agentCompanyId } : { personId: a.personId }),
      ),
    ),
  );
}
