import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';

const MY_ACCOUNT = ['common:routes.MyAccount'];
const MESSAGE_BOX = [...MY_ACCOUNT, 'common:routes.MessageList'];

/** The message box, its settings, and the public "is this message real?" check; composed by app/. */
export const messagesRoutes: RouteObject[] = [
  route(
    '/my-account/message/list',
    {
      name: 'MessageList',
      titleKey: 'common:routes.MessageList',
      needLogin: true,
      crumbs: MY_ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'message', summaryKey: 'common:routeSummaries.MessageList' },
    },
    page(() => import('./pages/message-list-page.tsx')),
  ),
  route(
    '/my-account/message/detail',
    { name: 'MessageDetail', titleKey: 'common:routes.MessageDetail', needLogin: true, crumbs: MESSAGE_BOX },
    page(() => import('./pages/message-detail-page.tsx')),
  ),
  route(
    '/my-account/message/setting',
    {
      name: 'MessageSetting',
      titleKey: 'common:routes.MessageSetting',
      needLogin: true,
      crumbs: MESSAGE_BOX,
    },
    page(() => import('./pages/message-setting-page.tsx')),
  ),
  route(
    '/message-check',
    { name: 'MessageCheck', titleKey: 'common:routes.MessageCheck', siteMap: { group: 'help' } },
    page(() => import('./pages/message-check-page.tsx')),
  ),
];
