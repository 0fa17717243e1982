import { describe, expect, it } from 'vitest';
import { unionOfJobs, unionOfPayables, type PortalModule } from './module.ts';
import type { Payable } from './payments/payable.ts';

const job = { run: async () => undefined };

describe('the union of the modules’ jobs', () => {
  it('when modules name different jobs, then the worker gets every one of them', () => {
    const modules: PortalModule[] = [
      { name: 'payments', jobs: { 'payments.confirm': job } },
      { name: 'exports', jobs: { 'exports.write': job } },
      { name: 'content' },
    ];
    expect(Object.keys(unionOfJobs(modules, { housekeeping: job })).sort()).toEqual([
      'exports.write',
      'housekeeping',
      'payments.confirm',
    ]);
  });

  it('when two modules claim one job kind, then start-up is refused naming both', () => {
    const modules: PortalModule[] = [
      { name: 'payments', jobs: { 'payments.confirm': job } },
      { name: 'exports', jobs: { 'payments.confirm': job } },
    ];
    expect(() => unionOfJobs(modules)).toThrow(
      'job kind "payments.confirm" is claimed by both payments and exports',
    );
  });

  it('when a module claims the app’s own job, then start-up is refused', () => {
    expect(() =>
      unionOfJobs([{ name: 'tickets', jobs: { housekeeping: job } }], { housekeeping: job }),
    ).toThrow('claimed by both app and tickets');
  });
});

const payable: Payable = {
  describe: async () => undefined,
  onSettled: async () => undefined,
  onEnded: async () => undefined,
};

describe('the union of the modules’ payable fees', () => {
  it('when modules declare different fee kinds, then the payments module sees every one', () => {
    const modules: PortalModule[] = [
      { name: 'records', payables: { TCR: payable } },
      { name: 'permits', payables: { PERMIT: payable } },
      { name: 'content' },
    ];
    expect(Object.keys(unionOfPayables(modules)).sort()).toEqual(['PERMIT', 'TCR']);
  });

  it('when two modules declare one fee kind, then start-up is refused naming both', () => {
    const modules: PortalModule[] = [
      { name: 'records', payables: { TCR: payable } },
      { name: 'fleets', payables: { TCR: payable } },
    ];
    expect(() => unionOfPayables(modules)).toThrow('fee kind "TCR" is declared by both records and fleets');
  });
});
