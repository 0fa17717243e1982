import type { FastifyInstance } from 'fastify';
import { IAMS, RETURN_PATH, bearer, cookieOf, returnedQuery, throughSandbox } from './identity-helpers.ts';
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

/** Signs a dispute's PDF in the sandbox as `pick` and hands the answer to the dispute. */
export async function signDraft(
  app: FastifyInstance,
  token: string,
  reference: string,
  digest: string,
  pick = 'HKID A1234563',
) {
  const started = await app.inject({
    method: 'POST',
    url: `${IAMS}/re-auth`,
    headers: bearer(token),
    payload: { redirectURI: RETURN_PATH, purpose: 'SIGN', documentDigest: digest },
  });
  if (started.statusCode !== 200) throw new Error(`signing not started: ${started.body}`);
  const back = returnedQuery(await throughSandbox(app, started.json().data.url, pick));
  return app.inject({
    method: 'POST',
    url: `${PUBL}/disputes/${reference}/signature`,
    headers: { ...bearer(token), cookie: cookieOf(started) },
    payload: { state: back.get('state'), code: back.get('code') },
  });
}
