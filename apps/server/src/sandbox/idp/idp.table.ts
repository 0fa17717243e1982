import { integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { tdPersons } from '../transport/transport.table.ts';
import { sandboxDslAccounts } from '../dsl/dsl.table.ts';
import { tz } from '../../db/columns.ts';

/**
 * The sandbox identity providers' own record of each authorisation request (iAM Smart and DSL alike):
 * what the user decided, and the single-use code handed back, stored hashed and valid for 60 seconds.
 */
export const sandboxIdpRequests = pgTable('sandbox_idp_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  purpose: text('purpose').notNull(),
  clientState: text('client_state').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  lang: text('lang').notNull(),
  requestedLevel: smallint('requested_level'),
  documentDigest: text('document_digest'),
  status: text('status').notNull().default('PENDING'),
  tdPersonId: integer('td_person_id').references(() => tdPersons.id),
  dslAccountId: integer('dsl_account_id').references(() => sandboxDslAccounts.id),
  codeHash: text('code_hash').unique(),
  codeExpiresAt: tz('code_expires_at'),
  codeUsedAt: tz('code_used_at'),
  signature: text('signature'),
  /** OpenID Connect requests: the client, its PKCE challenge (S256) and nonce, checked at the token endpoint. */
  clientId: text('client_id'),
  codeChallenge: text('code_challenge'),
  nonce: text('nonce'),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
});
