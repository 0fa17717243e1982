import ExcelJS from 'exceljs';

export interface Column {
  header: string;
  width: number;
}

/** CSV with a byte-order mark so spreadsheet programs read the Chinese text as UTF-8. */
function csvOf(columns: Column[], rows: Array<Array<string | number>>): Buffer {
  const cell = (v: string | number) => {
    const s = String(v);
    // Quote everything that could break a row, and neutralise formulas (CSV injection).
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[",\n\r]/.test(safe) || safe !== s ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [columns.map((c) => cell(c.header)), ...rows.map((r) => r.map(cell))].map((l) => l.join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function xlsxOf(
  sheet: string,
  columns: Column[],
  rows: Array<Array<string | number>>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'e-Ticket portal';
  const ws = workbook.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function buildFile(
  format: 'xlsx' | 'csv',
  sheet: string,
  columns: Column[],
  rows: Array<Array<string | number>>,
) {
  return format === 'csv'
    ? { data: csvOf(columns, rows), contentType: 'text/csv; charset=utf-8' }
    : {
        data: await xlsxOf(sheet, columns, rows),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
}
