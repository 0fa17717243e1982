import { verifiedCompanySchema } from '@eticket/domain/accounts/org.schemas';
import { companyEidSchema } from '@eticket/domain/accounts/eid.schemas';
import { request } from '../../../lib/api-client.ts';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

export type VerifiedCompany = ReturnType<typeof verifiedCompanySchema.parse>;

/** Refusals of verifyCompany shown beside the form: unknown company, caller already its administrator. */
export const COMPANY_CODES = {
  alreadyAdmin: ERROR_CODES.ORG_ALREADY_ADMIN,
  notFound: ERROR_CODES.ORG_NOT_FOUND,
} as const;

/** POST …/activate/org/verifyCompany: the company's names before any OTP, or why it cannot be activated. */
export async function verifyCompany(docType: string, docNo: string) {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/activate/org/verifyCompany',
    body: { docType, docNo },
    loading: true,
    handledCodes: [COMPANY_CODES.alreadyAdmin, COMPANY_CODES.notFound],
  });
  const parsed = verifiedCompanySchema.safeParse(result.data);
  return { code: result.code, company: result.code === '0' && parsed.success ? parsed.data : null };
}

/**
 * POST …/users/account/company/eid, the one company call without a session: a company is reached through
 * its administrator's own login. True when the server confirmed that (the document was well formed).
 */
export async function checkCompanyEid(docType: string, docNo: string): Promise<boolean> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/account/company/eid',
    body: { docType, docNo },
    noToken: true,
    loading: true,
  });
  return result.code === '0' && companyEidSchema.safeParse(result.data).success;
}
