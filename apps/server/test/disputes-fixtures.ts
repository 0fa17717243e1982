import type { FastifyInstance } from 'fastify';
import { bearer } from './identity-helpers.ts';
import { multipart } from './multipart.ts';
import { PUBL } from './tickets-fixtures.ts';

/** A logged-in user starts a dispute of a ticket, without evidence, as the page's form sends it. */
export function startDispute(app: FastifyInstance, token: string, noticeNo: string) {
  const { payload, contentType } = multipart([
    { name: 'noticeNo', value: noticeNo },
    { name: 'ground', value: 'NO_OFFENCE' },
    { name: 'statement', value: 'The vehicle was parked within the marked bay for the whole time.' },
    { name: 'declaration', value: 'true' },
  ]);
  return app.inject({
    method: 'POST',
    url: `${PUBL}/disputes`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}
