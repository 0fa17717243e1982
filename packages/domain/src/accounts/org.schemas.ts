import { z } from 'zod';
import { otpCodeSchema } from '../identity/otp.schemas.ts';

/** docType: F company registration no., B business registration no., T Transport Department assigned no. */
export const ORG_DOC_TYPES = ['F', 'B', 'T'] as const;

/** The organisation id of spec section 3 (ownerId / orgId of an enterprise role). */
const orgId = z.string().regex(/^\d{1,9}$/, 'validation.format');

export const orgStatusBodySchema = z.object({ uid: orgId });
export const orgStatusSchema = z.object({
  authStatus: z.enum(['Y', 'N']),
  contactMeansInd: z.enum(['E', 'M']).nullable(),
  email: z.string(),
  phoneNo: z.string(),
});

export const orgEContactBodySchema = z.object({ ownerId: orgId });

/** A new activation names the company by document; re-authenticating an administrator names the org. */
export const orgInfoBodySchema = z.union([
  z.object({
    docType: z.enum(ORG_DOC_TYPES),
    docNo: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,20}$/, 'validation.format'),
  }),
  z.object({ orgId }),
]);

export const orgInfoSchema = z.object({
  uuid: z.uuid(),
  orgId: z.string(),
  nameEng: z.string(),
  nameChi: z.string(),
  contactMeansInd: z.enum(['E', 'M']),
  email: z.string(),
  phoneNo: z.string(),
  hasAdministrator: z.boolean(),
  /**
   * The challenge may be one the caller opened before (going back a step keeps it): seconds the code
   * already sent stays valid (0: none is valid, send one), and seconds until another may be sent.
   */
  codeValidSeconds: z.number().int().min(0),
  resendInSeconds: z.number().int().min(0),
});

export const orgActivateBodySchema = z.object({
  uuid: z.uuid(),
  otp: otpCodeSchema,
  confirmReplace: z.boolean().default(false),
});
export const orgActivatedSchema = z.object({
  agentId: z.number().int(),
  roleType: z.literal('OAD'),
  orgId: z.string(),
});

export const orgOtpCheckBodySchema = z.object({ uuid: z.uuid(), otp: otpCodeSchema });
export const orgOtpCheckSchema = z.object({ authStatus: z.literal('Y') });

/** getOrgProfile: the company of the acting enterprise role; orgId, when sent, must be that company. */
export const orgProfileBodySchema = z.object({ orgId: orgId.optional() });
export const orgProfileSchema = z.object({
  orgId: z.string(),
  nameEng: z.string(),
  nameChi: z.string(),
  docType: z.enum(ORG_DOC_TYPES).nullable(),
  /** Masked whatever the document type: the first four characters stay, the rest are starred. */
  docNo: z.string(),
  contactMeansInd: z.enum(['E', 'M']).nullable(),
  email: z.string(),
  phoneNo: z.string(),
  display: z.string(),
  /** The caller's role in the company: OAD administrator, OAG staff. */
  roleType: z.enum(['OAD', 'OAG']),
});

/** The /{businessId} forms of enterprise activation: the company the caller administers, by its orgId. */
export const businessIdParamsSchema = z.object({ businessId: orgId });
export const businessInfoBodySchema = z.object({});

/** verifyCompany: checks a document before activation, opening no challenge and sending nothing. */
export const verifyCompanyBodySchema = z.object({
  docType: z.enum(ORG_DOC_TYPES),
  docNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,20}$/, 'validation.format'),
});
export const verifiedCompanySchema = z.object({ nameEng: z.string(), nameChi: z.string() });
