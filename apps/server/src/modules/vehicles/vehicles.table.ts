import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { tz, vehicleParticulars } from '../../db/columns.ts';

/**
 * The portal's copy of each owner's vehicles, as last synchronised with the Transport Department's
 * register. `owner_key` is `P:<person id>` or `C:<company id>` (the Department's keys). A vehicle the
 * owner no longer holds keeps its row with `removed_at`, so its id answers like a missing one.
 */
export const ownedVehicles = pgTable(
  'owned_vehicles',
  {
    id: serial('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    registrationMark: text('registration_mark').notNull(),
    ...vehicleParticulars(),
    syncedAt: tz('synced_at').notNull().defaultNow(),
    removedAt: tz('removed_at'),
  },
  (t) => [
    uniqueIndex('owned_vehicles_owner_mark_uq').on(t.ownerKey, t.registrationMark),
    index('owned_vehicles_current_idx')
      .on(t.ownerKey, t.registrationMark)
      .where(sql`removed_at is null`),
    // The vehicle list's keyword (a part of the mark, make or model): the owner's current vehicles whose
    // text holds it, found by trigrams within the owner (pg_trgm, and btree_gin for the owner's key)
    // rather than by reading the whole fleet. The expression is the repository's `keywordText`.
    index('owned_vehicles_keyword_idx')
      .using(
        'gin',
        t.ownerKey,
        sql`(registration_mark || ' ' || coalesce(make, '') || ' ' || coalesce(model, '')) gin_trgm_ops`,
      )
      .where(sql`removed_at is null`),
  ],
);

/**
 * Vehicle QR codes. The code carries `nonce` (random, 128 bits) with the server's HMAC of it; one code
 * per vehicle is active (revoked_at null). A revoked code stays, so its scan answers "QR code expired".
 * `short_code` is printed under the QR code for a driver to type instead (10 random characters of 31,
 * ADR 0047), unique over every code ever made so an old one never names a newer vehicle.
 */
export const vehicleQrCodes = pgTable(
  'vehicle_qr_codes',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => ownedVehicles.id),
    nonce: text('nonce').notNull(),
    shortCode: text('short_code').notNull(),
    issuedAt: tz('issued_at').notNull().defaultNow(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('vehicle_qr_codes_nonce_uq').on(t.nonce),
    uniqueIndex('vehicle_qr_codes_short_code_uq').on(t.shortCode),
    uniqueIndex('vehicle_qr_codes_active_uq')
      .on(t.vehicleId)
      .where(sql`revoked_at is null`),
  ],
);

/**
 * A synchronisation with the register, per owner. At most one is QUEUED or RUNNING per owner (the
 * partial unique index): a second request meanwhile answers "vehicle sync in progress".
 */
export const vehicleSyncs = pgTable(
  'vehicle_syncs',
  {
    id: serial('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    /** USER: asked for by a user; INITIAL: the first reading of the register when the list is first shown. */
    trigger: text('trigger').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id),
    state: text('state').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    added: jsonb('added').$type<string[]>().notNull().default([]),
    removed: jsonb('removed').$type<string[]>().notNull().default([]),
    error: text('error'),
    requestedAt: tz('requested_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('vehicle_syncs_owner_idx').on(t.ownerKey, t.requestedAt),
    // The owner's last finished synchronisation (the vehicle list's "last updated", and "ever read").
    index('vehicle_syncs_done_idx')
      .on(t.ownerKey, t.finishedAt)
      .where(sql`state = 'DONE'`),
    uniqueIndex('vehicle_syncs_running_uq')
      .on(t.ownerKey)
      .where(sql`state in ('QUEUED', 'RUNNING')`),
  ],
);
