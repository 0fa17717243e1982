import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PermissionRefusal } from '../components/permission-refusal.tsx';
import { mayUse } from '../lib/route-directory.ts';
import { isRouteHandle, requiredPermission, type RouteHandle } from '../lib/route-handle.ts';
import { useSession } from '../lib/session.ts';

/**
 * A page that needs a permission flag (its handle's, or its account area's) renders only for an acting
 * role that holds it; any other role gets the one refusal of components/permission-refusal.tsx. It is
 * checked here, for every route, so that no page has to (and none can forget): the page's own requests,
 * their error dialogs and its controls never start. The server refuses the calls as well.
 */
export function withPermissionGuard(route: RouteObject): RouteObject {
  const lazy = route.lazy;
  if (!isRouteHandle(route.handle) || !requiredPermission(route.handle) || typeof lazy !== 'function')
    return route;
  const handle: RouteHandle = route.handle;
  return {
    ...route,
    lazy: async () => {
      const loaded = await lazy();
      const Page = loaded.Component as ComponentType | null | undefined;
      if (!Page) return loaded;
      return {
        ...loaded,
        Component: function GuardedPage() {
          const permissions = useSession('permissions');
          return mayUse(handle, permissions) ? <Page /> : <PermissionRefusal />;
        },
      };
    },
  } as RouteObject;
}
