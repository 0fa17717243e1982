import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@eticket/domain/exports/export-columns';
import { exportSampleRows } from '@eticket/domain/exports/export-sample';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const SAMPLE = '/rest/ticket/api/v1/publ/exports/sample';

describe('the export demonstration file (no login)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('when a visitor asks for the CSV sample in Traditional Chinese, then it has the real export columns and the demonstration rows', async () => {
    const res = await t.app.inject({
      url: `${SAMPLE}?type=tickets&format=csv`,
      headers: { 'accept-language': 'zh-HK' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="export-sample-tickets.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1);
    expect(lines[0]).toBe(EXPORT_COLUMNS.tickets.map((c) => c.header['zh-hk']).join(','));
    expect(lines.slice(1)).toEqual(exportSampleRows('tickets', 'zh-hk').map((row) => row.join(',')));
  });

  it('when a visitor asks for the XLSX sample of payments, then a workbook with the payment columns comes back', async () => {
    const res = await t.app.inject({
      url: `${SAMPLE}?type=payments&format=xlsx`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payments')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      EXPORT_COLUMNS.payments.map((c) => c.header.en),
    );
    expect(sheet.rowCount).toBe(1 + exportSampleRows('payments', 'en').length);
  });

  it('when the type or format is not one an export offers, then the request is refused', async () => {
    const res = await t.app.inject({ url: `${SAMPLE}?type=users&format=pdf` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SYS-E-0400');
  });
});
