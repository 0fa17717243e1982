import { z } from 'zod';

/**
 * getEidBinding: whether the caller's account is bound to an e-ID (iAM Smart), that is whether an iAM
 * Smart login opens it, and since when. A DSL-only account answers N.
 */
export const eidBindingSchema = z.object({
  eidBound: z.enum(['Y', 'N']),
  boundAt: z.string().nullable(),
});
