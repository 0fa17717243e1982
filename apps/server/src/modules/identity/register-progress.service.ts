import { maskEmailKeepingDomain, maskName, maskPhone } from '@eticket/domain/common/masking';
import type { ContinueRegister } from '@eticket/domain/identity/sso.schemas';
import type { Database } from '../../db/database.ts';
import type { Principal } from './identity.principal.ts';
import * as repo from './identity.repository.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { pendingChallenge } from './otp.service.ts';

const NOTHING = {
  uuid: null,
  contactMeansInd: null,
  email: null,
  phoneNo: null,
  name: null,
  resendInSeconds: null,
};

/**
 * GET /sso/continueRegister: where the caller's own registration stands after an interruption (a reload, the
 * iAM Smart round trip, a closed tab). Only the caller's account, challenges and session are read; the
 * person's name and contact are masked, as in step 1. When both an OTP and an iAM Smart round trip are
 * open, the one started last is where the user was.
 */
export async function continueRegister(
  db: Database,
  principal: Principal,
  uuid: string | undefined,
  now = new Date(),
): Promise<ContinueRegister> {
  // A named uuid is checked first, so a stranger's uuid is 403 even for an account that is done.
  const pending = await pendingChallenge(
    db,
    { userId: principal.userId, purpose: 'REGISTER', challengeId: uuid },
    now,
  );
  if (principal.tdPersonId !== null) return { step: 'DONE', ...NOTHING };
  const roundTrip = await repo.findPendingAuthRequest(db, principal.sessionId, 'REGISTER', now);
  if (roundTrip && (!pending || roundTrip.createdAt > pending.challenge.createdAt)) {
    return { step: 'IAMSMART', ...NOTHING };
  }
  if (!pending) return { step: 'ID_INFO', ...NOTHING };
  const { challenge, resendInSeconds } = pending;
  const person = await transportOf(db).personById(challenge.targetId);
  const byEmail = challenge.channel === 'EMAIL';
  return {
    step: 'OTP',
    uuid: challenge.id,
    contactMeansInd: byEmail ? 'E' : 'M',
    email: maskEmailKeepingDomain(byEmail ? challenge.recipient : null),
    phoneNo: maskPhone(byEmail ? null : challenge.recipient),
    name: person ? maskName(`${person.engSurname} ${person.engGivenName}`) : null,
    resendInSeconds,
  };
}
