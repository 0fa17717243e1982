import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { attemptsInWindow, recordAttempt } from './lookup-guard.repository.ts';
import { findWithOffenceById } from './tickets.repository.ts';
import { liablePartyOf } from './ticket-parties.service.ts';
import { toTicketView } from './ticket-view.ts';
import { noticePdf } from './notice-pdf.ts';

const HOUR = 3600;
/** Attempt counter scope of wrong identity-number prefixes, keyed by ticket id. */
export const ID_NO_SCOPE = 'id-no';

/** The first five letters or digits of a document number, upper-cased: 'A123456(3)' → 'A1234'. */
export function idNoPrefixOf(documentNo: string): string {
  return documentNo
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, 5);
}

/**
 * The notice PDF, for whoever can name the first five characters of the registered owner's identity
 * document. Wrong answers count per ticket; past the limit even the right one waits for the next hour,
 * so the five characters cannot be guessed one request at a time.
 */
export async function noticePdfFor(db: Database, config: Config, ticketId: number, idNoPrefix: string) {
  const row = await findWithOffenceById(db, ticketId);
  if (!row) throw new AppError('TICKET_NOT_EXIST');
  const key = String(ticketId);
  if ((await attemptsInWindow(db, ID_NO_SCOPE, key, HOUR)) >= config.tickets.idNoAttemptsPerTicketPerHour) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  const documentNo = (await liablePartyOf(db, ticketId))?.documentNo;
  const expected = Buffer.from(documentNo ? idNoPrefixOf(documentNo).padEnd(5, '#') : '#####');
  const given = Buffer.from(idNoPrefix.padEnd(5, '#').slice(0, 5));
  if (!documentNo || !timingSafeEqual(expected, given)) {
    await recordAttempt(db, ID_NO_SCOPE, key, HOUR);
    throw new AppError('INCORRECT_ID_NO');
  }
  return { noticeNo: row.ticket.noticeNo, pdf: await noticePdf(toTicketView(row)) };
}
