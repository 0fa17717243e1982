import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { formatMonth } from '@eticket/domain/common/dates';
import { hongKongToday, monthRange, recentMonths } from '@eticket/domain/exports/export-range';
import type { ExportSlot } from '../../../lib/page-slots.ts';
import en from '../locales/en.json';
import { renderWithTexts } from '../../../test/render-app.tsx';
import { FleetMonthExport } from './fleet-month-export.tsx';

afterEach(() => vi.useRealTimers());

/** The export slot as a stand-in: it shows the period and the page's controls it was given. */
const slot: ExportSlot = ({ from, to, controls }) => (
  <section>
    {controls}
    <output>
      {from} to {to}
    </output>
  </section>
);

describe('choosing the month of the fleet’s tickets to download', () => {
  it('when the page opens, then last month is chosen, and choosing another month exports that whole month', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T04:00:00Z') });
    renderWithTexts(<FleetMonthExport exportPanel={slot} />, '/', 'fleets', en);
    const [, last, before] = recentMonths(hongKongToday(), 2);
    expect(screen.getByRole('status').textContent).toBe(
      `${monthRange(last!).from} to ${monthRange(last!).to}`,
    );
    expect(screen.getByText(en.export.intro)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Month' }));
    fireEvent.click((await screen.findAllByText(formatMonth(before!, 'en'))).at(-1)!);
    expect(screen.getByRole('status').textContent).toBe('2026-01-01 to 2026-01-31');
  });
});
