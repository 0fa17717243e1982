import { z } from 'zod';
import { boundedTotalShape, pageQueryShape } from '../common/page.schemas.ts';
import { normaliseVehicleNo, validateVehicleNo } from '../vehicles/vehicle-no.ts';
import { MAX_VEHICLES_PER_REQUEST } from '../vehicles/vehicle.schemas.ts';

/** An agent invitation code is valid for 24 hours (spec section 9). */
export const INVITATION_CODE_VALID_HOURS = 24;
/** Code characters: capitals and digits without I, O, 0 and 1, which read alike. */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 10;
/** Entries of a code a user may try per minute (wrong or right), before the server answers 429. */
export const INVITATION_CODE_TRIES_PER_MINUTE = 5;

/** A code as typed: spaces and dashes dropped, any case. */
export function normaliseInvitationCode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const vehicleMarkSchema = z
  .string()
  .trim()
  .max(12)
  .transform(normaliseVehicleNo)
  .refine((mark) => validateVehicleNo(mark) === null, 'validation.vehicleNo.incorrect');

/** One to five vehicles in one request (spec section 5), each once. */
export const vehicleMarksSchema = z
  .array(vehicleMarkSchema)
  .min(1)
  .max(MAX_VEHICLES_PER_REQUEST, 'validation.vehicleNos.max')
  .refine((marks) => new Set(marks).size === marks.length, 'validation.duplicate');

/** POST /user/agent/code: a code for these vehicles of the acting owner. */
export const generateCodeBodySchema = z.object({ vehicleNos: vehicleMarksSchema });
export const generatedCodeSchema = z.object({
  invitationId: z.number().int(),
  code: z.string(),
  expiresAt: z.string(),
  vehicleNos: z.array(z.string()),
});
export type GeneratedCode = z.infer<typeof generatedCodeSchema>;

export const CODE_CHANNELS = ['SMS', 'EMAIL'] as const;
/** POST /user/agent/sendInvitationCode: the code just generated, to the invitee's mobile or e-mail. */
export const sendCodeBodySchema = z
  .object({
    invitationId: id,
    code: z.string().trim().min(4).max(20),
    channel: z.enum(CODE_CHANNELS),
    destination: z.string().trim().min(1).max(120),
  })
  .superRefine((body, ctx) => {
    const valid =
      body.channel === 'SMS'
        ? /^[4-9]\d{7}$/.test(body.destination.replace(/[\s-]/g, ''))
        : z.email().safeParse(body.destination).success;
    if (!valid)
      ctx.addIssue({
        code: 'custom',
        path: ['destination'],
        message: body.channel === 'SMS' ? 'validation.phone.format' : 'validation.email.format',
      });
  });
export const sentCodeSchema = z.object({ channel: z.enum(CODE_CHANNELS), destination: z.string() });

/** POST /user/agent/enterInvitationCode. */
export const enterCodeBodySchema = z.object({ code: z.string().trim().min(1).max(30) });

export const AGENT_STATUSES = ['ACTIVATED', 'DEACTIVATED', 'DELETED'] as const;
/** UAG a person's agent, OAG a company's staff agent, ORG a company acting as agent (by application). */
export const AGENT_KINDS = ['UAG', 'OAG', 'ORG'] as const;

export const enteredCodeSchema = z.object({
  agentId: z.number().int(),
  roleType: z.enum(AGENT_KINDS),
  ownerName: z.string(),
  vehicleNos: z.array(z.string()),
});

/** One agent as its owner sees it (names masked, spec section 5). */
export const agentViewSchema = z.object({
  agentId: z.number().int(),
  name: z.string(),
  roleType: z.enum(AGENT_KINDS),
  status: z.enum(AGENT_STATUSES),
  isDefault: z.boolean(),
  vehicleNos: z.array(z.string()),
  since: z.string(),
  endedAt: z.string().nullable(),
});
export type AgentView = z.infer<typeof agentViewSchema>;
/** A page of an owner's agents (POST /users/list/agent in the body, GET /user/agent/records in the query). */
export const agentListQuerySchema = z.object(pageQueryShape);
export type AgentListQuery = z.infer<typeof agentListQuerySchema>;
/** A page of agents, with a bounded total (exact up to the server's count limit, `totalCapped` beyond). */
export const agentListSchema = z.object({
  list: z.array(agentViewSchema),
  ...boundedTotalShape,
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const INVITATION_STATUSES = ['VALID', 'USED', 'EXPIRED', 'ENDED'] as const;
export const invitationViewSchema = z.object({
  invitationId: z.number().int(),
  vehicleNos: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  sentTo: z.string().nullable(),
  usedBy: z.string().nullable(),
  usedAt: z.string().nullable(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;
export const invitationListSchema = z.object({ list: z.array(invitationViewSchema) });

export const agentIdQuerySchema = z.object({ agentId: id });
export const agentIdParamsSchema = z.object({ id });
/** DELETE /user/agent/{id}: terminate keeps the agent in the records as deactivated; remove deletes it. */
export const endAgentQuerySchema = z.object({ mode: z.enum(['terminate', 'remove']).default('remove') });
export const agentVehiclesBodySchema = z.object({ agentId: id, vehicleNos: vehicleMarksSchema });
export const agentVehiclesSchema = z.object({
  agentId: z.number().int(),
  delegated: z.array(z.string()),
  /** The owner's other vehicles that may still be given to this agent. */
  available: z.array(z.string()),
  maxAgentsPerVehicle: z.number().int(),
});

/** The owner one of the caller's agent roles acts for (GET /user-agent/agents, /users/agent). */
export const principalViewSchema = z.object({
  agentId: z.number().int(),
  roleType: z.enum(AGENT_KINDS),
  ownerName: z.string(),
  vehicleNos: z.array(z.string()),
  since: z.string(),
});
export const principalListSchema = z.object({ list: z.array(principalViewSchema) });

export const endedSchema = z.object({ agentId: z.number().int(), movedTo: z.number().int().nullable() });

// Vehicle applications and approvals (spec sections 4, 5 and 7).

export const APPLICATION_STATUSES = [
  'DRAFT',
  'PENDING_AUTHORIZATION',
  'APPROVED',
  'REJECTED',
  'INVALID',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** POST /apply/save (a draft) and /apply/vehicle (submitted): the owner by identity document no. */
export const applyBodySchema = z.object({
  applicationId: id.optional(),
  ownerIdNo: z
    .string()
    .trim()
    .min(4)
    .max(20)
    .transform((v) => v.replace(/[\s()]/g, '').toUpperCase()),
  vehicleNos: vehicleMarksSchema,
});
export type ApplyBody = z.infer<typeof applyBodySchema>;

export const applicationIdBodySchema = z.object({ applicationId: id });
export const rejectBodySchema = z.object({
  applicationId: id,
  reason: z.string().trim().min(1).max(300),
});
/** POST /auth/record: a page of the applications to the acting owner, of one status or all. */
export const recordQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  ...pageQueryShape,
});
export type RecordQuery = z.infer<typeof recordQuerySchema>;
/** POST /apply/record: a page of the caller's own applications. */
export const applicationRecordQuerySchema = z.object(pageQueryShape);

export const applicationEventSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  at: z.string(),
});
export const applicationViewSchema = z.object({
  applicationId: z.number().int(),
  type: z.literal('VEHICLE'),
  status: z.enum(APPLICATION_STATUSES),
  /** As its owner sees it: who applied; as its applicant sees it: whose vehicles (masked). */
  applicant: z.string(),
  owner: z.string(),
  vehicleNos: z.array(z.string()),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  events: z.array(applicationEventSchema),
});
export type ApplicationView = z.infer<typeof applicationViewSchema>;
/** A page of applications, newest first, with a bounded total. */
export const applicationListSchema = z.object({
  list: z.array(applicationViewSchema),
  ...boundedTotalShape,
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** DELETE /user-agent: which of the caller's own agent roles to leave (the acting one when absent). */
export const leaveQuerySchema = z.object({ agentId: id.optional() });
