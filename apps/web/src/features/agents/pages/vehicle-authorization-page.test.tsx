import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApplicationView } from '@eticket/domain/agents/agents.schemas';
import en from '../locales/en.json';
import VehicleAuthorizationPage from './vehicle-authorization-page.tsx';
import { on } from '../../../lib/event-bus.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const USERS = 'rest/users/api/v1/publ';
const application = (over: Partial<ApplicationView>): ApplicationView => ({
  applicationId: 3,
  type: 'VEHICLE',
  status: 'PENDING_AUTHORIZATION',
  applicant: 'HARBOUR CITY LOGISTICS LIMITED',
  owner: '-',
  vehicleNos: ['HK2468'],
  reason: null,
  createdAt: '2026-11-24T02:00:00.000Z',
  decidedAt: null,
  events: [],
  ...over,
});

let off: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  off?.();
});

/** The records answer: one page holding `item`. */
const onePage = (item: ApplicationView) => ({
  list: [item],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 10,
});

describe('Applications for my vehicles', () => {
  it('when the owner confirms the approval, then the application is approved', async () => {
    const messages: string[] = [];
    off = on('dialog', (d) => {
      messages.push(d.message ?? '');
      d.onConfirm?.();
    });
    const api = fakeApi({
      [`POST ${USERS}/auth/record`]: ok(onePage(application({}))),
      [`POST ${USERS}/auth/auth/submit`]: ok(application({ status: 'APPROVED' })),
    });
    renderWithTexts(<VehicleAuthorizationPage />, '/', 'agents', en);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText('Approved.');
    expect(messages[0]).toContain('Approve the application of HARBOUR CITY LOGISTICS LIMITED for HK2468?');
    expect(api.bodies(`POST ${USERS}/auth/auth/submit`)).toEqual([{ applicationId: 3 }]);
    expect(api.bodies(`POST ${USERS}/auth/record`)[0]).toEqual({ page: 1, pageSize: 10 });
  });

  it('when the owner rejects, then the reason she typed is sent, and nothing until she types one', async () => {
    const api = fakeApi({
      [`POST ${USERS}/auth/record`]: ok(onePage(application({}))),
      [`POST ${USERS}/auth/reject`]: ok(application({ status: 'REJECTED', reason: 'Not my agent' })),
    });
    renderWithTexts(<VehicleAuthorizationPage />, '/', 'agents', en);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = () => dialog.querySelector<HTMLButtonElement>('.ant-btn-dangerous.ant-btn-primary')!;
    expect(confirm().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason for rejecting'), { target: { value: 'Not my agent' } });
    fireEvent.click(confirm());
    await screen.findByText('Rejected.');
    await waitFor(() =>
      expect(api.bodies(`POST ${USERS}/auth/reject`)).toEqual([{ applicationId: 3, reason: 'Not my agent' }]),
    );
  });

  it('when more applications came than the server counts, then the list is paged and the pager says "more than"', async () => {
    const api = fakeApi({
      [`POST ${USERS}/auth/record`]: (request) =>
        ok({
          list: [application({ applicationId: (request.body as { page: number }).page })],
          total: 1000,
          totalCapped: true,
          page: (request.body as { page: number }).page,
          pageSize: 10,
        }),
    });
    renderWithTexts(<VehicleAuthorizationPage />, '/', 'agents', en);
    // The shared texts are not loaded here: the pager's key names the capped total.
    expect(await screen.findByText('ui.pageTotalCapped')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(api.bodies(`POST ${USERS}/auth/record`).at(-1)).toEqual({ page: 2, pageSize: 10 }),
    );
  });
});
