import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NoticeView } from '@eticket/domain/notices/notice.schemas';
import en from '../locales/en.json';
import NoticesPage from './notices-page.tsx';
import { fakeApi, inTurn, ok } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const OPEN: NoticeView = {
  id: 7,
  kind: 'DRIVER_IDENTIFICATION',
  status: 'OPEN',
  noticeNo: '700000015',
  vehicleNo: 'CD5678',
  offenceDate: '2026-11-20',
  deadline: '2026-12-15',
  issuedAt: '2026-11-20T03:00:00.000Z',
  driverName: null,
  addressee: 'PERSON',
};

afterEach(() => vi.unstubAllGlobals());

describe('the notices page', () => {
  it('when the owner names the driver, then the form sends the four facts and the notice shows the driver named', async () => {
    const api = fakeApi({
      'GET rest/ticket/api/v1/publ/notices': inTurn(
        ok({ items: [OPEN] }),
        ok({ items: [{ ...OPEN, status: 'ANSWERED' as const, driverName: 'WONG S*** M***' }] }),
      ),
      'POST rest/ticket/api/v1/publ/notices/{id}/driver': ok({ id: 7, status: 'ANSWERED' }),
    });
    renderWithTexts(<NoticesPage />, '/my-account/notices', 'notices', en);
    expect(await screen.findByRole('heading', { name: en.kinds.DRIVER_IDENTIFICATION })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('$10,000 and 6 months');
    fireEvent.change(screen.getByLabelText(en.form.name), { target: { value: 'Wong Siu Ming' } });
    fireEvent.change(screen.getByLabelText(en.form.address), { target: { value: '8 Shantung Street' } });
    fireEvent.change(screen.getByLabelText(en.form.licenceNo), { target: { value: 'b2345674' } });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText(en.relationships.FRIEND));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    expect(screen.getByRole('alert').textContent).toBe(en.form.incomplete);
    fireEvent.click(screen.getByText(en.form.declaration));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await screen.findByText(en.form.done);
    expect(api.bodies('POST rest/ticket/api/v1/publ/notices/{id}/driver')[0]).toEqual({
      name: 'Wong Siu Ming',
      address: '8 Shantung Street',
      licenceNo: 'B2345674',
      relationship: 'FRIEND',
      declaration: true,
    });
    await waitFor(() => expect(screen.getByText('WONG S*** M***')).toBeTruthy());
  });

  it('when the company administrator names a member of staff, then the form offers the staff list and sends his id and address', async () => {
    const company: NoticeView = { ...OPEN, id: 8, vehicleNo: 'GX3579', addressee: 'COMPANY' };
    const api = fakeApi({
      'GET rest/ticket/api/v1/publ/notices': inTurn(
        ok({ items: [company] }),
        ok({ items: [{ ...company, status: 'ANSWERED' as const, driverName: 'NG K*** W**' }] }),
      ),
      'GET rest/ticket/api/v1/publ/notices/{id}/staff': ok({
        items: [
          { staffId: 41, name: 'NG K*** W**', licenceNo: 'G789****' },
          { staffId: 42, name: 'NG K*** W**', licenceNo: 'K123****' },
        ],
      }),
      'POST rest/ticket/api/v1/publ/notices/{id}/staff-driver': ok({ id: 8, status: 'ANSWERED' }),
    });
    renderWithTexts(<NoticesPage />, '/my-account/notices', 'notices', en);
    await screen.findByRole('heading', { name: en.form.staffHeading });
    expect(screen.queryByLabelText(en.form.licenceNo)).toBeNull();
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    // Two alike masked names are told apart by their masked licence numbers.
    fireEvent.click(await screen.findByText('NG K*** W** (driving licence G789****)'));
    expect(screen.getByText('NG K*** W** (driving licence K123****)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.form.staffAddress), {
      target: { value: '1 Container Port Road, Kwai Chung' },
    });
    fireEvent.click(screen.getByText(en.form.staffDeclaration));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await screen.findByText(en.form.done);
    expect(api.bodies('POST rest/ticket/api/v1/publ/notices/{id}/staff-driver')[0]).toEqual({
      staffId: 41,
      address: '1 Container Port Road, Kwai Chung',
      declaration: true,
    });
  });
});
