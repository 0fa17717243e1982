import { z } from 'zod';
import { ORG_DOC_TYPES } from '../accounts/org.schemas.ts';

/**
 * A police correction of whom a ticket is addressed to (internal API): a person by identity document
 * number, or a company by its business or company document number, as the Transport Department knows them.
 */
export const liablePartyBodySchema = z
  .object({
    idNo: z.string().trim().min(1).max(20).optional(),
    companyDocType: z.enum(ORG_DOC_TYPES).optional(),
    companyDocNo: z.string().trim().min(1).max(20).optional(),
    /** Why, kept in the ticket's history of liable parties. */
    reason: z.string().trim().min(1).max(200),
  })
  .refine(
    (b) => (b.idNo ? !b.companyDocNo && !b.companyDocType : Boolean(b.companyDocNo && b.companyDocType)),
    {
      message: 'name one party',
      path: ['idNo'],
    },
  );
export type LiablePartyBody = z.infer<typeof liablePartyBodySchema>;

/** The ticket's liable parties over time after the correction, oldest first. */
export const liablePartyResultSchema = z.object({
  noticeNo: z.string(),
  changes: z.array(
    z.object({
      cause: z.string(),
      fromKey: z.string().nullable(),
      toKey: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type LiablePartyResult = z.infer<typeof liablePartyResultSchema>;
