import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { normaliseNoticeNo } from '@eticket/domain/tickets/notice-no';
import type { PermissionFlag } from '@eticket/domain/accounts/permissions';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { resolvePrincipal, type Principal } from '../identity/identity.guard.ts';
import { verifyLookupToken } from './lookup-token.ts';
import { scopeOf, ticketInScope } from './ticket-scope.ts';
import { partyReason } from './ticket-parties.service.ts';
import { tickets } from './tickets.table.ts';

export const LOOKUP_TOKEN_HEADER = 'x-lookup-token';

export interface TicketAccess {
  ticketId: number;
  /** 'visitor', or the user id of a logged-in caller. */
  actor: string;
  principal?: Principal;
}

/**
 * Finds a ticket by notice no among those the principal may see; TICKET_NOT_EXIST otherwise. With
 * `liable`, a registered owner who named the driver (liability moved to him) is refused as well.
 */
export async function ticketIdInScope(
  db: Database,
  principal: Principal,
  noticeNo: string,
  options: { liable?: boolean } = {},
): Promise<number> {
  const scope = scopeOf(principal);
  const rows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.noticeNo, normaliseNoticeNo(noticeNo)), ticketInScope(scope)))
    .limit(1);
  if (!rows[0]) throw new AppError('TICKET_NOT_EXIST');
  if (options.liable && scope.partyKey) {
    const party = await partyReason(db, rows[0].id, scope.partyKey);
    if (party?.reason === 'OWNER') throw new AppError('TICKET_TRANSFERRED_TO_DRIVER');
  }
  return rows[0].id;
}

/**
 * Who may act on which ticket: a visitor through the lookup token of that ticket, or a logged-in user
 * (Bearer token, with the permission flag) for a notice no within the acting role's vehicles.
 */
export async function ticketAccessOf(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { noticeNo?: string | undefined; permission: PermissionFlag },
): Promise<TicketAccess> {
  const header = request.headers[LOOKUP_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (token || !request.headers.authorization) {
    return { ticketId: await verifyLookupToken(db, config, token), actor: 'visitor' };
  }
  const principal = await resolvePrincipal(db, config, request, reply);
  if (principal.permissions[options.permission] !== true) throw new AppError('FORBIDDEN');
  if (!options.noticeNo) throw new AppError('TICKET_NOT_EXIST');
  return {
    ticketId: await ticketIdInScope(db, principal, options.noticeNo),
    actor: principal.userId,
    principal,
  };
}
