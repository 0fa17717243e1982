import { z } from 'zod';
import { boundedTotalShape, pageQueryShape } from '../common/page.schemas.ts';
import { payFeeBodySchema } from '../payments/payment.schemas.ts';

/** Application statuses (spec section 4) as a traffic conviction record application moves through them. */
export const TCR_STATUSES = [
  'PENDING_AUTHORISATION',
  'PENDING_PAYMENT',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'EXPIRED',
  'INVALID',
] as const;
export type TcrStatus = (typeof TCR_STATUSES)[number];

/** PERSONAL: a person's own record; COMPANY: a company's application for a driver's record (non-individual). */
export const TCR_KINDS = ['PERSONAL', 'COMPANY'] as const;
export type TcrKind = (typeof TCR_KINDS)[number];

/** Why the record is wanted: shown on the certificate and in the history. */
export const TCR_REASONS = ['EMPLOYMENT', 'INSURANCE', 'VISA', 'OTHER'] as const;
export type TcrReason = (typeof TCR_REASONS)[number];

/** An application's public reference (its business id): `TCR` and 10 digits. */
/** The fee kind of a TCR application's certificate fee in a payment order (ADR 0036). */
export const TCR_FEE_KIND = 'TCR';

export const tcrRefSchema = z.string().regex(/^TCR\d{10}$/, 'validation.tcrRef');

export const tcrIdParamsSchema = z.object({ id: tcrRefSchema });
export const tcrIdBodySchema = z.strictObject({ id: tcrRefSchema });

/** POST /tcrRecords: a personal application, after the eligibility check and the profile confirmation. */
export const tcrApplyBodySchema = z.strictObject({
  reason: z.enum(TCR_REASONS),
  /** The applicant ticked "the particulars above are mine and correct". */
  profileConfirmed: z.literal(true),
});
export type TcrApplyBody = z.infer<typeof tcrApplyBodySchema>;

/** POST /pay/penalty: pay the certificate fee of an application, as a ticket is paid (channel, key, language). */
export const tcrPayBodySchema = payFeeBodySchema.extend({ id: tcrRefSchema });
export type TcrPayBody = z.infer<typeof tcrPayBodySchema>;

/** POST /tcrRecords/nonIndividual/add: a company asks for a driver's record by the driving licence number. */
export const tcrCompanyAddBodySchema = z.strictObject({
  drivingLicenceNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,2}\d{6}[0-9A]$/, 'validation.drivingLicenceNo'),
  reason: z.enum(TCR_REASONS),
});
export type TcrCompanyAddBody = z.infer<typeof tcrCompanyAddBodySchema>;

/** The code a driver gives the company: 8 characters, no 0/O, 1/I/L. */
export const AUTHORISATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const authorisationCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[2-9A-HJKMNP-Z]{8}$/, 'validation.authorisationCode');

/** POST /tcrRecords/nonIndividual/verify: the company enters the code its driver gave. */
export const tcrVerifyCodeBodySchema = z.strictObject({ id: tcrRefSchema, code: authorisationCodeSchema });
export type TcrVerifyCodeBody = z.infer<typeof tcrVerifyCodeBodySchema>;

/** GET /users/getAuthorizationCode?businessId=: the driver authorises one company application. */
export const authorisationCodeQuerySchema = z.object({ businessId: tcrRefSchema });

/** GET /tcrRecords/nonIndividual/authorization/{msgId}/{businessId}: the request a driver was told of. */
export const authorisationRequestParamsSchema = z.object({
  msgId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  businessId: tcrRefSchema,
});

/** POST /tcrRecords/verify: whether the logged-in person may apply now. */
export const tcrEligibilitySchema = z.object({
  eligible: z.literal(true),
  feeCents: z.number().int(),
});
export type TcrEligibility = z.infer<typeof tcrEligibilitySchema>;

/** POST /users/tcr/profile/user: the particulars the certificate will carry, masked, for the applicant to confirm. */
export const tcrProfileSchema = z.object({
  name: z.string(),
  chineseName: z.string().nullable(),
  idNo: z.string(),
  drivingLicenceNo: z.string(),
  licenceExpiry: z.string().nullable(),
  contact: z.string(),
  feeCents: z.number().int(),
  /** The periods the certificate covers, in years. */
  periods: z.object({
    convictionYears: z.number().int(),
    fixedPenaltyYears: z.number().int(),
    pointsYears: z.number().int(),
    disqualificationYears: z.number().int(),
  }),
});
export type TcrProfile = z.infer<typeof tcrProfileSchema>;

/** One entry of a record as the certificate lists it. */
export const tcrEntrySchema = z.object({
  kind: z.enum(['CONVICTION', 'FIXED_PENALTY', 'DISQUALIFICATION']),
  date: z.string(),
  offenceCode: z.string(),
  description: z.object({ en: z.string(), 'zh-hk': z.string(), 'zh-cn': z.string() }),
  points: z.number().int(),
  disqualificationMonths: z.number().int().nullable(),
});
export type TcrEntry = z.infer<typeof tcrEntrySchema>;

export const tcrApplicationSchema = z.object({
  id: tcrRefSchema,
  kind: z.enum(TCR_KINDS),
  status: z.enum(TCR_STATUSES),
  reason: z.enum(TCR_REASONS),
  feeCents: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The person the record is of, masked. */
  holderName: z.string(),
  /** COMPANY: the company that applied. */
  companyName: z.string().nullable(),
  /** COMPANY: when the driver's authorisation lapses unless given. */
  authorisationDeadline: z.string().nullable(),
  /** COMPANY: when the company verified the driver's code. */
  authorisedAt: z.string().nullable(),
  certificateNo: z.string().nullable(),
  /** Shown once the record came (completed): what it holds. */
  entries: z.array(tcrEntrySchema).nullable(),
  pointsTotal: z.number().int().nullable(),
});
export type TcrApplication = z.infer<typeof tcrApplicationSchema>;

/** GET the TCR lists: a page of the box's applications, newest first. */
export const tcrListQuerySchema = z.object(pageQueryShape);
export type TcrListQuery = z.infer<typeof tcrListQuerySchema>;

export const tcrListSchema = z.object({
  list: z.array(tcrApplicationSchema),
  /** Bounded: exact up to the server's count limit, `totalCapped` beyond it. */
  ...boundedTotalShape,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TcrList = z.infer<typeof tcrListSchema>;

/** What the company pays (POST /tcrRecords/nonIndividual/detail/payInfo), and the personal applicant too. */
export const tcrPayInfoSchema = z.object({
  id: tcrRefSchema,
  feeCents: z.number().int(),
  payable: z.boolean(),
  status: z.enum(TCR_STATUSES),
});
export type TcrPayInfo = z.infer<typeof tcrPayInfoSchema>;

/** The driver's view of a company's request, and the code once given. */
export const authorisationRequestSchema = z.object({
  businessId: tcrRefSchema,
  companyName: z.string(),
  reason: z.enum(TCR_REASONS),
  status: z.enum(TCR_STATUSES),
  deadline: z.string(),
});
export type AuthorisationRequest = z.infer<typeof authorisationRequestSchema>;

export const authorisationCodeSchemaOut = z.object({
  businessId: tcrRefSchema,
  code: z.string(),
  expiresAt: z.string(),
});
export type AuthorisationCode = z.infer<typeof authorisationCodeSchemaOut>;

/** POST /tcrRecords/certificate/verify (public): the token a certificate's QR code carries. */
export const certificateVerifyBodySchema = z.strictObject({ token: z.string().trim().min(1).max(2000) });

/** What the verify page shows: genuine with the facts to compare against the paper, or not genuine. */
export const certificateVerdictSchema = z.discriminatedUnion('genuine', [
  z.object({
    genuine: z.literal(true),
    certificateNo: z.string(),
    issuedAt: z.string(),
    /** As the paper prints it: whoever holds the code holds the paper. */
    holderName: z.string(),
    holderChnName: z.string().nullable(),
    /** Masked, as printed. */
    idNo: z.string(),
    licenceNo: z.string(),
    recordAsOf: z.string(),
    /** How many entries the record holds, and each of them, as printed. */
    entries: z.number().int(),
    recordEntries: z.array(tcrEntrySchema),
    pointsTotal: z.number().int(),
  }),
  z.object({ genuine: z.literal(false) }),
]);
export type CertificateVerdict = z.infer<typeof certificateVerdictSchema>;
