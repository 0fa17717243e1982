import type { Box } from '../../db/box.ts';
import { isLocale, type Locale } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { personOfAccount } from '../accounts/person-accounts.service.ts';
import { languageOf } from './messages.repository.ts';

/**
 * The language a person's messages are written in when they chose none: Traditional Chinese when the
 * Transport Department holds a Chinese name for them, English otherwise. The choice on the settings page
 * (message_languages) wins.
 */
export async function languageOfPerson(db: Database, personId: number | null): Promise<Locale> {
  if (!personId) return 'en';
  const person = await transportOf(db).personById(personId);
  return person?.chnName ? 'zh-hk' : 'en';
}

export async function languageOfBox(db: Database, box: Box): Promise<Locale> {
  const chosen = await languageOf(db, box);
  if (isLocale(chosen)) return chosen;
  return languageOfPerson(db, await personOfAccount(db, box.userId));
}
