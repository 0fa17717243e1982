import { z } from 'zod';
import { PERMISSION_FLAGS, type PermissionFlag } from '../accounts/permissions.ts';

export const localizedSchema = z.object({ en: z.string(), 'zh-hk': z.string(), 'zh-cn': z.string() });

export const catalogueEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  label: localizedSchema,
  group: z.string().optional(),
});

export const offenceEntrySchema = catalogueEntrySchema.extend({
  noticeType: z.enum(['525', '570']),
  regulation: z.string(),
  description: localizedSchema,
  demeritPoints: z.number().int(),
  repealed: z.boolean(),
  confirmed: z.boolean(),
  /** The amount in force today, in cents; null when the offence is repealed with no tariff. */
  currentAmountCents: z.number().int().nullable(),
  tariffs: z.array(z.object({ validFrom: z.string(), amountCents: z.number().int() })),
});
export type OffenceEntry = z.infer<typeof offenceEntrySchema>;

export const enumTypeParamsSchema = z.object({ enumType: z.string().min(1).max(64) });
export const enumListSchema = z.array(z.union([offenceEntrySchema, catalogueEntrySchema]));

export const paramCodeParamsSchema = z.object({ paramCode: z.string().min(1).max(64) });
export const paramSchema = z.object({ code: z.string(), value: z.unknown(), unit: z.string().nullable() });
export type ParamView = z.infer<typeof paramSchema>;
/** Operators' change of a business parameter: a value of the same JSON type as the one it replaces. */
export const paramChangeBodySchema = z.object({
  value: z.union([z.number(), z.boolean(), z.string().max(200), z.array(z.unknown()).max(50)]),
});
export type ParamChange = z.infer<typeof paramChangeBodySchema>;

const flagShape = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  PermissionFlag,
  z.ZodBoolean
>;
export const roleEntrySchema = z.object({ roleType: z.string(), ...flagShape });
export const roleListSchema = z.array(roleEntrySchema);

/** Enum types whose entries come from the offence catalogue rather than a fixed table. */
export const OFFENCE_ENUM_TYPES = { 'parking-offences': '525', 'moving-offences': '570' } as const;
