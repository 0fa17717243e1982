import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TcrApplication } from '@eticket/domain/records/tcr.schemas';
import type { Dop } from '@eticket/domain/records/dop.schemas';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithRouter } from '../../../test/render-app.tsx';
import { setSession } from '../../../lib/session.ts';
import TcrApplyPage from './tcr-apply-page.tsx';
import TcrAuthorisePage from './tcr-authorise-page.tsx';
import TcrPage from './tcr-page.tsx';
import TcrVerifyPage from './tcr-verify-page.tsx';
import DopPage from './dop-page.tsx';
import { TcrPayPage, type FeePayment } from './tcr-pay-page.tsx';

const B = 'rest/users/api/v1/publ';
const sameInEvery = (text: string) => ({ en: text, 'zh-hk': text, 'zh-cn': text });

function application(over: Partial<TcrApplication>): TcrApplication {
  return {
    id: 'TCR0000000042',
    kind: 'PERSONAL',
    status: 'PENDING_PAYMENT',
    reason: 'EMPLOYMENT',
    feeCents: 5000,
    createdAt: '2026-11-24T02:00:00.000Z',
    paidAt: null,
    completedAt: null,
    holderName: 'LEE K* Y**',
    companyName: null,
    authorisationDeadline: null,
    authorisedAt: null,
    certificateNo: null,
    entries: null,
    pointsTotal: null,
    ...over,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('Apply for my traffic conviction record', () => {
  it('when an overdue ticket blocks it, then the refusal names the ticket and no form shows', async () => {
    fakeApi({
      [`POST ${B}/tcrRecords/verify`]: refuse(
        'TCR-E-0001',
        'An overdue ticket (600000083) blocks a conviction record application. Please settle it first.',
        409,
      ),
    });
    renderWithRouter(<TcrApplyPage />, '/my-account/tcr/apply');
    expect(await screen.findByText(/An overdue ticket \(600000083\) blocks/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply and go to payment' })).toBeNull();
  });

  it('when eligible, then the particulars are confirmed before applying, and the fee is paid next', async () => {
    const api = fakeApi({
      [`POST ${B}/tcrRecords/verify`]: ok({ eligible: true as const, feeCents: 5000 }),
      [`POST ${B}/users/tcr/profile/user`]: ok({
        name: 'LEE K* Y**',
        chineseName: '李**',
        idNo: 'C345****',
        drivingLicenceNo: 'C345****',
        licenceExpiry: '2031-03-15',
        contact: '62****78',
        feeCents: 5000,
        periods: { convictionYears: 10, fixedPenaltyYears: 3, pointsYears: 5, disqualificationYears: 10 },
      }),
      [`POST ${B}/tcrRecords`]: ok(application({})),
    });
    renderWithRouter(<TcrApplyPage />, '/my-account/tcr/apply');
    expect(await screen.findByText('LEE K* Y**')).toBeTruthy();
    expect(screen.getByText(/convictions of the last 10 years/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply and go to payment' }));
    expect(await screen.findByText('Please confirm your particulars.')).toBeTruthy();
    expect(api.requests(`POST ${B}/tcrRecords`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'The particulars above are mine and correct.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply and go to payment' }));
    const pay = await screen.findByRole('link', { name: 'Pay HK$50.00' });
    expect(pay.getAttribute('href')).toBe('/my-account/tcr/pay?id=TCR0000000042');
    expect(api.bodies(`POST ${B}/tcrRecords`)).toEqual([{ reason: 'EMPLOYMENT', profileConfirmed: true }]);
  });
});

describe('The company’s applications', () => {
  it('when the code is malformed, then it is not sent; a well-formed one is verified', async () => {
    setSession('userInfo', { roleType: 'OAD', agentId: 7 });
    const waiting = application({
      kind: 'COMPANY',
      status: 'PENDING_AUTHORISATION',
      companyName: 'HARBOUR CITY LOGISTICS LIMITED',
      holderName: 'NG K*** W**',
      authorisationDeadline: '2026-12-01T02:00:00.000Z',
    });
    const api = fakeApi({
      [`GET ${B}/tcrRecords/nonIndividual/tcrRecordList`]: ok({
        list: [waiting],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 10,
      }),
      [`POST ${B}/tcrRecords/nonIndividual/verify`]: ok({ ...waiting, status: 'PENDING_PAYMENT' }),
    });
    renderWithRouter(<TcrPage />, '/my-account/tcr');
    const code = await screen.findByLabelText('Authorisation code from TCR0000000042’s driver');
    fireEvent.change(code, { target: { value: 'O0I1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify the code' }));
    expect(await screen.findByText(/Please input the correct authorisation code/)).toBeTruthy();
    expect(api.requests(`POST ${B}/tcrRecords/nonIndividual/verify`)).toHaveLength(0);
    fireEvent.change(code, { target: { value: 'abcd2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify the code' }));
    await waitFor(() =>
      expect(api.bodies(`POST ${B}/tcrRecords/nonIndividual/verify`)).toEqual([
        { id: 'TCR0000000042', code: 'ABCD2345' },
      ]),
    );
  });
});

describe('Authorise a company’s application', () => {
  it('when the driver agrees, then the code to give the company shows', async () => {
    fakeApi({
      [`GET ${B}/tcrRecords/nonIndividual/authorization/{msgId}/{businessId}`]: ok({
        businessId: 'TCR0000000042',
        companyName: 'HARBOUR CITY LOGISTICS LIMITED',
        reason: 'EMPLOYMENT' as const,
        status: 'PENDING_AUTHORISATION' as const,
        deadline: '2026-12-01T02:00:00.000Z',
      }),
      [`GET ${B}/users/getAuthorizationCode`]: ok({
        businessId: 'TCR0000000042',
        code: 'K7M2Q9XA',
        expiresAt: '2026-11-25T02:00:00.000Z',
      }),
    });
    renderWithRouter(<TcrAuthorisePage />, '/my-account/tcr/authorise?businessId=TCR0000000042&msgId=12');
    expect(await screen.findByText(/HARBOUR CITY LOGISTICS LIMITED asks to apply/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Authorise and get a code' }));
    expect(await screen.findByText('K7M2Q9XA')).toBeTruthy();
  });

  it('when opened without the message, then it sends the driver back to the box', async () => {
    fakeApi({});
    renderWithRouter(<TcrAuthorisePage />, '/my-account/tcr/authorise?businessId=TCR0000000042');
    expect(await screen.findByText(/Please open it from your message box/)).toBeTruthy();
  });
});

describe('Verify a certificate', () => {
  it('when the token of the QR code is genuine, then the facts to compare show; a forged one says not genuine', async () => {
    const api = fakeApi({
      [`POST ${B}/tcrRecords/certificate/verify`]: (request) =>
        (request.body as { token: string }).token === 'TCR1.good.mac'
          ? ok({
              genuine: true,
              certificateNo: 'TCRC-2026-000042',
              issuedAt: '2026-11-24T02:00:00.000Z',
              holderName: 'LEE KA YAN',
              holderChnName: '李嘉欣',
              idNo: 'C345****',
              licenceNo: 'C345****',
              recordAsOf: '2026-11-24T01:00:00.000Z',
              entries: 1,
              recordEntries: [
                {
                  kind: 'FIXED_PENALTY',
                  date: '2026-03-02',
                  offenceCode: '001',
                  description: sameInEvery('Exceeding speed limit by 15 km/h'),
                  points: 3,
                  disqualificationMonths: null,
                },
              ],
              pointsTotal: 3,
            })
          : ok({ genuine: false }),
    });
    renderWithRouter(<TcrVerifyPage />, '/tcr/verify?token=TCR1.good.mac');
    expect(await screen.findByText('Genuine certificate')).toBeTruthy();
    expect(screen.getAllByText('TCRC-2026-000042').length).toBeGreaterThan(0);
    // The facts as the paper prints them, to compare line by line.
    expect(screen.getByText('LEE KA YAN 李嘉欣')).toBeTruthy();
    expect(screen.getByText('C345**** / C345****')).toBeTruthy();
    expect(screen.getByText('Exceeding speed limit by 15 km/h')).toBeTruthy();
    expect(
      api.requests(`POST ${B}/tcrRecords/certificate/verify`)[0]!.headers.get('authorization'),
    ).toBeNull();
    fireEvent.change(screen.getByLabelText('Code on the certificate'), {
      target: { value: 'http://portal.example/portal/tcr/verify?token=TCR1.bad.mac' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Not a genuine certificate')).toBeTruthy();
    expect(api.bodies(`POST ${B}/tcrRecords/certificate/verify`)).toEqual([
      { token: 'TCR1.good.mac' },
      { token: 'TCR1.bad.mac' },
    ]);
  });
});

describe('Driving-offence points', () => {
  it('when a driver opens it, then the total, each offence, the thresholds ahead and the data-as-of time show', async () => {
    const dop: Dop = {
      dataAsOf: '2026-11-20T02:00:00.000Z',
      periodYears: 2,
      total: 11,
      offences: [
        {
          date: '2026-06-05',
          offenceCode: '011',
          description: sameInEvery('Failing to give way'),
          points: 3,
          counted: true,
        },
        {
          date: '2022-05-18',
          offenceCode: 'C-CD',
          description: sameInEvery('Careless driving'),
          points: 5,
          counted: false,
        },
      ],
      thresholds: [
        { points: 8, consequence: 'WARNING_LETTER', reached: true, pointsToGo: 0 },
        { points: 10, consequence: 'IMPROVEMENT_COURSE', reached: true, pointsToGo: 0 },
        { points: 15, consequence: 'SUMMONS', reached: false, pointsToGo: 4 },
      ],
      courseMonths: 3,
    };
    fakeApi({ [`GET ${B}/users/get/dop`]: ok(dop) });
    renderWithRouter(<DopPage />, '/my-account/dop');
    expect(await screen.findByText(/Data as of 20\/11\/2026 10:00/)).toBeTruthy();
    expect(screen.getByText('11')).toBeTruthy();
    expect(screen.getByText(/driving improvement course within 3 months/)).toBeTruthy();
    expect(screen.getByText('4 points to go')).toBeTruthy();
    expect(screen.getByText('Careless driving')).toBeTruthy();
    expect(screen.getByText('Older than 2 years')).toBeTruthy();
  });
});

describe('Pay the certificate fee', () => {
  it('when a channel is chosen, then the fee order is opened with the attempt’s key and remembered before the gateway', async () => {
    const left: string[] = [];
    const payment: FeePayment = {
      channelPicker: ({ onChange }) => (
        <button type="button" onClick={() => onChange('5')}>
          VISA
        </button>
      ),
      keyFor: (ref, channel) => `key-${ref}-${channel}`,
      leaving: (order) => left.push(order.orderNo),
      ended: () => undefined,
      texts: {
        chooseChannel: 'Please choose a payment method.',
        gatewayNote: 'To the gateway',
        submit: 'Continue to payment',
      },
    };
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      [`POST ${B}/tcrRecords/detail/payInfo`]: ok({
        id: 'TCR0000000042',
        feeCents: 5000,
        payable: true,
        status: 'PENDING_PAYMENT' as const,
      }),
      [`POST ${B}/pay/penalty`]: ok({
        orderNo: 'P20261124ABCDEFGHIJ',
        noticeNo: null,
        state: 'PAYING' as const,
        channel: '5',
        amountCents: 5000,
        redirectUrl: 'http://gateway.example/pay',
        expiresAt: '2026-11-24T03:00:00.000Z',
        transactionNo: null,
        paidAt: null,
        confirmationTo: null,
        items: [],
      }),
    });
    renderWithRouter(<TcrPayPage payment={payment} />, '/my-account/tcr/pay?id=TCR0000000042');
    expect(await screen.findByText('HK$50.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please choose a payment method.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'VISA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://gateway.example/pay'));
    expect(left).toEqual(['P20261124ABCDEFGHIJ']);
    expect(api.bodies(`POST ${B}/pay/penalty`)).toEqual([
      { id: 'TCR0000000042', channel: '5', idempotencyKey: 'key-TCR0000000042-5', lang: 'en' },
    ]);
  });
});
