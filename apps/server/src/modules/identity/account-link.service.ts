import type { Database } from '../../db/database.ts';
import type { Assertion } from './identity-provider.port.ts';
import * as repo from './identity.repository.ts';
import { transportOf } from '../transport/transport.binding.ts';

/** The account of a person at the Transport Department, created on first need; concurrent creators agree. */
export async function accountOfPerson(db: Database, tdPersonId: number) {
  const existing = await repo.findUserByPerson(db, tdPersonId);
  if (existing) return existing;
  try {
    return await repo.insertUser(db, tdPersonId);
  } catch (error) {
    const winner = await repo.findUserByPerson(db, tdPersonId);
    if (winner) return winner;
    throw error;
  }
}

/**
 * The portal account a provider's assertion opens. A known login opens its account. A new iAM Smart login
 * carries an HKID, so it opens the account of that person at the Transport Department (created if needed):
 * the government identity is proof enough. A new DSL login proves no identity record, so it opens a new
 * blank account, which can later be linked by OTP registration.
 */
export async function accountFor(db: Database, assertion: Assertion, now = new Date()) {
  const known = await repo.findIdentity(db, assertion.provider, assertion.subject);
  if (known) {
    await repo.markIdentityUsed(db, known.id, now, assertion.displayName);
    return (await repo.findUser(db, known.userId))!;
  }
  const person = assertion.idNo ? await transportOf(db).personByIdNo(assertion.idNo) : undefined;
  const user = person ? await accountOfPerson(db, person.id) : await repo.insertUser(db, null);
  const link = await repo.linkIdentity(db, assertion.provider, assertion.subject, user.id);
  await repo.markIdentityUsed(db, link.id, now, assertion.displayName);
  return (await repo.findUser(db, link.userId))!;
}
