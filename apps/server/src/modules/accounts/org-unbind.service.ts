import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { auditRefusal, recordAudit, type AuditActor } from '../audit/audit.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { maskEmailKeepingDomain, maskPhone } from '@eticket/domain/common/masking';
import {
  checkOwnCode,
  consumeChallenge,
  openContactChallenge,
  ownChallenge,
  type ContactRecord,
} from '../identity/otp.service.ts';
import { personalRoleType } from '../identity/acting-role.service.ts';
import { sessionOf, switchSessionRole } from '../identity/session.service.ts';
import { ownCompany } from './e-contact.service.ts';
import * as repo from './accounts.repository.ts';

/**
 * The administrator role `agentId` in company `orgId`, held by the caller. Any other pairing (another
 * user's role, another company, a staff role) reads as forbidden, whether it exists or not.
 */
async function ownAdminRole(db: Database, principal: Principal, orgId: string, agentId: number) {
  const { role, company } = await ownCompany(db, principal, orgId, 'OAD');
  if (role.id !== agentId) throw new AppError('FORBIDDEN');
  return { role, company };
}

/** The OTP challenge to the company's registered contact, for the administrator to confirm with. */
async function openOrgChallenge(
  db: Database,
  principal: Principal,
  company: ContactRecord,
  purpose: 'ORG_UNBIND' | 'ORG_REAUTH',
) {
  const { shown } = await openContactChallenge(db, {
    purpose,
    userId: principal.userId,
    kind: 'COMPANY',
    record: company,
  });
  return { ...shown, orgId: String(company.id) };
}

/** unBindOrgOtpInfo: opens the OTP that confirms removing one's own enterprise account (UnbindOtp). */
export async function unbindInfo(
  db: Database,
  principal: Principal,
  input: { orgId: string; agentId: number },
) {
  const { company } = await ownAdminRole(db, principal, input.orgId, input.agentId);
  return openOrgChallenge(db, principal, company, 'ORG_UNBIND');
}

/**
 * The OTP removes the enterprise account: the administrator role is deactivated. The role is checked
 * again when the code is answered, since it may have been replaced meanwhile. A session acting in the
 * removed role goes back to the personal role, so its next request is not refused.
 */
export async function unbindWithOtp(
  db: Database,
  config: Config,
  principal: Principal,
  input: { uuid: string; otp: string },
  audit?: AuditActor,
) {
  const event = {
    ...(audit ?? { actorUserId: principal.userId, actorRole: principal.agentRole, requestId: null }),
    action: 'binding.company-unbind',
  };
  const { challenge, role } = await auditRefusal(db, event, async () => {
    const challenge = await checkOwnCode(db, config, principal.userId, input, ['ORG_UNBIND']);
    return { challenge, ...(await ownCompany(db, principal, String(challenge.targetId), 'OAD')) };
  });
  // The binding ends, and is recorded, in one transaction.
  await db.transaction(async (tx) => {
    await consumeChallenge(tx, challenge.id);
    await repo.deactivateRole(tx, role.id);
    const session = await sessionOf(tx, principal.sessionId);
    if (session?.agentId === role.id) {
      await switchSessionRole(tx, principal.sessionId, {
        agentId: null,
        roleType: await personalRoleType(tx, principal.tdPersonId),
      });
    }
    await recordAudit(tx, {
      ...event,
      subjectUserId: principal.userId,
      subjectCompanyId: role.ownerCompanyId ?? null,
      objectRef: `agent-role:${role.id}`,
      outcome: 'ok',
    });
  });
  return { unbound: true as const, agentId: role.id };
}

/** The re-check of the company's electronic contact means (re-ecm): only by its own administrator. */
export async function reEcmInfo(db: Database, principal: Principal, orgId: string) {
  const { company } = await ownCompany(db, principal, orgId, 'OAD');
  return openOrgChallenge(db, principal, company, 'ORG_REAUTH');
}

/**
 * What the UnbindOtp and ReAuthOrg pages show, from the challenge uuid their address carries: the
 * company's name, where the code went (masked) and the administrator role. Only the user who opened the
 * challenge, still administrator of the company, is answered; anyone else reads it as missing.
 */
export async function orgOtpPage(db: Database, principal: Principal, uuid: string) {
  const challenge = await ownChallenge(db, uuid, principal.userId);
  const purpose =
    challenge?.purpose === 'ORG_UNBIND' ? 'UNBIND' : challenge?.purpose === 'ORG_REAUTH' ? 'REAUTH' : null;
  if (!challenge || !purpose) throw new AppError('NOT_FOUND');
  const { role, company } = await ownCompany(db, principal, String(challenge.targetId), 'OAD').catch(() => {
    throw new AppError('NOT_FOUND');
  });
  return {
    uuid: challenge.id,
    orgId: String(company.id),
    purpose: purpose as 'UNBIND' | 'REAUTH',
    agentId: role.id,
    ownerName: company.nameEng,
    contactMeansInd: company.contactMeansInd === 'E' ? ('E' as const) : ('M' as const),
    email: maskEmailKeepingDomain(company.email),
    phoneNo: maskPhone(company.phoneNo),
  };
}
