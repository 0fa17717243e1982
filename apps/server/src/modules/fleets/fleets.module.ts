import { FLEETS_BASE } from '@eticket/domain/fleets/driving-log.schemas';
import type { ModuleFactory } from '../module.ts';
import { deleteTicketDrivers } from './fleets.repository.ts';
import { fleetJobHandlers, queueTellDriver } from './fleets.jobs.ts';
import { fleetsRoutes } from './fleets.routes.ts';

/**
 * Fleets (ADRs 0022, 0035): duty periods started and ended by scanning a vehicle's QR code, the driving
 * logs, a ticket reaching the driver on duty, and a company's fleet management.
 */
export const fleetsModule: ModuleFactory = ({ db, config, kickJob }) => ({
  name: 'fleets',
  prefix: `/${FLEETS_BASE}`,
  routes: fleetsRoutes(db, config),
  jobs: fleetJobHandlers(db, kickJob),
  onTicketIssued: (tx, ticket) => queueTellDriver(tx, ticket),
  onTicketPurge: (tx, tickets) =>
    deleteTicketDrivers(
      tx,
      tickets.map((t) => t.id),
    ),
});
