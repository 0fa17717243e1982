import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { homeRoute } from './home-route.tsx';

const NEWS = 'content:news.title';
const INFORMATION: RouteHandle['siteMap'] = { group: 'information' };
const WEBSITE: RouteHandle['siteMap'] = { group: 'website' };
/** The tabs of Resources, each listed in the site map under the page. */
const RESOURCES_SECTIONS = [
  { search: '?selectedTab=faq', labelKey: 'content:siteMap.links.faq' },
  { search: '?selectedTab=faq&faqIndex=1', labelKey: 'content:siteMap.links.howToLogin' },
  { search: '?selectedTab=videos', labelKey: 'content:siteMap.links.videos' },
];

/** The public content pages (Home, news, about us, resources…); composed into the router by app/. */
export const contentRoutes: RouteObject[] = [
  homeRoute,
  route(
    '/home/news',
    { name: 'News', titleKey: NEWS, textVersion: true, siteMap: INFORMATION },
    page(() => import('./pages/news-list-page.tsx')),
  ),
  route(
    '/home/news/detail',
    { name: 'NewsDetail', titleKey: 'content:newsDetail.title', textVersion: true, crumbs: [NEWS] },
    page(() => import('./pages/news-detail-page.tsx')),
  ),
  route(
    '/about-us',
    { name: 'AboutUs', titleKey: 'content:aboutUs.title', textVersion: true, siteMap: INFORMATION },
    page(() => import('./pages/about-us-page.tsx')),
  ),
  route(
    '/resources',
    {
      name: 'Resources',
      titleKey: 'content:resources.title',
      textVersion: true,
      siteMap: { group: 'help', sections: RESOURCES_SECTIONS },
    },
    page(() => import('./pages/resources-page.tsx')),
  ),
  route(
    '/ticket-information',
    {
      name: 'TicketInformation',
      titleKey: 'content:ticketInfo.title',
      textVersion: true,
      siteMap: INFORMATION,
    },
    page(() => import('./pages/ticket-information-page.tsx')),
  ),
  route(
    '/home/site-map',
    { name: 'SiteMap', titleKey: 'content:siteMap.title', textVersion: true, siteMap: WEBSITE },
    page(() => import('./pages/site-map-page.tsx')),
  ),
  route(
    '/home/notice',
    { name: 'Notice', titleKey: 'content:notice.title', textVersion: true, siteMap: WEBSITE },
    page(() => import('./pages/notice-page.tsx')),
  ),
  route(
    '/home/privacy-policy',
    { name: 'PrivacyPolicy', titleKey: 'content:privacy.title', textVersion: true, siteMap: WEBSITE },
    page(() => import('./pages/privacy-policy-page.tsx')),
  ),
  route(
    '/cookies',
    { name: 'Cookies', titleKey: 'content:cookies.title', textVersion: true, siteMap: WEBSITE },
    page(() => import('./pages/cookies-page.tsx')),
  ),
  route(
    '/fraud-prevention-tips',
    {
      name: 'FraudPreventionTips',
      titleKey: 'content:fraudTips.title',
      textVersion: true,
      siteMap: INFORMATION,
    },
    page(() => import('./pages/fraud-prevention-tips-page.tsx')),
  ),
];
