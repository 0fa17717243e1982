import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequestState } from '../../../lib/api-client.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetSessionCache } from '../../../lib/session.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PARAM = 'GET rest/param/api/v1/publ/param/{paramCode}';
const SAMPLE = 'GET rest/ticket/api/v1/publ/exports/sample';

function serve(tasksPerDay: unknown = 3) {
  return fakeApi({
    [PARAM]: ({ params }) => ok({ code: params.paramCode!, value: tasksPerDay, unit: 'count' }),
    [SAMPLE]: ({ query }) =>
      new Response(`file ${query.get('type')}.${query.get('format')}`, {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      }),
    '* *': ok(null),
  });
}

// The page's chunk (with antd's table) is compiled once here, so the first case waits for the page, not
// for the compiler, on a busy machine.
beforeAll(() => import('./export-demo-page.tsx'));

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExportSqlDemo', () => {
  it('when a visitor opens it, then both exports show their columns with made-up rows and the daily rule', async () => {
    serve(4);
    renderApp('/export-sql-demo');
    const tickets = await screen.findByRole('region', { name: 'Ticket list export' });
    for (const header of ['Notice No.', 'Vehicle No.', 'Offence date', 'Amount (HKD)', 'Status'])
      expect(within(tickets).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(tickets).getByRole('cell', { name: 'DEMO01' })).toBeTruthy();
    expect(within(tickets).getByRole('cell', { name: '02/03/2026' })).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Payment record export' });
    expect(within(payments).getByRole('columnheader', { name: 'Transaction No.' })).toBeTruthy();
    expect(within(payments).getByRole('cell', { name: 'DEMO-20260310-0001' })).toBeTruthy();
    expect(
      await screen.findByText('Each export covers at most 31 days, and you can create 4 exports a day.'),
    ).toBeTruthy();
  });

  it('when the visitor downloads a sample, then the server builds it for that export and format without a login', async () => {
    const api = serve();
    const saved = vi.fn((_blob: Blob) => 'blob:sample');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    renderApp('/export-sql-demo');
    const payments = await screen.findByRole('region', { name: 'Payment record export' });
    fireEvent.click(within(payments).getByRole('button', { name: 'Download a sample (XLSX)' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [request] = api.requests(SAMPLE);
    expect(request!.query.get('type')).toBe('payments');
    expect(request!.query.get('format')).toBe('xlsx');
    expect(request!.headers.get('Authorization')).toBeNull();
    expect(await saved.mock.calls[0]![0].text()).toBe('file payments.xlsx');
  });

  it('when the parameter service cannot answer, then the rule gives the specification’s 3 a day', async () => {
    fakeApi({ '* *': () => new Response('', { status: 503 }) });
    renderApp('/export-sql-demo');
    expect(
      await screen.findByText('Each export covers at most 31 days, and you can create 3 exports a day.'),
    ).toBeTruthy();
  });

  it('when the language is Traditional Chinese, then the columns and rows are in it', async () => {
    serve();
    await changeLanguage('zh-hk');
    renderApp('/export-sql-demo');
    const tickets = await screen.findByRole('region', { name: '告票列表匯出' });
    expect(within(tickets).getByRole('columnheader', { name: '通知書號碼' })).toBeTruthy();
    expect(within(tickets).getByRole('cell', { name: '未繳款' })).toBeTruthy();
  });
});
