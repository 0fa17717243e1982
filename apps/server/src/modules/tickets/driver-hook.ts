import type { TicketDriver } from '@eticket/domain/fleets/driving-log.schemas';
import type { Database } from '../../db/database.ts';
import { driverOnDutyForOwner } from '../fleets/ticket-driver.service.ts';
import type { Principal } from '../identity/identity.principal.ts';

/**
 * The spec's owner "sees who was on duty on the ticket" (issue 19): the ticket details ask the fleets
 * area, which answers from its driving logs to the vehicle's owner only, the name masked.
 */
export function driverOnDutyOf(
  db: Database,
  principal: Principal,
  ticket: { id: number; vehicleNo: string; offenceAt: Date },
): Promise<TicketDriver | null> {
  return driverOnDutyForOwner(db, principal, ticket);
}
