import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import en from '../locales/en.json';
import { TicketTimeline } from './ticket-timeline.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the case timeline', () => {
  it('when the ticket was disputed and decided, then each step shows with its date, in order', async () => {
    fakeApi({
      'GET rest/ticket/api/v1/publ/tickets/{noticeNo}/timeline': ok({
        items: [
          { event: 'ISSUED' as const, at: '2026-11-01T02:00:00.000Z' },
          { event: 'DISPUTE_SIGNED' as const, at: '2026-11-03T02:00:00.000Z' },
          { event: 'INVESTIGATION_COMPLETED' as const, at: '2026-11-20T02:00:00.000Z' },
        ],
      }),
    });
    renderWithTexts(<TicketTimeline noticeNo="700000015" />, '/', 'tickets', en);
    const list = await screen.findByRole('list', { name: en.timeline.heading });
    const rows = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain(en.timeline.events.ISSUED);
    expect(rows[0]).toContain('2026');
    expect(rows[2]).toContain(en.timeline.events.INVESTIGATION_COMPLETED);
  });
});
