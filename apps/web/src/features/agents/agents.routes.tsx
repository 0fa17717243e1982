import type { RouteObject } from 'react-router';
import { page, route } from '../../lib/feature-routes.ts';
import { AGENT_PATHS } from './paths.ts';

const ACCOUNT = ['common:routes.MyAccount'];
const AGENTS = ['common:routes.MyAccount', 'common:routes.MyAgents'];

/** Agents, invitation codes and vehicle applications; composed into the router by app/. */
export const agentsRoutes: RouteObject[] = [
  route(
    AGENT_PATHS.agents,
    {
      name: 'MyAgents',
      titleKey: 'common:routes.MyAgents',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'agent', summaryKey: 'common:routeSummaries.MyAgents' },
    },
    page(() => import('./pages/my-agents-page.tsx')),
  ),
  route(
    AGENT_PATHS.detail,
    { name: 'AgentDetail', titleKey: 'common:routes.AgentDetail', needLogin: true, crumbs: AGENTS },
    page(() => import('./pages/agent-detail-page.tsx')),
  ),
  route(
    AGENT_PATHS.generate,
    {
      name: 'InvitationCodeGenerate',
      titleKey: 'common:routes.InvitationCodeGenerate',
      needLogin: true,
      crumbs: AGENTS,
    },
    page(() => import('./pages/invitation-code-generate-page.tsx')),
  ),
  route(
    AGENT_PATHS.enter,
    {
      name: 'InvitationCodeEnter',
      titleKey: 'common:routes.InvitationCodeEnter',
      needLogin: true,
      crumbs: ACCOUNT,
    },
    page(() => import('./pages/invitation-code-enter-page.tsx')),
  ),
  route(
    AGENT_PATHS.actingFor,
    {
      name: 'ActingFor',
      titleKey: 'common:routes.ActingFor',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
    },
    page(() => import('./pages/acting-for-page.tsx')),
  ),
  route(
    AGENT_PATHS.apply,
    {
      name: 'VehicleApplication',
      titleKey: 'common:routes.VehicleApplication',
      needLogin: true,
      crumbs: ACCOUNT,
    },
    page(() => import('./pages/vehicle-application-page.tsx')),
  ),
  route(
    AGENT_PATHS.decide,
    {
      name: 'VehicleAuthorization',
      titleKey: 'common:routes.VehicleAuthorization',
      needLogin: true,
      crumbs: ACCOUNT,
      siteMap: { group: 'account' },
      accountArea: { permission: 'appointor', summaryKey: 'common:routeSummaries.VehicleAuthorization' },
    },
    page(() => import('./pages/vehicle-authorization-page.tsx')),
  ),
];
