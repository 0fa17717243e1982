import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import {
  challengeState,
  checkOwnCode,
  consumeChallenge,
  openContactChallenge,
} from '../identity/otp.service.ts';
import { ownCompany } from './e-contact.service.ts';
import * as repo from './accounts.repository.ts';

type OrgInfoInput = { docType: string; docNo: string } | { orgId: string };

/**
 * Step 1 of enterprise activation ("any user can add a company account"), or of an administrator's
 * re-authentication (orgId of a company the caller administers). Opens an OTP challenge to the company's
 * contact at the Transport Department, or hands back the caller's open one with where it stands, so
 * starting again while a code is live leads to that code rather than to a refused resend.
 */
export async function orgInfo(db: Database, principal: Principal, input: OrgInfoInput) {
  let company;
  let purpose: 'ORG_ACTIVATE' | 'ORG_REAUTH';
  if ('orgId' in input) {
    company = (await ownCompany(db, principal, input.orgId, 'OAD')).company;
    purpose = 'ORG_REAUTH';
  } else {
    company = await repo.findCompanyByDoc(db, input.docType, input.docNo);
    if (!company) throw new AppError('ORG_NOT_FOUND');
    if (await repo.findOrgRoleOf(db, principal.userId, company.id, 'OAD'))
      throw new AppError('ORG_ALREADY_ADMIN');
    purpose = 'ORG_ACTIVATE';
  }
  const { challenge, shown } = await openContactChallenge(db, {
    purpose,
    userId: principal.userId,
    kind: 'COMPANY',
    record: company,
  });
  return {
    ...shown,
    orgId: String(company.id),
    nameEng: company.nameEng,
    nameChi: company.nameChi ?? '-',
    hasAdministrator: Boolean(await repo.findOtherAdmin(db, company.id, principal.userId)),
    ...challengeState(challenge),
  };
}

/**
 * Step 3: the OTP makes the caller the company's administrator. A company has one administrator: an
 * existing one is replaced (deactivated) only on confirmation, and the code stays usable until then.
 */
export async function activateOrg(
  db: Database,
  config: Config,
  principal: Principal,
  input: { uuid: string; otp: string; confirmReplace: boolean },
) {
  const challenge = await checkOwnCode(db, config, principal.userId, input, ['ORG_ACTIVATE']);
  const companyId = challenge.targetId;
  if (await repo.findOrgRoleOf(db, principal.userId, companyId, 'OAD'))
    throw new AppError('ORG_ALREADY_ADMIN');
  const other = await repo.findOtherAdmin(db, companyId, principal.userId);
  if (other && !input.confirmReplace) throw new AppError('ORG_ADMIN_EXISTS');
  await consumeChallenge(db, challenge.id);
  if (other) await repo.deactivateRole(db, other.id);
  const role = await repo.insertAdminRole(db, principal.userId, companyId);
  return { agentId: role.id, roleType: 'OAD' as const, orgId: String(companyId) };
}

/** An administrator's re-authentication (org_update_tip, then ReAuthOrg): authStatus becomes Y. */
export async function checkOrgOtp(
  db: Database,
  config: Config,
  principal: Principal,
  input: { uuid: string; otp: string },
) {
  const challenge = await checkOwnCode(db, config, principal.userId, input, ['ORG_REAUTH']);
  await ownCompany(db, principal, String(challenge.targetId), 'OAD');
  await consumeChallenge(db, challenge.id);
  return { authStatus: 'Y' as const };
}
