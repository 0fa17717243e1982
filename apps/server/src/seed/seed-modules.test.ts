import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { testConfig } from '../../test/test-config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ModuleFactory, SeedContext } from '../modules/module.ts';
import { seedModules } from './seed-modules.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe("the modules' seeds", () => {
  it('when the start-up seeds, then each module with seeds runs once, in list order, told whether to add demo rows', async () => {
    const calls: Array<{ name: string; demo: boolean; db: boolean }> = [];
    const seeding =
      (name: string): ModuleFactory =>
      () => ({
        name,
        seeds: async (seed: SeedContext) => {
          calls.push({ name, demo: seed.demo, db: seed.db === handle.db });
        },
      });
    const factories = [seeding('params'), () => ({ name: 'health' }), seeding('content')];
    await seedModules(handle, testConfig(), false, factories);
    await seedModules(handle, testConfig(), true, factories);
    expect(calls).toEqual([
      { name: 'params', demo: false, db: true },
      { name: 'content', demo: false, db: true },
      { name: 'params', demo: true, db: true },
      { name: 'content', demo: true, db: true },
    ]);
  });

  it('when a module is listed twice, then seeding refuses as the app does', async () => {
    const module: ModuleFactory = () => ({ name: 'content' });
    await expect(seedModules(handle, testConfig(), false, [module, module])).rejects.toThrow(
      'module "content" is listed twice',
    );
  });
});
