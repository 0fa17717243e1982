import { boolean, index, integer, pgTable, serial, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { tz } from '../../db/columns.ts';

/**
 * A login session. The server owns it (not the token): idle and absolute limits, logout and replayed
 * refresh tokens end it here, and every instance sees the same row. agent_id null is the personal role.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agentId: integer('agent_id').references(() => agentRoles.id),
    roleType: text('role_type').notNull(),
    authType: text('auth_type').notNull(),
    ssoLevel: smallint('sso_level'),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastActionAt: tz('last_action_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once, and a second use revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Which external login (iAM Smart, DSL) opens which portal account. */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    lastLoginAt: tz('last_login_at'),
    /** The account name the provider gave at the last login (DSL logins have no identity record). */
    displayName: text('display_name'),
  },
  (t) => [
    unique('identities_provider_subject_uq').on(t.provider, t.subject),
    index('identities_user_idx').on(t.userId),
  ],
);

/**
 * One round trip to an identity provider, keyed by its `state` (CSRF): what it was for, where the browser
 * returns, and whether it was used. Re-auth, signing and registration trips name the session they serve.
 */
export const authRequests = pgTable('auth_requests', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  purpose: text('purpose').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  ssoLevel: smallint('sso_level'),
  sessionId: uuid('session_id').references(() => sessions.id),
  documentDigest: text('document_digest'),
  /** SHA-256 of the HttpOnly cookie set on the browser that started the trip: a code is only good there. */
  browserBindingHash: text('browser_binding_hash').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  consumedAt: tz('consumed_at'),
});

/**
 * A one-time password sent to a contact registered at the Transport Department. subject_key names who is
 * being checked for what, so attempts and the lockout follow the person across new challenges and restarts.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').notNull(),
    subjectKey: text('subject_key').notNull(),
    userId: uuid('user_id').references(() => users.id),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash'),
    createdAt: tz('created_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
    expiresAt: tz('expires_at'),
    resendAfter: tz('resend_after'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: tz('locked_until'),
    consumedAt: tz('consumed_at'),
  },
  (t) => [index('otp_challenges_subject_idx').on(t.purpose, t.subjectKey)],
);

/** Per-user flags the portal keeps beside the account (the blank-account "no more prompts" tick). */
export const userFlags = pgTable('user_flags', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  blankAccountReadFlag: boolean('blank_account_read_flag').notNull().default(false),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Keys generated once in demo mode, so restarts and several instances sign and hash alike. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
