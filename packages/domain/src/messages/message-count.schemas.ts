import { z } from 'zod';

/** The role whose box is counted: empty for the personal role (spec section 7, GET /message/count). */
export const messageCountQuerySchema = z.object({
  agentRole: z.enum(['', 'USER_AGENT', 'ORG_AGENT', 'ORG_ADMIN']).default(''),
});

/** Exact up to the server's count limit; `capped` beyond it (the count is that limit; the dot shows 99+). */
export const messageCountSchema = z.object({ count: z.number().int().nonnegative(), capped: z.boolean() });
