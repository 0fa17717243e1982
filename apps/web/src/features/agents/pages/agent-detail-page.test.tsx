import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AgentView } from '@eticket/domain/agents/agents.schemas';
import en from '../locales/en.json';
import AgentDetailPage from './agent-detail-page.tsx';
import MyAgentsPage from './my-agents-page.tsx';
import { on } from '../../../lib/event-bus.ts';
import { fakeApi, inTurn, ok, refuse } from '../../../test/fake-api.ts';
import { AGENT_PATHS } from '../paths.ts';

const USERS = 'rest/users/api/v1/publ';
const wong: AgentView = {
  agentId: 7,
  name: 'WONG S** M***',
  roleType: 'UAG',
  status: 'ACTIVATED',
  isDefault: false,
  vehicleNos: ['AB1234'],
  since: '2026-11-20T02:00:00.000Z',
  endedAt: null,
};
const emptyPage = { list: [], total: 0, totalCapped: false, page: 1, pageSize: 10 };

let off: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  off?.();
});

/** The agent's page and My agents in one router, with the agents' English texts. */
function renderAgentPages() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    initAsync: false,
    resources: { en: { agents: en, common: {} } },
    ns: ['agents', 'common'],
    defaultNS: 'agents',
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter(
    [
      { path: AGENT_PATHS.detail, element: <AgentDetailPage /> },
      { path: AGENT_PATHS.agents, element: <MyAgentsPage /> },
    ],
    { initialEntries: [`${AGENT_PATHS.detail}?agentId=7`] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('One agent of the owner', () => {
  it.each([
    ['Remove agent', 'remove', 'WONG S** M*** was removed: the agent no longer acts for you.'],
    ['Terminate agent', 'terminate', 'WONG S** M*** was terminated: the agent no longer acts for you.'],
  ])(
    'when the owner confirms "%s", then My agents tells the success and no dialog says the agent was not found',
    async (button, mode, success) => {
      const dialogs: string[] = [];
      off = on('dialog', (d) => {
        dialogs.push(d.message ?? d.messageKey ?? '');
        d.onConfirm?.();
      });
      const api = fakeApi({
        // Once ended, the agent is no longer the owner's: reading it again is refused.
        [`GET ${USERS}/user-agent/detail`]: inTurn(
          ok(wong),
          refuse('AGT-E-0006', 'The agent was not found among your agents.', 404),
        ),
        [`POST ${USERS}/user-agent/vehicles/list`]: ok({
          agentId: 7,
          delegated: ['AB1234'],
          available: [],
          maxAgentsPerVehicle: 5,
        }),
        [`DELETE ${USERS}/user/agent/7`]: ok({ agentId: 7, movedTo: 3 }),
        [`POST ${USERS}/users/list/agent`]: ok(emptyPage),
        [`GET ${USERS}/user/agent/records`]: ok(emptyPage),
        [`GET ${USERS}/user/agent/ivt/records`]: ok({ list: [] }),
        '* *': ok({ list: [] }),
      });
      const router = renderAgentPages();
      fireEvent.click(await screen.findByRole('button', { name: button }));
      expect((await screen.findByText(success)).closest('[role="status"]')).not.toBeNull();
      expect(router.state.location.pathname).toBe(AGENT_PATHS.agents);
      expect(api.requests(`DELETE ${USERS}/user/agent/7`)[0]?.query.get('mode')).toBe(mode);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(dialogs.filter((m) => /not found/i.test(m))).toEqual([]);
      expect(api.requests(`GET ${USERS}/user-agent/detail`)).toHaveLength(1);
    },
  );
});
