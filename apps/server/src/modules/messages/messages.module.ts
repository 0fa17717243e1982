import type { ModuleFactory } from '../module.ts';
import { messageCountRoutes } from './message-count.routes.ts';

/** The notification service: so far the header's unread count. */
export const messagesModule: ModuleFactory = ({ db, config }) => ({
  name: 'messages',
  prefix: '/rest/notification/api/v1/publ',
  routes: messageCountRoutes(db, config),
});
