import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ExportTaskView } from '@eticket/domain/exports/export.schemas';
import en from '../locales/en.json';
import { resetRequestState } from '../../../lib/api-client.ts';
import { fakeApi, inTurn, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';
import { ExportPanel } from './export-panel.tsx';

const LIMIT = 'No downloads left for today: you can create 3 export tasks a day. Please try again tomorrow.';
const done: ExportTaskView = {
  id: '6f1c2a4e-8d1b-4c52-9a37-1f0e5b7c9d21',
  type: 'tickets',
  format: 'csv',
  from: '2026-11-01',
  to: '2026-11-28',
  state: 'DONE',
  progress: 100,
  rowCount: 5,
  fileName: 'tickets.csv',
  createdAt: '2026-11-28T02:00:00.000Z',
  finishedAt: '2026-11-28T02:00:01.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestState();
});

describe('the export panel', () => {
  it('when the next export of the day is refused, then the refusal stands alone: the previous file’s line is gone', async () => {
    fakeApi({
      'POST rest/ticket/api/v1/publ/exports': inTurn(ok(done), refuse('TKT-E-0011', LIMIT, 429)),
      'GET rest/ticket/api/v1/publ/exports/{id}': ok(done),
    });
    renderWithTexts(<ExportPanel type="tickets" />, '/', 'exports', en);
    fireEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await screen.findByText('The file is ready (5 rows).');
    resetRequestState(); // the second click is not a double click
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel (XLSX)' }));
    await screen.findByText(LIMIT);
    expect(screen.queryByText('The file is ready (5 rows).')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download the file' })).toBeNull();
  });
});
