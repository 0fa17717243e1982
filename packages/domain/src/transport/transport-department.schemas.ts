import { z } from 'zod';
import { isoDateSchema } from '../common/iso-date.ts';

/**
 * The JSON contract between the portal and the Transport Department (docs/contracts/transport-department.md):
 * the paths under the Department's base address, what the portal sends, and what each answer must be. The
 * sandbox Department answers with these schemas and the portal's HTTP adapter reads every answer through
 * them. Answers keep unknown fields out (z.object strips them), so the Department may add fields.
 *
 * "Not on the register" is an answer (`null`), never a 404: a 404 means a wrong address, and must not read
 * as "no such person".
 */

/** The paths, relative to TRANSPORT_URL; `:name` parts are filled in by `transportPath`. */
export const TRANSPORT_PATHS = {
  person: '/persons/:personId',
  personLookup: '/persons/lookup',
  personFacts: '/persons/:personId/facts',
  personVehicles: '/persons/:personId/vehicles',
  drivingRecord: '/persons/:personId/driving-record',
  company: '/companies/:companyId',
  companyLookup: '/companies/lookup',
  companyVehicles: '/companies/:companyId/vehicles',
  vehicle: '/vehicles/:registrationMark',
  vehicleOwner: '/vehicles/:registrationMark/owner',
} as const;
export type TransportPathName = keyof typeof TRANSPORT_PATHS;

/** A path of the contract with its parameters filled in, each encoded as one path segment. */
export function transportPath(name: TransportPathName, params: Record<string, string | number> = {}): string {
  return TRANSPORT_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`transportPath ${name}: ${key} missing`);
    return encodeURIComponent(String(value));
  });
}

/** The Department's keys are 32-bit integers; an unknown one (even a negative one) is answered `null`. */
export const transportKeySchema = z.coerce
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1);
/** As the register writes it (upper case, no space); an unknown mark is answered `null`. */
export const transportMarkSchema = z.string().min(1).max(12);

const eContactShape = {
  /** 'E' e-mail, 'M' mobile phone (SMS). */
  contactMeansInd: z.string().max(4),
  email: z.string().max(254).nullable(),
  phoneNo: z.string().max(20).nullable(),
};
export const transportEContactSchema = z.object(eContactShape);

export const transportPersonSchema = z.object({
  id: z.number().int(),
  idNo: z.string().min(1).max(30),
  idType: z.string().min(1).max(30),
  engSurname: z.string().max(100),
  engGivenName: z.string().max(100),
  chnName: z.string().max(50).nullable(),
  gender: z.string().max(4),
  drivingLicenceNo: z.string().max(30).nullable(),
  licenceExpiry: isoDateSchema.nullable(),
  ...eContactShape,
});

export const transportCompanySchema = z.object({
  id: z.number().int(),
  docType: z.string().min(1).max(10),
  docNo: z.string().min(1).max(30),
  nameEng: z.string().max(200),
  nameChi: z.string().max(100).nullable(),
  ...eContactShape,
});

export const transportOwnerRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), personId: z.number().int() }),
  z.object({ kind: z.literal('company'), companyId: z.number().int() }),
]);

export const transportVehicleSchema = z.object({
  registrationMark: transportMarkSchema,
  classCode: z.string().max(10),
  typeCode: z.string().max(40),
  make: z.string().max(40),
  model: z.string().max(40),
  colourCode: z.string().max(4),
  yearOfManufacture: z.number().int(),
  owner: transportOwnerRefSchema.nullable(),
  deregistered: z.boolean(),
});

export const transportVehicleOwnerSchema = z.object({
  owner: transportOwnerRefSchema,
  /** HKID (or other identity document) of a person, business registration of a company. */
  documentNo: z.string().min(1).max(30),
  contact: transportEContactSchema,
});

export const transportPersonFactsSchema = z.object({ licence: z.boolean(), owns: z.boolean() });

export const transportDrivingRecordSchema = z.object({
  /** When the Department last brought the record up to date: ISO 8601 with an offset. */
  asOf: z.iso.datetime({ offset: true }),
  entries: z
    .array(
      z.object({
        kind: z.enum(['CONVICTION', 'FIXED_PENALTY', 'DISQUALIFICATION']),
        date: isoDateSchema,
        offenceCode: z.string().max(20),
        description: z.object({
          en: z.string().max(300),
          'zh-hk': z.string().max(300),
          'zh-cn': z.string().max(300),
        }),
        points: z.number().int().min(0).max(30),
        disqualificationMonths: z.number().int().min(0).nullable(),
      }),
    )
    .max(1000),
});

// Requests. Document numbers travel in bodies, never in a path or query, so that no access log keeps them.

/** POST /persons/lookup: by identity document, of any type when `idType` is absent; DRIVING_LICENCE looks among licences. */
export const transportPersonLookupSchema = z.strictObject({
  idNo: z.string().min(1).max(30),
  idType: z.string().min(1).max(30).optional(),
});
/** POST /companies/lookup. */
export const transportCompanyLookupSchema = z.strictObject({
  docType: z.string().min(1).max(10),
  docNo: z.string().min(1).max(30),
});
/** GET /vehicles/:registrationMark/owner: today's registered owner, or with `on` the owner that Hong Kong day. */
export const transportOwnerQuerySchema = z.strictObject({ on: isoDateSchema.optional() });

// Answers: 200 with the record, or `null` when the register has none.

export const transportPersonAnswerSchema = z.object({ person: transportPersonSchema.nullable() });
export const transportCompanyAnswerSchema = z.object({ company: transportCompanySchema.nullable() });
export const transportVehicleAnswerSchema = z.object({ vehicle: transportVehicleSchema.nullable() });
export const transportVehiclesAnswerSchema = z.object({
  vehicles: z.array(transportVehicleSchema).max(50_000),
});
export const transportVehicleOwnerAnswerSchema = z.object({
  owner: transportVehicleOwnerSchema.nullable(),
});
export const transportPersonFactsAnswerSchema = z.object({
  facts: transportPersonFactsSchema.nullable(),
});
export const transportDrivingRecordAnswerSchema = z.object({
  record: transportDrivingRecordSchema.nullable(),
});

/** A refusal (4xx) or failure (5xx): only `code` is read, for the log; the message may quote what was asked. */
export const transportRefusalSchema = z.object({
  error: z.object({ code: z.string().max(60), message: z.string().max(300).optional() }),
});
