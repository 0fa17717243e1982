import type { RouteObject } from 'react-router';
import { route } from '../../lib/feature-routes.ts';
import { prefetchWithin } from '../../lib/query-client.ts';
import { homeNotificationsQueryOptions } from './api/get-home-notifications.ts';

/**
 * Home's route on its own: the router starts with it alone (app/first-routes.ts), every other page's route
 * is discovered on the first navigation away from Home (ADR 0039). It is also part of contentRoutes.
 */
export const homeRoute: RouteObject = route(
  '/',
  { name: 'Home', titleKey: 'content:home.title', textVersion: true, siteMap: { group: 'information' } },
  async () => {
    // The notices sit above everything else on Home: fetched beside the page's code, so they are in place
    // when it first renders instead of pushing the page down (at most 1.5 s of waiting for them).
    const [module] = await Promise.all([
      import('./pages/home-page.tsx'),
      prefetchWithin(homeNotificationsQueryOptions(), 1500),
    ]);
    return { Component: module.default };
  },
);
