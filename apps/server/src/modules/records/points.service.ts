import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import type { Dop } from '@eticket/domain/records/dop.schemas';
import { pointsWithin, thresholdsFor, windowStart, type DopThreshold } from '@eticket/domain/records/points';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { transportOf } from '../transport/transport.binding.ts';
import { dopParams } from './records.deps.ts';

const DEFAULT_THRESHOLDS: DopThreshold[] = [
  { points: 8, consequence: 'WARNING_LETTER' },
  { points: 10, consequence: 'IMPROVEMENT_COURSE' },
  { points: 15, consequence: 'SUMMONS' },
];

/**
 * GET /users/get/dop: the logged-in driver's own points, never anyone else's (the route takes no id):
 * each offence that carried points, the total in the window, the thresholds ahead, and the Department's
 * "data as of" time.
 */
export async function pointsOf(db: Database, p: Principal, now = new Date()): Promise<Dop> {
  if (p.agentRole !== 'USER_PERSONAL' || !p.tdPersonId) throw new AppError('TCR_PERSONAL_ROLE_ONLY');
  const record = await transportOf(db).drivingRecord(p.tdPersonId);
  if (!record) throw new AppError('TCR_NO_DRIVING_LICENCE');
  const params = await dopParams(db);
  const thresholds = Array.isArray(params.thresholds)
    ? (params.thresholds as DopThreshold[])
    : DEFAULT_THRESHOLDS;
  const today = hongKongDateOf(now);
  const from = windowStart(today, params.periodYears);
  const withPoints = record.entries.filter((e) => e.points > 0);
  const total = pointsWithin(withPoints, today, params.periodYears);
  return {
    dataAsOf: record.asOf.toISOString(),
    periodYears: params.periodYears,
    total,
    offences: withPoints
      .map((e) => ({
        date: e.date,
        offenceCode: e.offenceCode,
        description: e.description,
        points: e.points,
        counted: e.date >= from && e.date <= today,
      }))
      .reverse(),
    thresholds: thresholdsFor(total, thresholds),
    courseMonths: params.courseMonths,
  };
}
