import type { ModuleFactory } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';

/** The audit trail: recordAudit (audit.ts) for every module, and the routes that read it. */
export const auditModule: ModuleFactory = ({ db, config }) => ({
  name: 'audit',
  routes: auditRoutes(db, config),
});
