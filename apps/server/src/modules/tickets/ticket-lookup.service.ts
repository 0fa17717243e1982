import { noticeSerialOf } from '@eticket/domain/tickets/notice-no';
import type { LookupResult } from '@eticket/domain/tickets/ticket-lookup.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { spendCaptcha } from './captcha.service.ts';
import { attemptsInWindow, recordAttempt } from './lookup-guard.repository.ts';
import { LOOKUP_TOKEN_SECONDS, readLookupToken, signLookupToken } from './lookup-token.ts';
import { findForLookup, findWithOffenceById } from './tickets.repository.ts';
import { toTicketView } from './ticket-view.ts';

const HOUR = 3600;
export const LOOKUP_FAILURE_SCOPE = 'lookup-failure';

/**
 * A visitor's look-up by notice no and vehicle no (both already validated by the schema).
 *
 * Against enumeration: a spent captcha per look-up, a per-client rate limit on the route, and a cap on
 * failed look-ups per notice serial whatever the client, checked before the query so that even the right
 * pair answers 429 once a serial is under attack. A wrong pair and a missing ticket run the same single
 * query and raise the same error, so neither the answer nor its timing tells them apart.
 */
export async function lookupTicket(
  db: Database,
  config: Config,
  body: { noticeNo: string; vehicleNo: string; captcha?: string | undefined },
): Promise<LookupResult> {
  const serial = noticeSerialOf(body.noticeNo)!;
  const guarded = !config.tickets.benchDisableGuards;
  if (guarded) {
    await spendCaptcha(db, config, body.captcha);
    const failures = await attemptsInWindow(db, LOOKUP_FAILURE_SCOPE, serial, HOUR);
    if (failures >= config.tickets.lookupFailuresPerNoticePerHour) throw new AppError('TOO_MANY_REQUESTS');
  }
  const row = await findForLookup(db, serial, body.vehicleNo);
  // A full notice no must match too: its check character is valid, but it is not the serial alone.
  if (!row || (body.noticeNo.length > serial.length && row.ticket.noticeNo !== body.noticeNo)) {
    if (guarded) await recordAttempt(db, LOOKUP_FAILURE_SCOPE, serial, HOUR);
    throw new AppError('TICKET_NOT_FOUND');
  }
  return {
    lookupToken: await signLookupToken(db, config, row.ticket.id),
    expiresInSeconds: LOOKUP_TOKEN_SECONDS,
    ticket: toTicketView(row),
  };
}

/**
 * The ticket a lookup token names, as it is now (after a payment, say), in the look-up's own shape and
 * masking. The token comes back unchanged with the seconds it has left: re-reading does not extend it.
 */
export async function rereadTicket(
  db: Database,
  config: Config,
  token: string | undefined,
  now = new Date(),
): Promise<LookupResult> {
  const { ticketId, expiresAt } = await readLookupToken(db, config, token);
  const row = await findWithOffenceById(db, ticketId);
  if (!row) throw new AppError('TICKET_NOT_EXIST');
  return {
    lookupToken: token!,
    expiresInSeconds: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    ticket: toTicketView(row),
  };
}

/** A ticket as the portal shows it, by id, for other modules' documents (the receipt, the confirmation). */
export async function findTicketView(db: Database, ticketId: number) {
  const row = await findWithOffenceById(db, ticketId);
  if (!row) throw new AppError('TICKET_NOT_EXIST');
  return toTicketView(row);
}

/** The notice no of a ticket by id, for other modules' answers. */
export async function findTicketNoticeNo(db: Database, ticketId: number): Promise<string> {
  const row = await findWithOffenceById(db, ticketId);
  if (!row) throw new AppError('TICKET_NOT_EXIST');
  return row.ticket.noticeNo;
}
