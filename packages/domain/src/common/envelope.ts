import { z } from 'zod';

/** The code of every successful answer (architecture section 3). */
export const SUCCESS_CODE = '0';

/** Every JSON answer: `{ code, message, data }`; `code` is '0' on success. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), message: z.string(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ fields: z.array(fieldErrorSchema).optional() }).nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
