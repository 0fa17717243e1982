import { ENUM_CATALOGUES } from '@eticket/domain/params/enum-types';
import {
  OFFENCE_ENUM_TYPES,
  type OffenceEntry,
  type ParamChange,
} from '@eticket/domain/params/params.schemas';
import { NO_PERMISSIONS, resolvePermissions, type Permissions } from '@eticket/domain/accounts/permissions';
import { ROLE_TYPES, type RoleType } from '@eticket/domain/accounts/roles';
import { tariffInForce, type Tariff } from '@eticket/domain/tickets/tariff';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { formatAmount } from '@eticket/domain/common/amount';
import type { Localized } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import { forgetReferenceReads, referenceRead } from '../../db/reference-reads.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import * as repo from './params.repository.ts';

function penaltyText(description: Localized, cents: number | null): Localized {
  if (cents === null) return description;
  const amount = `HK$${formatAmount(cents)}`;
  return {
    en: `${description.en} (fixed penalty ${amount})`,
    'zh-hk': `${description['zh-hk']}（定額罰款 ${amount}）`,
    'zh-cn': `${description['zh-cn']}（定额罚款 ${amount}）`,
  };
}

async function offenceCatalogue(db: Database, noticeType: string, today: string): Promise<OffenceEntry[]> {
  const [rows, tariffs] = await Promise.all([
    repo.findOffencesByNoticeType(db, noticeType),
    repo.findAllTariffs(db),
  ]);
  const byCode = new Map<string, Tariff[]>();
  for (const t of tariffs) byCode.set(t.offenceCode, [...(byCode.get(t.offenceCode) ?? []), t]);
  return rows.map((o) => {
    const own = (byCode.get(o.code) ?? []).map(({ validFrom, amountCents }) => ({ validFrom, amountCents }));
    const current = o.repealed ? null : (tariffInForce(own, today)?.amountCents ?? null);
    const description = { en: o.descriptionEn, 'zh-hk': o.descriptionZhHk, 'zh-cn': o.descriptionZhCn };
    return {
      code: o.code,
      name: o.code,
      label: penaltyText(description, current),
      noticeType: o.noticeType as '525' | '570',
      regulation: o.regulation,
      description,
      demeritPoints: o.demeritPoints,
      repealed: o.repealed,
      confirmed: o.confirmed,
      currentAmountCents: current,
      tariffs: own,
    };
  });
}

export async function listEnumType(db: Database, enumType: string, now = new Date()) {
  if (Object.hasOwn(OFFENCE_ENUM_TYPES, enumType)) {
    const noticeType = OFFENCE_ENUM_TYPES[enumType as keyof typeof OFFENCE_ENUM_TYPES];
    return offenceCatalogue(db, noticeType, hongKongDateOf(now));
  }
  const table = Object.hasOwn(ENUM_CATALOGUES, enumType) ? ENUM_CATALOGUES[enumType] : undefined;
  if (!table) throw new AppError('ENUM_TYPE_NOT_FOUND', { enumType });
  return [...table];
}

/** A business parameter (kept a few seconds: every logged-in request reads some, db/reference-reads.ts). */
export async function getParam(db: Database, paramCode: string) {
  const row = await referenceRead(db, `param:${paramCode}`, () => repo.findParam(db, paramCode));
  if (!row) throw new AppError('PARAM_NOT_FOUND', { paramCode });
  return { code: row.code, value: row.value, unit: row.unit };
}

/** A number parameter, or `fallback` when it is missing or not a number (the portal keeps working). */
export async function numberParam(db: Database, code: string, fallback: number): Promise<number> {
  const param = await getParam(db, code).catch(() => undefined);
  return typeof param?.value === 'number' ? param.value : fallback;
}

const jsonTypeOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);

/**
 * Operators change a business parameter without a release: only an existing one, and only to a value of
 * the same JSON type (a number stays a number). Recorded in the audit trail.
 */
export async function changeParam(db: Database, code: string, change: ParamChange, actor: AuditActor) {
  const current = await repo.findParam(db, code);
  if (!current) throw new AppError('PARAM_NOT_FOUND', { paramCode: code });
  if (jsonTypeOf(current.value) !== jsonTypeOf(change.value)) throw new AppError('VALIDATION_FAILED');
  const changed = await db.transaction(async (tx) => {
    const row = (await repo.updateParamValue(tx, code, change.value))!;
    await recordAudit(tx, {
      ...actor,
      action: 'param.change',
      objectRef: code,
      outcome: 'ok',
      detail: { from: JSON.stringify(current.value), to: JSON.stringify(change.value) },
    });
    return { code: row.code, value: row.value, unit: row.unit };
  });
  forgetReferenceReads(db);
  return changed;
}

/**
 * Each role type's flags resolved by the one rule (OD from D and O), kept with the read of the table (ADR
 * 0048): resolving every role type again for each logged-in request cost more than reading the table.
 */
function resolvedRolePermissions(db: Database): Promise<ReadonlyMap<RoleType, Readonly<Permissions>>> {
  return referenceRead(db, 'role-permissions', async () => {
    const table = (await repo.findRolePermissions(db)).map((r) => ({ roleType: r.roleType, ...r.flags }));
    return new Map(
      ROLE_TYPES.map((roleType) => [roleType, Object.freeze(resolvePermissions(roleType, table))]),
    );
  });
}

/** Every role type with its resolved flags; OD is derived from D and O by the one resolution rule. */
export async function listRolePermissions(db: Database) {
  const resolved = await resolvedRolePermissions(db);
  return ROLE_TYPES.map((roleType) => ({ roleType, ...resolved.get(roleType)! }));
}

/** The resolved flags of one role type (the same as its row of `listRolePermissions`). */
export async function rolePermissions(db: Database, roleType: RoleType): Promise<Readonly<Permissions>> {
  return (await resolvedRolePermissions(db)).get(roleType) ?? NO_PERMISSIONS;
}

/** The amount due for an offence: the tariff in force on the offence date (architecture section 3). */
export async function amountDue(db: Database, offenceCode: string, offenceDate: string): Promise<number> {
  const tariff = tariffInForce(await repo.findTariffsOf(db, offenceCode), offenceDate);
  if (!tariff) throw new AppError('TARIFF_NOT_IN_FORCE', { offenceCode, offenceDate });
  return tariff.amountCents;
}

export const findOffence = repo.findOffence;
