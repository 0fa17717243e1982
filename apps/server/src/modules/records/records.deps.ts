import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { getParam, numberParam } from '../params/params.service.ts';
import type { ApplicantBox } from './records.repository.ts';

/** What the records services need from the app: the database, configuration, base URL and job runner. */
export interface RecordsDeps {
  db: Database;
  config: Config;
  selfUrl: () => string;
  kickJob: (jobId: number) => void;
}

export const PROCESS_JOB = 'records.process';

/** The fee, the periods a certificate covers, and the company authorisation limits (params module). */
export async function tcrParams(db: Database) {
  const [feeCents, convictionYears, fixedPenaltyYears, pointsYears, disqualificationYears] =
    await Promise.all([
      numberParam(db, 'TCR_FEE_CENTS', 5000),
      numberParam(db, 'TCR_CONVICTION_YEARS', 10),
      numberParam(db, 'TCR_FIXED_PENALTY_YEARS', 3),
      numberParam(db, 'TCR_POINTS_YEARS', 5),
      numberParam(db, 'TCR_DISQUALIFICATION_YEARS', 10),
    ]);
  const [authorisationDays, codeHours, codeMaxAttempts] = await Promise.all([
    numberParam(db, 'TCR_AUTHORISATION_DAYS', 7),
    numberParam(db, 'TCR_AUTHORISATION_CODE_HOURS', 24),
    numberParam(db, 'TCR_AUTHORISATION_CODE_MAX_ATTEMPTS', 5),
  ]);
  return {
    feeCents,
    periods: { convictionYears, fixedPenaltyYears, pointsYears, disqualificationYears },
    authorisationDays,
    codeHours,
    codeMaxAttempts,
  };
}

export async function dopParams(db: Database) {
  const [periodYears, courseMonths, thresholds] = await Promise.all([
    numberParam(db, 'DOP_PERIOD_YEARS', 2),
    numberParam(db, 'DOP_COURSE_MONTHS', 3),
    getParam(db, 'DOP_THRESHOLDS').catch(() => undefined),
  ]);
  return { periodYears, courseMonths, thresholds: thresholds?.value };
}

/** The personal role of a person on the Department's records: the only one that applies for its own record. */
export function personalApplicant(p: Principal): ApplicantBox & { personId: number } {
  if (p.agentRole !== 'USER_PERSONAL' || !p.tdPersonId) throw new AppError('TCR_PERSONAL_ROLE_ONLY');
  return { userId: p.userId, agentId: 0, personId: p.tdPersonId };
}

/** A company administrator's role: the company applies for its drivers' records. */
export function companyApplicant(p: Principal): ApplicantBox & { companyId: number } {
  if (p.agentRole !== 'ORG_ADMIN' || !p.ownerCompanyId) throw new AppError('TCR_COMPANY_ROLE_ONLY');
  return { userId: p.userId, agentId: p.agentId, companyId: p.ownerCompanyId };
}
