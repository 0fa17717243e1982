import { z } from 'zod';

/** The code of every successful answer (architecture section 3). */
export const SUCCESS_CODE = '0';

/** Every JSON answer: `{ code, message, data }`; `code` is '0' on success. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), message: z.string(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * A refusal: its field errors, and (for a few refusals) what the caller needs to act on it, under a name
 * of its own beside them (DISPUTE_DRAFT_EXISTS answers `data.draft`, ADR 0046).
 */
export const errorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ fields: z.array(fieldErrorSchema).optional() }).nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
