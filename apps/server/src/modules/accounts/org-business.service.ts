import type { Locale } from '@eticket/domain/common/locale';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { ownChallenge, resendInterval, sendOwnCode } from '../identity/otp.service.ts';
import { ownCompany } from './e-contact.service.ts';
import { checkOrgOtp, orgInfo } from './org-activation.service.ts';

/**
 * The /{businessId} forms of enterprise activation (spec section 7) name the company in the address: one
 * the caller administers (OAD). Any other business id is refused with 403, whether it exists or not, and
 * a challenge must have been opened for that very company.
 */
async function administered(db: Database, principal: Principal, businessId: string) {
  return ownCompany(db, principal, businessId, 'OAD');
}

async function assertChallengeFor(db: Database, principal: Principal, uuid: string, companyId: number) {
  const challenge = await ownChallenge(db, uuid, principal.userId);
  if (!challenge || challenge.targetKind !== 'COMPANY' || challenge.targetId !== companyId)
    throw new AppError('OTP_INVALID');
}

/** Step 1: an OTP challenge to the company's contact, to re-authenticate its administrator. */
export async function businessInfo(db: Database, principal: Principal, businessId: string) {
  await administered(db, principal, businessId);
  return orgInfo(db, principal, { orgId: businessId });
}

export async function businessSend(
  db: Database,
  config: Config,
  principal: Principal,
  businessId: string,
  uuid: string,
  locale: Locale,
) {
  const { company } = await administered(db, principal, businessId);
  await assertChallengeFor(db, principal, uuid, company.id);
  return sendOwnCode(db, config, principal.userId, uuid, locale);
}

export async function businessInterval(db: Database, principal: Principal, businessId: string, uuid: string) {
  const { company } = await administered(db, principal, businessId);
  await assertChallengeFor(db, principal, uuid, company.id);
  return resendInterval(db, { challengeId: uuid, userId: principal.userId });
}

/** Step 3: the OTP confirms the administrator again; the answer is its administrator role. */
export async function businessActivate(
  db: Database,
  config: Config,
  principal: Principal,
  businessId: string,
  input: { uuid: string; otp: string },
) {
  const { company, role } = await administered(db, principal, businessId);
  await assertChallengeFor(db, principal, input.uuid, company.id);
  await checkOrgOtp(db, config, principal, input);
  return { agentId: role.id, roleType: 'OAD' as const, orgId: String(company.id) };
}
