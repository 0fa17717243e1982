import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TcrApplication } from '@eticket/domain/records/tcr.schemas';
import type { TcrShare, TcrSharedCertificate } from '@eticket/domain/records/tcr-share.schemas';
import { fakeApi, inTurn, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithRouter } from '../../../test/render-app.tsx';
import TcrDetailPage from './tcr-detail-page.tsx';
import TcrVerifyPage from './tcr-verify-page.tsx';

const B = 'rest/users/api/v1/publ';
const sameInEvery = (text: string) => ({ en: text, 'zh-hk': text, 'zh-cn': text });

const completed: TcrApplication = {
  id: 'TCR0000000042',
  kind: 'PERSONAL',
  status: 'COMPLETED',
  reason: 'EMPLOYMENT',
  feeCents: 5000,
  createdAt: '2026-11-02T02:50:00.000Z',
  paidAt: '2026-11-02T02:55:00.000Z',
  completedAt: '2026-11-02T03:00:00.000Z',
  holderName: 'LEE K* Y**',
  companyName: null,
  authorisationDeadline: null,
  authorisedAt: null,
  certificateNo: 'TCRC-2026-000042',
  entries: [],
  pointsTotal: 0,
};
const older = { ...completed, id: 'TCR0000000041', certificateNo: 'TCRC-2025-000041' };

function share(over: Partial<TcrShare>): TcrShare {
  return {
    shareId: '11111111-1111-4111-8111-111111111111',
    id: 'TCR0000000042',
    certificateNo: 'TCRC-2026-000042',
    status: 'ACTIVE',
    createdAt: '2026-11-20T02:00:00.000Z',
    expiresAt: '2026-12-11T02:00:00.000Z',
    viewedAt: null,
    revokedAt: null,
    ...over,
  };
}

const shared: TcrSharedCertificate = {
  certificateNo: 'TCRC-2026-000042',
  issuedAt: '2026-11-02T03:00:00.000Z',
  reason: 'EMPLOYMENT',
  holderName: 'LEE KA YAN',
  holderChnName: '李嘉欣',
  idNo: 'C3456785',
  licenceNo: 'C3456785',
  recordAsOf: '2026-11-01T00:00:00.000Z',
  periods: { convictionYears: 10, fixedPenaltyYears: 3, pointsYears: 5, disqualificationYears: 10 },
  entries: [
    {
      kind: 'FIXED_PENALTY',
      date: '2026-05-12',
      offenceCode: '014',
      description: sameInEvery('Exceeding speed limit by 15 km/h'),
      points: 3,
      disqualificationMonths: null,
    },
  ],
  pointsTotal: 3,
  viewedAt: '2026-11-24T04:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('Share a certificate with an employer', () => {
  it('when the holder chooses a certificate and makes a code, then the code shows once with its expiry and the list refreshes', async () => {
    const api = fakeApi({
      [`POST ${B}/tcrRecords/details/{id}`]: ok(completed),
      [`GET ${B}/tcrRecords/tcrRecordList`]: ok({
        list: [completed, older],
        total: 2,
        totalCapped: false,
        page: 1,
        pageSize: 50,
      }),
      [`GET ${B}/tcrRecords/share/list`]: inTurn(
        ok({ list: [] }),
        ok({ list: [share({ id: 'TCR0000000041', certificateNo: 'TCRC-2025-000041' })] }),
      ),
      [`POST ${B}/tcrRecords/share`]: ok({
        ...share({ id: 'TCR0000000041', certificateNo: 'TCRC-2025-000041' }),
        shareCode: 'ABCD-EFGH-JKMN-PQRS',
      }),
    });
    renderWithRouter(<TcrDetailPage />, '/my-account/tcr/detail?id=TCR0000000042');
    expect(await screen.findByText('You have made no share codes.')).toBeTruthy();
    // This page's certificate is chosen; the holder picks the other one with the keyboard.
    const select = screen.getByRole('combobox', { name: 'Certificate to share' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('TCRC-2025-000041 (application TCR0000000041)'));
    fireEvent.click(screen.getByRole('button', { name: 'Make a share code' }));
    expect(await screen.findByText('ABCD-EFGH-JKMN-PQRS')).toBeTruthy();
    expect(screen.getByText(/shown only this once\. It is valid until 11\/12\/2026 10:00/)).toBeTruthy();
    expect(api.bodies(`POST ${B}/tcrRecords/share`)).toEqual([{ id: 'TCR0000000041' }]);
    expect(await screen.findByText('Active until 11/12/2026 10:00')).toBeTruthy();
  });

  it('when the holder has codes, then each shows its status, and only an active one can be withdrawn, after a confirmation', async () => {
    const active = share({});
    const api = fakeApi({
      [`POST ${B}/tcrRecords/details/{id}`]: ok(completed),
      [`GET ${B}/tcrRecords/tcrRecordList`]: ok({
        list: [completed],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 50,
      }),
      [`GET ${B}/tcrRecords/share/list`]: inTurn(
        ok({
          list: [
            active,
            share({
              shareId: '22222222-2222-4222-8222-222222222222',
              status: 'VIEWED',
              viewedAt: '2026-11-21T06:30:00.000Z',
            }),
            share({
              shareId: '33333333-3333-4333-8333-333333333333',
              status: 'EXPIRED',
              expiresAt: '2026-11-10T02:00:00.000Z',
            }),
          ],
        }),
        ok({ list: [share({ status: 'REVOKED', revokedAt: '2026-11-24T02:00:00.000Z' })] }),
      ),
      [`POST ${B}/tcrRecords/share/revoke`]: ok({
        ...active,
        status: 'REVOKED',
        revokedAt: '2026-11-24T02:00:00.000Z',
      }),
    });
    renderWithRouter(<TcrDetailPage />, '/my-account/tcr/detail?id=TCR0000000042');
    const table = await screen.findByRole('table', { name: 'My share codes' });
    expect(within(table).getByText('Viewed at 21/11/2026 14:30')).toBeTruthy();
    expect(within(table).getByText('Expired on 10/11/2026 10:00')).toBeTruthy();
    const withdraw = within(table).getAllByRole('button', { name: /Withdraw the share code made on/ });
    expect(withdraw).toHaveLength(1);
    fireEvent.click(withdraw[0]!);
    expect(api.requests(`POST ${B}/tcrRecords/share/revoke`)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(api.bodies(`POST ${B}/tcrRecords/share/revoke`)).toEqual([{ shareId: active.shareId }]),
    );
    expect(await screen.findByText('Withdrawn on 24/11/2026 10:00')).toBeTruthy();
  });
});

describe('Open a shared certificate', () => {
  it('when an employer enters a code, then the facts show in full; a second try is refused and the facts and the code stay', async () => {
    const api = fakeApi({
      [`POST ${B}/tcrRecords/share/redeem`]: inTurn(
        ok(shared),
        refuse(
          'TCR-E-0015',
          'This share code has already been used: a share code shows the certificate once. Please ask the holder for a new one.',
          410,
        ),
      ),
    });
    renderWithRouter(<TcrVerifyPage />, '/tcr/verify');
    const field = screen.getByLabelText('Share code');
    fireEvent.change(field, { target: { value: 'abcd efgh jkmn pqrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the certificate' }));
    expect(await screen.findByText('Certificate TCRC-2026-000042, shared by its holder')).toBeTruthy();
    expect(screen.getByText('LEE KA YAN 李嘉欣')).toBeTruthy();
    expect(screen.getAllByText('C3456785')).toHaveLength(2);
    expect(screen.getByText('Exceeding speed limit by 15 km/h')).toBeTruthy();
    expect(api.bodies(`POST ${B}/tcrRecords/share/redeem`)).toEqual([{ shareCode: 'ABCDEFGHJKMNPQRS' }]);
    expect(api.requests(`POST ${B}/tcrRecords/share/redeem`)[0]!.headers.get('authorization')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open the certificate' }));
    expect(await screen.findByText(/This share code has already been used/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('abcd efgh jkmn pqrs');
    expect(screen.getByText('LEE KA YAN 李嘉欣')).toBeTruthy();
  });

  it('when the code is mistyped, then the field says so, keeps the text and nothing is sent', async () => {
    const api = fakeApi({ [`POST ${B}/tcrRecords/share/redeem`]: ok(shared) });
    renderWithRouter(<TcrVerifyPage />, '/tcr/verify');
    const field = screen.getByLabelText('Share code');
    fireEvent.change(field, { target: { value: 'ABCD-EFGH-JKMN-PQR0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the certificate' }));
    expect(await screen.findByText(/Please input the share code as given/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('ABCD-EFGH-JKMN-PQR0');
    expect(api.requests(`POST ${B}/tcrRecords/share/redeem`)).toHaveLength(0);
  });
});
