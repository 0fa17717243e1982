import type { Database } from '../../db/database.ts';
import type { Localized } from '@eticket/domain/common/locale';
import { offences, penaltyTariffs, rolePermissions, systemParams } from './params.table.ts';
import { DEFAULT_PARAMS, DEFAULT_ROLE_PERMISSIONS } from './params.defaults.ts';
// Imported, not read from disk: the build carries them inside the bundle (docs/adr/0054-compiled-server.md).
import parkingOffences from './data/parking-offences.json' with { type: 'json' };
import movingOffences from './data/moving-offences.json' with { type: 'json' };

interface OffenceSeed {
  code: string;
  noticeType: '525' | '570';
  regulation: string;
  description: Localized;
  demeritPoints: number;
  repealed: boolean;
  confirmed: boolean;
  tariffs: Array<{ validFrom: string; amountCents: number }>;
}

/**
 * Reference data the portal cannot work without. Inserted when missing, never overwritten: once seeded,
 * the rows belong to the force, and a new tariff is a new row with a later valid-from date.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const all = [...parkingOffences, ...movingOffences] as OffenceSeed[];
  await db
    .insert(offences)
    .values(
      all.map((o) => ({
        code: o.code,
        noticeType: o.noticeType,
        regulation: o.regulation,
        descriptionEn: o.description.en,
        descriptionZhHk: o.description['zh-hk'],
        descriptionZhCn: o.description['zh-cn'],
        demeritPoints: o.demeritPoints,
        repealed: o.repealed,
        confirmed: o.confirmed,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(penaltyTariffs)
    .values(all.flatMap((o) => o.tariffs.map((t) => ({ offenceCode: o.code, ...t }))))
    .onConflictDoNothing();
  await db
    .insert(systemParams)
    .values(DEFAULT_PARAMS.map((p) => ({ code: p.code, value: p.value, unit: p.unit ?? null })))
    .onConflictDoNothing();
  await db.insert(rolePermissions).values(DEFAULT_ROLE_PERMISSIONS).onConflictDoNothing();
}
