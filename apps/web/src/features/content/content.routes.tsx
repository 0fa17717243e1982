import type { RouteObject } from 'react-router';

/** The public content pages (Home, news, about us, resources…); composed into the router by app/. */
export const contentRoutes: RouteObject[] = [];
