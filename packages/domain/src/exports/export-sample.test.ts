import { describe, expect, it } from 'vitest';
import { LOCALES } from '../common/locale.ts';
import { EXPORT_COLUMNS, EXPORT_TYPES } from './export-columns.ts';
import { exportSampleRows } from './export-sample.ts';

describe('the export demonstration rows', () => {
  it.each(EXPORT_TYPES.flatMap((type) => LOCALES.map((locale) => [type, locale] as const)))(
    'fill every column of the %s export in %s',
    (type, locale) => {
      const rows = exportSampleRows(type, locale);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row).toHaveLength(EXPORT_COLUMNS[type].length);
        for (const cell of row) expect(cell.trim()).not.toBe('');
      }
    },
  );

  it('write dates as the portal shows them in the language, not in ISO form', () => {
    expect(exportSampleRows('tickets', 'en')[0]![2]).toBe('02/03/2026');
    expect(exportSampleRows('tickets', 'zh-cn')[0]![2]).toBe('2026-03-02');
  });
});
