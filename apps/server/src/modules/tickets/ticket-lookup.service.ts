import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { noticeSerialOf } from '@eticket/domain/tickets/notice-no';
import type { LookupResult } from '@eticket/domain/tickets/ticket-lookup.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { spendCaptcha, useCaptcha } from './captcha.service.ts';
import { attemptsInWindow, recordAttempt } from './lookup-guard.repository.ts';
import { LOOKUP_TOKEN_SECONDS, readLookupToken, signLookupToken } from './lookup-token.ts';
import { findForLookup, findWithOffenceById } from './tickets.repository.ts';
import { toTicketView } from './ticket-view.ts';

const HOUR = 3600;
export const LOOKUP_FAILURE_SCOPE = 'lookup-failure';
/** A notice failed this many times its per-client limit in an hour, from all clients, is reported. */
const ATTACK_FACTOR = 10;

/**
 * Failure counters are keyed `<serial>` (all clients) and `<serial>/<client>`. The client address is
 * kept only as a short hash: the counters need to tell clients apart, not to know them.
 */
const clientKey = (serial: string, client: string) =>
  `${serial}/${createHash('sha256').update(client).digest('base64url').slice(0, 16)}`;

/**
 * Whether a notice no and vehicle no name a ticket, behind the look-up's guards (both already validated by
 * the schema), from one client address. Used by the look-up and by "is this message real?".
 *
 * Against enumeration: a captcha solution per few look-ups (spent by a successful one), a per-client rate
 * limit on the route, and a cap on failed look-ups per client and notice serial, checked before the query
 * so that once a client has reached it even its right pair answers 429 (the cap cannot confirm a guess).
 * Failures are counted per client so that nobody can lock the owner out of a ticket by failing on its
 * notice no from elsewhere (ADR 0009); a notice failing from many clients is logged as an alert. A wrong
 * pair and a missing ticket run the same single query and give the same null, so neither the answer
 * nor its timing tells them apart.
 */
export async function guardedPairMatch(
  db: Database,
  config: Config,
  body: { noticeNo: string; vehicleNo: string; captcha?: string | undefined },
  client: string,
  log?: FastifyBaseLogger,
) {
  const serial = noticeSerialOf(body.noticeNo)!;
  const guarded = !config.tickets.benchDisableGuards;
  const limit = config.tickets.lookupFailuresPerNoticePerHour;
  const perClient = clientKey(serial, client);
  // Counted before the query, spent only on success: a typo keeps the visitor's solved captcha.
  const captcha = guarded ? await useCaptcha(db, config, body.captcha) : null;
  if (guarded) {
    const failures = await attemptsInWindow(db, LOOKUP_FAILURE_SCOPE, perClient, HOUR);
    if (failures >= limit) throw new AppError('TOO_MANY_REQUESTS');
  }
  const row = await findForLookup(db, serial, body.vehicleNo);
  // A full notice no must match too: its check character is valid, but it is not the serial alone.
  if (!row || (body.noticeNo.length > serial.length && row.ticket.noticeNo !== body.noticeNo)) {
    if (guarded) await recordFailure(db, serial, perClient, limit, log);
    return null;
  }
  if (captcha) await spendCaptcha(db, config, captcha);
  return row;
}

/** A notice no that is never issued (serial 00000000), for probing the look-up without finding a ticket. */
const PROBE = { serial: '00000000', vehicleNo: 'PROBE' };

/**
 * Runs the look-up's own query, for a notice that does not exist: whether a visitor's look-up could be
 * answered now (the service indicators' availability). Touches no guard, counter or captcha.
 */
export async function probeLookup(db: Database): Promise<void> {
  await findForLookup(db, PROBE.serial, PROBE.vehicleNo);
}

/** A visitor's look-up by notice no and vehicle no: the ticket and a token for the later calls on it. */
export async function lookupTicket(
  db: Database,
  config: Config,
  body: { noticeNo: string; vehicleNo: string; captcha?: string | undefined },
  client: string,
  log?: FastifyBaseLogger,
): Promise<LookupResult> {
  const row = await guardedPairMatch(db, config, body, client, log);
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  return {
    lookupToken: await signLookupToken(db, config, row.ticket.id),
    expiresInSeconds: LOOKUP_TOKEN_SECONDS,
    ticket: toTicketView(row),
  };
}

async function recordFailure(
  db: Database,
  serial: string,
  perClient: string,
  limit: number,
  log?: FastifyBaseLogger,
) {
  await recordAttempt(db, LOOKUP_FAILURE_SCOPE, perClient, HOUR);
  const all = await recordAttempt(db, LOOKUP_FAILURE_SCOPE, serial, HOUR);
  // Once per hour and notice: the moment it crosses the line.
  if (all === limit * ATTACK_FACTOR) {
    log?.warn(
      { noticeSerial: serial, failures: all, alert: true },
      'notice looked up wrongly from many clients',
    );
  }
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
