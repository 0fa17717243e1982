import type { Box } from '../../db/box.ts';
import type { Locale, Localized } from '@eticket/domain/common/locale';
import type { MessageCategory } from '@eticket/domain/messages/message.schemas';
import type { Database } from '../../db/database.ts';
import { languageOfBox } from './message-language.service.ts';
import { keptSince } from './message-box.service.ts';
import { accountsOfPerson } from '../accounts/person-accounts.service.ts';
import { companyBoxes, findInBox, insertMessage, type NewFile } from './messages.repository.ts';

/** What another area tells a box: texts per language, a unique key, and optionally a page to open and files. */
export interface BoxNotice {
  category: MessageCategory;
  text: (language: Locale) => { title: string; body: string };
  /** Unique per message: a repeated call with the same key writes nothing. */
  dedupeKey: string;
  actionPath?: string;
  /** The ticket the message is about, when there is one. */
  noticeNo?: string;
  files?: (language: Locale) => NewFile[];
}

/**
 * Writes one message into a box, in its holder's language, once per `dedupeKey` (inside the caller's
 * transaction when `db` is one). Answers the message's id, or undefined when it was already written.
 */
export async function tellBox(db: Database, box: Box, notice: BoxNotice): Promise<number | undefined> {
  const language = await languageOfBox(db, box);
  const { title, body } = notice.text(language);
  return insertMessage(
    db,
    {
      ...box,
      language,
      category: notice.category,
      title,
      body,
      dedupeKey: notice.dedupeKey,
      actionPath: notice.actionPath ?? null,
      noticeNo: notice.noticeNo ?? null,
    },
    notice.files?.(language) ?? [],
  );
}

/** The personal boxes of a Transport Department person's portal account (none when the person has no account). */
export async function personalBoxesOf(db: Database, personId: number): Promise<Box[]> {
  return (await accountsOfPerson(db, personId)).map((u) => ({ userId: u.id, agentId: 0 }));
}

/** The boxes of a company's activated administrators (their company role). */
export async function companyAdminBoxesOf(db: Database, companyId: number): Promise<Box[]> {
  return (await companyBoxes(db, companyId))
    .filter((r) => r.roleType === 'OAD')
    .map((r) => ({ userId: r.userId, agentId: r.agentId }));
}

/** The page a live message of the box asks to open, or undefined (another box's message, expired, or none). */
export async function actionOfMessage(db: Database, box: Box, messageId: number, now = new Date()) {
  const m = await findInBox(db, box, messageId, keptSince(now));
  return m?.actionPath ?? undefined;
}

/** A text in the three languages, picked by the box's language. */
export const pick = (texts: Localized, language: Locale) => texts[language];
