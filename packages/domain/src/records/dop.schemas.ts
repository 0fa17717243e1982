import { z } from 'zod';
import { DOP_CONSEQUENCES } from './points.ts';

const localized = z.object({ en: z.string(), 'zh-hk': z.string(), 'zh-cn': z.string() });

/** GET /users/get/dop: the logged-in driver's driving-offence points, as the Transport Department holds them. */
export const dopSchema = z.object({
  /** When the Department's figures were last brought up to date (ISO instant). */
  dataAsOf: z.string(),
  /** The window the total counts, in years (2). */
  periodYears: z.number().int(),
  total: z.number().int(),
  offences: z.array(
    z.object({
      date: z.string(),
      offenceCode: z.string(),
      description: localized,
      points: z.number().int(),
      /** Inside the window: counts towards the total. */
      counted: z.boolean(),
    }),
  ),
  thresholds: z.array(
    z.object({
      points: z.number().int(),
      consequence: z.enum(DOP_CONSEQUENCES),
      reached: z.boolean(),
      pointsToGo: z.number().int(),
    }),
  ),
  /** Months within which the improvement course must be finished once 10 points are reached. */
  courseMonths: z.number().int(),
});
export type Dop = z.infer<typeof dopSchema>;
