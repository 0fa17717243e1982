import type { ModuleFactory } from '../module.ts';
import { contentRoutes } from './content.routes.ts';
import { seedContent } from './content.seed.ts';

/** Notices, guides and the other published pages. */
export const contentModule: ModuleFactory = ({ db }) => ({
  name: 'content',
  routes: contentRoutes(db),
  seeds: (seed) => seedContent(seed.db),
});
