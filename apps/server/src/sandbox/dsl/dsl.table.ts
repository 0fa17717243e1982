import { pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

/** Demo accounts of the police digital services logon, for people without an HKID; level 1 to 4. */
export const sandboxDslAccounts = pgTable('sandbox_dsl_accounts', {
  id: serial('id').primaryKey(),
  loginId: text('login_id').notNull().unique(),
  displayName: text('display_name').notNull(),
  level: smallint('level').notNull(),
});
