import type { ModuleFactory } from '../module.ts';
import { paymentDepsOf } from '../payments/payments.module.ts';
import { TCR_FEE, tcrFeePayable } from './tcr-fee.payable.ts';
import { expireApplications } from './tcr-company.service.ts';
import type { RecordsDeps } from './records.deps.ts';
import { recordsJobHandlers } from './records.jobs.ts';
import { recordsRoutes } from './records.routes.ts';

export const USERS_PUBL = '/rest/users/api/v1/publ';

/**
 * Records (ADR 0022, ADR 0036): traffic conviction record applications, personal and company, their fee,
 * processing and certificate; the driver's authorisation of a company application; driving-offence points.
 */
export const recordsModule: ModuleFactory = (context) => {
  const { db, config, selfUrl, kickJob } = context;
  const deps: RecordsDeps = { db, config, selfUrl, kickJob };
  return {
    name: 'records',
    prefix: USERS_PUBL,
    routes: recordsRoutes(deps, paymentDepsOf(context)),
    payables: { [TCR_FEE]: tcrFeePayable },
    jobs: recordsJobHandlers(deps),
    housekeeping: () => expireApplications(deps),
  };
};
