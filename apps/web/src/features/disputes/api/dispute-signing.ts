import type { DisputeView } from '@eticket/domain/disputes/dispute.schemas';
import { pollingSchema } from '@eticket/domain/identity/login.schemas';
import { fetchData, LONG_TIMEOUT_MS, request, type ApiResult } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';

const IAMS = 'rest/iams/api/v1/publ/iams';
const DSL = 'rest/users/api/v1/publ/dsl';
const DISPUTES = 'rest/ticket/api/v1/publ/disputes';
/** Where iAM Smart (or DSL) sends the browser back after signing a dispute. */
export const SIGN_PAGE = '/portal/ticket/iam-smart/sign';

export function getDispute(reference: string) {
  return fetchData<DisputeView>({ url: `${DISPUTES}/{reference}`, pathParams: { reference } });
}

export type SigningProvider = 'IAMSMART' | 'DSL';

/** A user logged in with DSL signs with DSL (`/dsl/signPdf`); everyone else with iAM Smart. */
export function signingProvider(): SigningProvider {
  return getSession('authType') === 'DSL' ? 'DSL' : 'IAMSMART';
}

/**
 * Starts signing the dispute's PDF: POST iams/re-auth with purpose SIGN (iAM Smart), or POST dsl/signPdf
 * for a DSL user. Answers the provider's address, or null.
 */
export async function startSigning(dispute: DisputeView): Promise<string | null> {
  const redirectURI = `${SIGN_PAGE}?reference=${encodeURIComponent(dispute.reference)}`;
  const dsl = signingProvider() === 'DSL';
  const result = await request<{ url: string }>({
    method: 'POST',
    url: dsl ? `${DSL}/signPdf` : `${IAMS}/re-auth`,
    body: dsl
      ? { documentDigest: dispute.documentDigest, redirectURI }
      : { purpose: 'SIGN', documentDigest: dispute.documentDigest, redirectURI },
    loading: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });
  return result.code === '0' ? (result.data?.url ?? null) : null;
}

/** GET iams/polling (or POST dsl/polling for a DSL user): where the signing request stands. */
export async function pollSigning(state: string) {
  const dsl = signingProvider() === 'DSL';
  const result = await request<unknown>({
    ...(dsl
      ? { method: 'POST' as const, url: `${DSL}/polling`, body: { state } }
      : { url: `${IAMS}/polling`, params: { state } }),
    showError: false,
    throttle: false,
  });
  const parsed = pollingSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data.status : null;
}

/** POST publ/disputes/{reference}/signature: the signed dispute, or the refusal. */
export function finishSigning(
  reference: string,
  answer: { state: string; code?: string; error?: string },
): Promise<ApiResult<DisputeView>> {
  return request<DisputeView>({
    method: 'POST',
    url: `${DISPUTES}/{reference}/signature`,
    pathParams: { reference },
    body: answer,
    showError: false,
    loading: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });
}

/** The dispute's PDF, the document signed. */
export async function downloadDocument(reference: string): Promise<Blob | null> {
  const result = await request<Blob>({
    url: `${DISPUTES}/{reference}/document`,
    pathParams: { reference },
    responseType: 'blob',
  });
  return result.code === '0' ? result.data : null;
}
