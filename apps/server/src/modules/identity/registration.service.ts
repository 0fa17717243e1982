import { maskName } from '@eticket/domain/common/masking';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from './identity.principal.ts';
import type { Assertion } from './identity-provider.port.ts';
import * as repo from './identity.repository.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { findSession } from './session.repository.ts';
import { endSession, startSession, type AuthType } from './session.service.ts';
import { checkOwnCode, consumeChallenge, openContactChallenge } from './otp.service.ts';

/** Only a blank account (no identity record yet) registers. */
async function blankAccountOf(db: Database, principal: Principal) {
  const user = await repo.findUser(db, principal.userId);
  if (!user || user.tdPersonId !== null) throw new AppError('ACCOUNT_ALREADY_VERIFIED');
  return user;
}

/** An account "uses" an identity when some login opens it; a seeded account nobody logs into does not. */
async function usedElsewhere(db: Database, tdPersonId: number, userId: string) {
  const holder = await repo.findUserByPerson(db, tdPersonId);
  return holder && holder.id !== userId && (await repo.hasIdentities(db, holder.id)) ? holder : undefined;
}

/** Registration step 1: find the record, say where the code will go, open a challenge. */
export async function validInfo(db: Database, principal: Principal, input: { idType: string; idNo: string }) {
  await blankAccountOf(db, principal);
  const person = await transportOf(db).personByDocument(input.idType, input.idNo);
  if (!person) throw new AppError('NO_IDENTITY_RECORD');
  const { shown } = await openContactChallenge(db, {
    purpose: 'REGISTER',
    userId: principal.userId,
    kind: 'PERSON',
    record: person,
  });
  return {
    ...shown,
    name: maskName(`${person.engSurname} ${person.engGivenName}`),
    alreadyUsed: Boolean(await usedElsewhere(db, person.id, principal.userId)),
  };
}

/**
 * Links the caller's blank account to a person record and answers a new session, since the role changes.
 * When another account already holds that person and someone logs into it, the caller must confirm: the
 * login used now is then moved to that account ("replace"), which keeps its tickets, roles and messages.
 */
async function linkPerson(
  db: Database,
  config: Config,
  principal: Principal,
  tdPersonId: number,
  confirmReplace: boolean,
  extraLogin?: Assertion,
) {
  const user = await blankAccountOf(db, principal);
  const holder = await repo.findUserByPerson(db, tdPersonId);
  if (holder && holder.id !== user.id) {
    if (!confirmReplace && (await repo.hasIdentities(db, holder.id)))
      throw new AppError('IDENTITY_ALREADY_USED');
    await repo.moveIdentities(db, user.id, holder.id);
  } else {
    await repo.setUserPerson(db, user.id, tdPersonId);
  }
  const target = holder ?? user;
  if (extraLogin) await repo.linkIdentity(db, extraLogin.provider, extraLogin.subject, target.id);
  const session = await findSession(db, principal.sessionId);
  await endSession(db, principal.sessionId, 'REGISTERED');
  return startSession(db, config, {
    user: { id: target.id, tdPersonId },
    authType: (session?.authType ?? 'DSL') as AuthType,
    ssoLevel: session?.ssoLevel ?? null,
  });
}

/** Registration step 3: the code, then (confirmation permitting) the link; a refusal leaves the code usable. */
export async function validateAndRegister(
  db: Database,
  config: Config,
  principal: Principal,
  input: { uuid: string; otp: string; confirmReplace: boolean },
) {
  const challenge = await checkOwnCode(db, config, principal.userId, input, ['REGISTER']);
  if (!input.confirmReplace && (await usedElsewhere(db, challenge.targetId, principal.userId))) {
    throw new AppError('IDENTITY_ALREADY_USED');
  }
  await consumeChallenge(db, challenge.id);
  return linkPerson(db, config, principal, challenge.targetId, input.confirmReplace);
}

/** ID authentication through iAM Smart: the HKID the holder shares replaces the OTP as proof. */
export async function registerWithIamSmart(
  db: Database,
  config: Config,
  principal: Principal,
  assertion: Assertion,
  confirmReplace: boolean,
) {
  const person = assertion.idNo ? await transportOf(db).personByIdNo(assertion.idNo) : undefined;
  if (!person) throw new AppError('NO_IDENTITY_RECORD');
  return linkPerson(db, config, principal, person.id, confirmReplace, assertion);
}
