import { ORG_DOC_TYPES } from '@eticket/domain/accounts/org.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { orgEContact } from './e-contact.service.ts';

const docTypeOf = (value: string | null) => ORG_DOC_TYPES.find((t) => t === value) ?? null;

/**
 * getOrgProfile (spec section 7): the company of the role the caller acts under now. A personal or agent
 * role has no company, and an orgId naming any other company is refused, whether it exists or not.
 */
export async function orgProfile(db: Database, principal: Principal, orgId: string | undefined) {
  const companyId = principal.ownerCompanyId;
  const roleType = principal.roleType;
  if (companyId === undefined || (roleType !== 'OAD' && roleType !== 'OAG')) throw new AppError('FORBIDDEN');
  if (orgId !== undefined && orgId !== String(companyId)) throw new AppError('FORBIDDEN');
  // orgEContact checks again that the caller holds a role in the company, and masks the contact.
  const contact = await orgEContact(db, principal, String(companyId));
  return {
    orgId: String(companyId),
    nameEng: contact.nameEng,
    nameChi: contact.nameChi,
    docType: docTypeOf(contact.docType),
    docNo: contact.docNo,
    contactMeansInd: contact.contactMeansInd,
    email: contact.email,
    phoneNo: contact.phoneNo,
    display: contact.display,
    roleType,
  };
}
