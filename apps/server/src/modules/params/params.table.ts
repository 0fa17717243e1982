import { boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tz } from '../../db/columns.ts';

/** Offence catalogue: parking contraventions (notice 525) and moving offences (notice 570). */
export const offences = pgTable('offences', {
  code: text('code').primaryKey(),
  noticeType: text('notice_type').notNull(),
  regulation: text('regulation').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionZhHk: text('description_zh_hk').notNull(),
  descriptionZhCn: text('description_zh_cn').notNull(),
  demeritPoints: smallint('demerit_points').notNull().default(0),
  repealed: boolean('repealed').notNull().default(false),
  confirmed: boolean('confirmed').notNull().default(true),
});

/** Fixed penalty per offence, effective-dated: the amount due is the row in force on the offence date. */
export const penaltyTariffs = pgTable(
  'penalty_tariffs',
  {
    offenceCode: text('offence_code')
      .notNull()
      .references(() => offences.code),
    validFrom: date('valid_from').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offenceCode, t.validFrom] })],
);

/** Business parameters served by GET /param/{paramCode}; values the force may change without a release. */
export const systemParams = pgTable('system_params', {
  code: text('code').primaryKey(),
  value: jsonb('value').notNull(),
  unit: text('unit'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** The permission flags of each role type (spec section 6), served by GET /role/management/lists. */
export const rolePermissions = pgTable('role_permissions', {
  roleType: text('role_type').primaryKey(),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull(),
});
