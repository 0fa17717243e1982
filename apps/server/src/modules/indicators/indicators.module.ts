import type { ModuleFactory } from '../module.ts';
import { indicatorsRoutes } from './indicators.routes.ts';
import { dropOldProbes, probeAndRecord, seedDemoProbes } from './indicators.service.ts';

export const PROBE_JOB = 'indicators.probe';

/**
 * The portal's own service indicators, counted from the other areas' records (ADR 0061), and the tries of
 * the ticket look-up behind its availability: every two minutes, so that each five-minute slot has one
 * whatever the job's drift.
 */
export const indicatorsModule: ModuleFactory = ({ db }) => ({
  name: 'indicators',
  routes: indicatorsRoutes(db),
  jobs: {
    [PROBE_JOB]: {
      everySeconds: 120,
      run: () => probeAndRecord(db),
    },
  },
  housekeeping: () => dropOldProbes(db),
  seeds: (seed) => (seed.demo ? seedDemoProbes(seed.db) : Promise.resolve()),
});
