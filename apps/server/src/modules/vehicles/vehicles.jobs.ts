import type { Database } from '../../db/database.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { runSync, SYNC_JOB } from './vehicles.service.ts';

/** The synchronisation of one owner's vehicles with the register, one job per request. */
export function vehicleJobHandlers(db: Database): JobHandlers {
  return {
    [SYNC_JOB]: {
      run: (payload, job) => runSync(db, Number(payload.syncId), job.attempts >= job.maxAttempts),
    },
  };
}
