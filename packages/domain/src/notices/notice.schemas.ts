import { z } from 'zod';

/**
 * The notices that follow a ticket (spec section 1). DEMAND: the ticket unpaid 21 days after the offence;
 * DRIVER_IDENTIFICATION: a moving offence's owner must name the driver within 21 days; DRIVER_NOTICE: the
 * notice the named driver then gets in their own name.
 */
export const NOTICE_KINDS = ['DEMAND', 'DRIVER_IDENTIFICATION', 'DRIVER_NOTICE'] as const;
export const NOTICE_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export const DRIVER_RELATIONSHIPS = [
  'SELF_EMPLOYED_DRIVER',
  'FAMILY',
  'FRIEND',
  'EMPLOYEE',
  'HIRER',
  'OTHER',
] as const;
/** Section 9: not identifying the driver is punishable by up to $10,000 and 6 months' prison. */
export const DRIVER_ID_MAX_FINE = 10_000;
export const DRIVER_ID_MAX_PRISON_MONTHS = 6;
export const DRIVER_ID_DAYS = 21;

export const noticeViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  status: z.enum(NOTICE_STATUSES),
  noticeNo: z.string(),
  vehicleNo: z.string(),
  offenceDate: z.string(),
  deadline: z.string(),
  issuedAt: z.string(),
  /** The driver named, masked (only the owner who named them sees this). */
  driverName: z.string().nullable(),
  /** COMPANY: addressed to the company the caller administers, which names the driver from its staff. */
  addressee: z.enum(['PERSON', 'COMPANY']),
});
export type NoticeView = z.infer<typeof noticeViewSchema>;
export const noticeListSchema = z.object({ items: z.array(noticeViewSchema) });

export const noticeIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The driver an owner names: name, address, driving licence no and relation to the owner (hk-facts). */
export const identifyDriverBodySchema = z.object({
  name: z.string().trim().min(2).max(100),
  address: z.string().trim().min(5).max(300),
  licenceNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,2}\d{6}[0-9A]$/, 'validation.licenceNo.incorrect'),
  relationship: z.enum(DRIVER_RELATIONSHIPS),
  declaration: z.literal(true),
});
export type IdentifyDriverBody = z.infer<typeof identifyDriverBodySchema>;

/** One of the company's staff a company administrator may name as the driver (name masked). */
export const staffMemberSchema = z.object({
  staffId: z.number().int(),
  name: z.string(),
  /** Masked (first 4 characters): tells apart two members whose masked names are alike. */
  licenceNo: z.string(),
});
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/**
 * A company names one of its staff as the driver: the staff member by the id of the server's own list
 * (name and licence come from the Transport Department's record), the address, and the declaration.
 */
export const identifyStaffDriverBodySchema = z.object({
  staffId: z.number().int().positive(),
  address: z.string().trim().min(5).max(300),
  declaration: z.literal(true),
});
export type IdentifyStaffDriverBody = z.infer<typeof identifyStaffDriverBodySchema>;
