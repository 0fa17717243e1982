import { z } from 'zod';
import { AGENT_ROLES, ROLE_TYPES } from './roles.ts';
import { PERMISSION_FLAGS } from './permissions.ts';

/** One role the user holds besides the personal one (spec section 3, userAgents). */
export const userAgentSchema = z.object({
  agentId: z.number().int(),
  agentRole: z.enum(AGENT_ROLES),
  roleType: z.enum(ROLE_TYPES),
  ownerName: z.string(),
  ownerId: z.string(),
  orgId: z.string().nullable(),
});

export const userProfileSchema = z.object({
  name: z.string(),
  uid: z.string(),
  gender: z.string(),
  carOwner: z.boolean(),
  driver: z.boolean(),
  userAgents: z.array(userAgentSchema),
});

export const currentUserInfoSchema = z.object({
  name: z.string(),
  agentId: z.number().int(),
  agentRole: z.enum(AGENT_ROLES),
  uid: z.string(),
  gender: z.string(),
  driver: z.boolean(),
  roleType: z.enum(ROLE_TYPES),
  roleNum: z.number().int(),
  roleList: z.array(userAgentSchema),
  ownerName: z.string(),
  ownerId: z.string(),
  showSwitch: z.boolean(),
  permissions: z.object(Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()]))),
  time: z.string(),
});
export type CurrentUserInfo = z.infer<typeof currentUserInfoSchema>;

export const requiredUidBodySchema = z.object({ uid: z.string().min(1).max(64) });

export const eContactSchema = z.object({
  contactMeansInd: z.enum(['E', 'M']).nullable(),
  email: z.string(),
  phoneNo: z.string(),
  display: z.string(),
  nameEng: z.string(),
  nameChi: z.string(),
  surnameEng: z.string(),
  givennameEng: z.string(),
  docType: z.string().nullable(),
  docNo: z.string(),
  idNo: z.string(),
  idType: z.string(),
});

export const alertStatusSchema = z.object({
  blankAccount: z.enum(['Y', 'N']),
  alertStatus: z.enum(['1', '2', '3']).nullable(),
  blankAccountReadFlag: z.enum(['Y', 'N']),
});

export const switchRoleBodySchema = z.object({ agentId: z.coerce.number().int().min(0).max(999_999_999) });
export const switchRoleResultSchema = z.object({
  changed: z.boolean(),
  token: z.string().nullable(),
  userInfo: currentUserInfoSchema,
});

/** getDslAgentAccounts / getDslCompanyAccounts: the roles of one kind the caller may switch to. */
export const switchableRolesSchema = z.object({ list: z.array(userAgentSchema) });
