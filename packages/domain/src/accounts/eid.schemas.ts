import { z } from 'zod';

/**
 * getEidBinding: whether the caller's account is bound to an e-ID (iAM Smart), that is whether an iAM
 * Smart login opens it, and since when. A DSL-only account answers N.
 */
export const eidBindingSchema = z.object({
  eidBound: z.enum(['Y', 'N']),
  boundAt: z.string().nullable(),
});

/** getCompanyEidBinding asks about a company by its document, as the activation does. */
export const companyEidBodySchema = z.object({
  docType: z.enum(['F', 'B', 'T']),
  docNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,20}$/, 'validation.format'),
});

/**
 * A company is never bound to an e-ID itself: iAM Smart is personal, and a company is reached through its
 * administrator's own login. The answer is the same for every company, existing or not, so a caller
 * without a session learns nothing about any company or person.
 */
export const companyEidSchema = z.object({ eidBound: z.literal('N'), via: z.literal('ADMINISTRATOR') });
