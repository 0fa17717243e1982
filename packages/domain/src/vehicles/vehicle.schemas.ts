import { z } from 'zod';
import { TASK_STATES } from '../common/background-task.ts';
import { boundedTotalShape } from '../common/page.schemas.ts';
import { PAGE_SIZES } from '../common/pagination.ts';
import { localizedSchema } from '../params/params.schemas.ts';

/** Up to 50 QR codes per download (spec section 9, parameter MAX_QR_CODES_PER_DOWNLOAD). */
export const MAX_QR_CODES_PER_DOWNLOAD = 50;
/** Up to 5 vehicles per request (spec section 9): the QR codes regenerated at once. */
export const MAX_VEHICLES_PER_REQUEST = 5;

/** GET rest/users/api/v1/publ/users/veh/list: the acting role's vehicles, by registration mark. */
export const vehicleListQuerySchema = z.object({
  /** Part of a registration mark, make or model; spaces ignored, any case. */
  keyword: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'validation.pageSize')
    .default(10),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;

export const vehicleIdParamsSchema = z.object({
  vehicleId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const vehicleViewSchema = z.object({
  id: z.number().int(),
  registrationMark: z.string(),
  classCode: z.string(),
  classGroup: z.string().nullable(),
  classGroupLabel: localizedSchema.nullable(),
  typeCode: z.string(),
  typeLabel: localizedSchema.nullable(),
  make: z.string(),
  model: z.string(),
  colourCode: z.string(),
  colourName: z.string().nullable(),
  colourLabel: localizedSchema.nullable(),
  yearOfManufacture: z.number().int(),
  /** The registered owner's name, masked. */
  ownerName: z.string(),
  /** The agents the vehicle is delegated to, names masked. */
  agents: z.array(z.string()),
  /** Unpaid tickets of this vehicle (unpaid, overdue, or with a payment under way). */
  unpaidTickets: z.number().int(),
  /** An agent sees delegated vehicles without managing them. */
  readOnly: z.boolean(),
  /** Another owner's vehicle the acting role (an agent, or a company by an approved application) acts for. */
  delegated: z.boolean(),
  /** When the active QR code was issued (ISO instant). */
  qrIssuedAt: z.string().nullable(),
});
export type VehicleView = z.infer<typeof vehicleViewSchema>;

/** What the acting role may do with its vehicles (the page shows the buttons it allows). */
export const vehicleAbilitiesSchema = z.object({
  sync: z.boolean(),
  qrDownload: z.boolean(),
  qrRegenerate: z.boolean(),
});
export type VehicleAbilities = z.infer<typeof vehicleAbilitiesSchema>;

export const vehiclePageSchema = z.object({
  items: z.array(vehicleViewSchema),
  /** Bounded: exact up to the server's count limit, `totalCapped` beyond it. */
  ...boundedTotalShape,
  page: z.number().int(),
  pageSize: z.number().int(),
  abilities: vehicleAbilitiesSchema,
  lastSyncedAt: z.string().nullable(),
});
export type VehiclePage = z.infer<typeof vehiclePageSchema>;

export const vehicleSyncStatusSchema = z.object({
  /** NONE: never synchronised by a user (the list was read from the register once). */
  state: z.enum([...TASK_STATES, 'NONE']),
  progress: z.number().int().min(0).max(100),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  requestedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type VehicleSyncStatus = z.infer<typeof vehicleSyncStatusSchema>;

/** A list of vehicle ids; how many is checked by the service so that too many gets a clear message. */
const vehicleIds = z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(1000);

export const qrRegenerateBodySchema = z.object({ vehicleIds });
export const qrDownloadBodySchema = z.object({ vehicleIds });
export type QrDownloadBody = z.infer<typeof qrDownloadBodySchema>;

export const qrCodeViewSchema = z.object({
  vehicleId: z.number().int(),
  registrationMark: z.string(),
  issuedAt: z.string(),
  /** What the code carries (printed codes carry the same). */
  token: z.string(),
  /** The code to type where the QR code cannot be scanned, as printed under it ("ABCDE-FGHJK", ADR 0047). */
  shortCode: z.string(),
  /** The code as an SVG image (what a phone scans). */
  svg: z.string(),
});
export type QrCodeView = z.infer<typeof qrCodeViewSchema>;

/** A scanned QR code's token, or the short code printed under it as a person typed it. */
export const qrResolveBodySchema = z.object({ token: z.string().trim().min(1).max(200) });

/** What a scan of a vehicle's QR code tells a driver allowed to use it: the vehicle, never its owner. */
export const scannedVehicleSchema = z.object({
  registrationMark: z.string(),
  classGroup: z.string().nullable(),
  typeLabel: localizedSchema.nullable(),
  make: z.string(),
  model: z.string(),
  colourName: z.string().nullable(),
});
export type ScannedVehicle = z.infer<typeof scannedVehicleSchema>;
