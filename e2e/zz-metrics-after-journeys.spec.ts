import { describe, expect, inject, it } from 'vitest';

// Runs after every other journey (its own group in vitest.config.ts): the figures are theirs, on the
// servers of all the workers.
const servers = inject('servers');

/** The sum of a metric's samples whose labels contain every one of `parts`. */
function total(text: string, name: string, ...parts: string[]): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => parts.every((part) => line.includes(part)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Every label value in the scrape. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
}

// Personal data of the demo people (apps/server/src/seed/demo-data.ts) that the journeys act as.
const DEMO_ID_NOS = ['A1234563', 'B2345674', 'C3456785', 'D4567896', 'E5678907', 'F6789018', 'G7890129'];
const DEMO_PHONES = ['91234567', '62345678', '53456789', '98765432'];

describe('the metrics scrape after the journeys', () => {
  it('shows requests, jobs, deliveries, payments and look-ups, and no personal data or notice no', async () => {
    const scrapes = await Promise.all(servers.map(({ metricsUrl }) => fetch(metricsUrl)));
    for (const res of scrapes) expect(res.status).toBe(200);
    // One text of every server's samples: the journeys' figures are spread over the workers' servers.
    const text = (await Promise.all(scrapes.map((res) => res.text()))).join('\n');

    expect(total(text, 'eticket_http_requests_total')).toBeGreaterThan(0);
    expect(total(text, 'eticket_jobs_total', 'outcome="done"')).toBeGreaterThan(0);
    expect(total(text, 'eticket_deliveries_total', 'outcome="sent"')).toBeGreaterThan(0);
    expect(total(text, 'eticket_payment_settlement_seconds_count')).toBeGreaterThan(0);
    expect(
      total(text, 'eticket_http_requests_total', 'route="/rest/ticket/api/v1/publ/tickets/lookup'),
    ).toBeGreaterThan(0);

    // No HKID, e-mail address, phone number or notice no anywhere in the text...
    for (const idNo of DEMO_ID_NOS) expect(text).not.toContain(idNo);
    for (const phone of DEMO_PHONES) expect(text).not.toContain(phone);
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    expect(text).not.toMatch(/\b[A-Z]{1,2}\d{6}\(?[0-9A]\)?/);
    // ...and no label carries an 8-digit number (a phone number, or a notice serial with its check character).
    const values = labelValues(text);
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((value) => /\d{8}/.test(value))).toEqual([]);
  });
});
