import { placeKey } from '@eticket/domain/tickets/place-text';
import { POSSIBLE_DUPLICATE_REASON } from '@eticket/domain/tickets/ticket-timeline.schemas';
import type { Database } from '../../db/database.ts';
import { getParam } from '../params/params.service.ts';
import { findSameOffenceNear, recordDuplicatePair, type TicketRow } from './tickets.repository.ts';

/** The window when the parameter is missing or not a positive number: two hours, a parking meter's span. */
export const DEFAULT_DUPLICATE_WINDOW_MINUTES = 120;

async function windowMinutes(db: Database): Promise<number> {
  const param = await getParam(db, 'DUPLICATE_WINDOW_MINUTES').catch(() => undefined);
  const value = param?.value;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_DUPLICATE_WINDOW_MINUTES;
}

/**
 * At issue, in the issuing transaction (ADR 0062): when the vehicle already has a ticket for the same
 * offence code at the same place whose offence lies within DUPLICATE_WINDOW_MINUTES of this one's, the two
 * are marked as a possible pair. Of several, the nearest in time is taken (the first issued on a tie).
 * Returns the earlier ticket's notice no, or null.
 */
export async function markPossibleDuplicate(
  tx: Database,
  ticket: TicketRow,
  actor: string,
): Promise<string | null> {
  const windowMs = (await windowMinutes(tx)) * 60_000;
  const at = ticket.offenceAt.getTime();
  const candidates = await findSameOffenceNear(tx, ticket, new Date(at - windowMs), new Date(at + windowMs));
  const place = placeKey(ticket);
  const distance = (c: { offenceAt: Date }) => Math.abs(c.offenceAt.getTime() - at);
  const earlier = candidates
    .filter((c) => placeKey(c) === place)
    .reduce<(typeof candidates)[number] | undefined>(
      (best, c) => (best === undefined || distance(c) < distance(best) ? c : best),
      undefined,
    );
  if (!earlier) return null;
  await recordDuplicatePair(tx, ticket, earlier, POSSIBLE_DUPLICATE_REASON, actor);
  return earlier.noticeNo;
}
