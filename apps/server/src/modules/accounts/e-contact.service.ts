import { maskEmail, maskIdNo, maskName, maskPhone } from '@eticket/domain/common/masking';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { hasPassed } from '../identity/otp.service.ts';
import * as repo from './accounts.repository.ts';

type ContactMeans = 'E' | 'M' | null;
const meansOf = (value: string | null | undefined): ContactMeans =>
  value === 'E' || value === 'M' ? value : null;

function contactOf(record: { contactMeansInd: string; email: string | null; phoneNo: string | null } | null) {
  const contactMeansInd = meansOf(record?.contactMeansInd);
  const email = maskEmail(record?.email);
  const phoneNo = maskPhone(record?.phoneNo);
  return { contactMeansInd, email, phoneNo, display: contactMeansInd === 'E' ? email : phoneNo };
}

/** An id in a body must be the caller's own: a different one is refused, never looked up. */
export function assertOwnUid(principal: Principal, uid: string | undefined) {
  if (uid !== undefined && uid !== principal.userId) throw new AppError('FORBIDDEN');
}

/** getEContactMeans: the caller's contact at the Transport Department, masked. */
export async function eContact(db: Database, principal: Principal, uid: string | undefined) {
  assertOwnUid(principal, uid);
  const row = await repo.findUserWithPerson(db, principal.userId);
  const person = row?.person ?? null;
  return {
    ...contactOf(person),
    nameEng: maskName(person ? `${person.engSurname} ${person.engGivenName}` : null),
    nameChi: maskName(person?.chnName),
    surnameEng: person?.engSurname ?? '-',
    givennameEng: maskName(person?.engGivenName),
    docType: null,
    docNo: '-',
    idNo: maskIdNo(person?.idNo),
    idType: person?.idType ?? 'EMPTY',
  };
}

/** A company the caller holds a role in; any other id reads as forbidden, whether it exists or not. */
export async function ownCompany(db: Database, principal: Principal, orgId: string, roleType?: string) {
  const companyId = Number(orgId);
  const role = await repo.findOrgRoleOf(db, principal.userId, companyId, roleType);
  const company = role ? await repo.findCompany(db, companyId) : undefined;
  if (!role || !company) throw new AppError('FORBIDDEN');
  return { role, company };
}

/** getOrgEContactMeans: the company's contact, masked; company names are not personal data. */
export async function orgEContact(db: Database, principal: Principal, ownerId: string) {
  const { company } = await ownCompany(db, principal, ownerId);
  return {
    ...contactOf(company),
    nameEng: company.nameEng,
    nameChi: company.nameChi ?? '-',
    surnameEng: '-',
    givennameEng: '-',
    docType: company.docType,
    docNo: maskIdNo(company.docNo),
    idNo: '-',
    idType: 'EMPTY',
  };
}

/** An administrator is authenticated once an OTP to the company's contact has been passed (activation or since). */
export async function orgAuthStatus(db: Database, userId: string, companyId: number): Promise<'Y' | 'N'> {
  return (await hasPassed(db, userId, ['ORG_ACTIVATE', 'ORG_REAUTH'], `company:${companyId}`)) ? 'Y' : 'N';
}

/** checkOrgStatus (spec section 7): uid is the organisation id, which must be one of the caller's. */
export async function orgStatus(db: Database, principal: Principal, orgId: string) {
  const { company } = await ownCompany(db, principal, orgId);
  const { contactMeansInd, email, phoneNo } = contactOf(company);
  return {
    authStatus: await orgAuthStatus(db, principal.userId, company.id),
    contactMeansInd,
    email,
    phoneNo,
  };
}
