import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';

/**
 * Routes of specification section 2 whose feature is not built yet. Each shows the translated
 * "coming soon" page inside the shell until its feature exports real routes; then delete its line here
 * and compose the feature's routes in routes.tsx.
 */
const PLANNED: [path: string, name: string, needLogin?: boolean][] = [
  ['/export-sql-demo', 'ExportSqlDemo'],
  ['/ticket/iam-smart/sign', 'TicketIamSmartSign'],
  ['/ticket/dispute', 'TicketDispute', true],
  ['/ticket/details/success', 'TicketDetailsSuccess', true],
  ['/my-account/dop', 'MyAccountDop', true],
  ['/my-account/manage-vehicle', 'ManageVehicle', true],
  ['/my-account/manage-vehicle/sync-vehicle', 'SyncVehicle', true],
  ['/my-account/message/list', 'MessageList', true],
  ['/my-account/message/setting', 'MessageSetting', true],
  ['/my-account/message/detail', 'MessageDetail', true],
  ['/my-account/invitation-code/generate', 'InvitationCodeGenerate', true],
];

/** Breadcrumbs of the planned pages under My account. */
const MY_ACCOUNT_CRUMBS = ['common:routes.MyAccount'];

export const plannedRoutes: RouteObject[] = PLANNED.map(([path, name, needLogin]) => {
  const handle: RouteHandle = {
    name,
    titleKey: `common:routes.${name}`,
    needLogin: needLogin ?? false,
    ...(path.startsWith('/my-account/') ? { crumbs: MY_ACCOUNT_CRUMBS } : {}),
  };
  return {
    path,
    handle,
    lazy: async () => ({
      Component: (await import('../features/shell/pages/coming-soon-page.tsx')).ComingSoonPage,
    }),
  };
});
