import type { ModuleFactory } from '../module.ts';
import { purgeExpiredAuditEvents } from './audit.ts';
import { auditRoutes } from './audit.routes.ts';

/** The audit trail: recordAudit (audit.ts) for every module, the routes that read it, and its retention. */
export const auditModule: ModuleFactory = ({ db, config }) => ({
  name: 'audit',
  routes: auditRoutes(db, config),
  async housekeeping() {
    await purgeExpiredAuditEvents(db);
  },
});
