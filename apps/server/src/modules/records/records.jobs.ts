import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { PROCESS_JOB, type RecordsDeps } from './records.deps.ts';
import { processApplication } from './tcr.service.ts';

/** The processing of a paid application: the Department's record, the certificate, the message. */
export function recordsJobHandlers(deps: RecordsDeps): JobHandlers {
  return {
    [PROCESS_JOB]: { run: (payload) => processApplication(deps, Number(payload.applicationId)) },
  };
}
