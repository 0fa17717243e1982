import type { Database } from '../../db/database.ts';
import { findIdentityOfUser, lastLoginName } from './identity.repository.ts';

// The account's logins as other modules may read them (the accounts module's profile and eID binding).

/** The name a provider last gave for one of this account's logins, or null. */
export function loginNameOf(db: Database, userId: string): Promise<string | null> {
  return lastLoginName(db, userId);
}

/** When the account first linked an iAM Smart login, if it has one. */
export async function iamSmartLinkedAt(db: Database, userId: string): Promise<Date | null> {
  return (await findIdentityOfUser(db, userId, 'IAMSMART'))?.createdAt ?? null;
}
