import type { Database } from '../../db/database.ts';
import * as repo from './accounts.repository.ts';

/**
 * Which portal accounts belong to which Transport Department person: the one way other modules (messages'
 * recipients and language guess) learn it, so that none of them reads the accounts tables.
 */

/** The portal accounts of a Transport Department person (at most one). */
export function accountsOfPerson(db: Database, personId: number): Promise<{ id: string }[]> {
  return repo.findUsersOfPerson(db, personId);
}

/** The Transport Department person of an account (null for a blank account or an unknown one). */
export function personOfAccount(db: Database, userId: string): Promise<number | null> {
  return repo.findPersonOfUser(db, userId);
}
