import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import * as repo from './accounts.repository.ts';

/**
 * verifyCompany (spec section 7): whether a document names a company the caller may activate, before any
 * OTP. It answers the company's names only (not personal data), the same refusals as step 1 of the
 * activation, and opens no challenge.
 */
export async function verifyCompany(
  db: Database,
  principal: Principal,
  input: { docType: string; docNo: string },
) {
  const company = await repo.findCompanyByDoc(db, input.docType, input.docNo);
  if (!company) throw new AppError('ORG_NOT_FOUND');
  if (await repo.findOrgRoleOf(db, principal.userId, company.id, 'OAD'))
    throw new AppError('ORG_ALREADY_ADMIN');
  return { nameEng: company.nameEng, nameChi: company.nameChi ?? '-' };
}
