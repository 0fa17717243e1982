import type { DisputeView } from '@eticket/domain/disputes/dispute.schemas';
import { pollingSchema } from '@eticket/domain/identity/login.schemas';
import { fetchData, LONG_TIMEOUT_MS, request, type ApiResult } from '../../../lib/api-client.ts';

const IAMS = 'rest/iams/api/v1/publ/iams';
const DISPUTES = 'rest/ticket/api/v1/publ/disputes';
/** Where iAM Smart sends the browser back after signing a dispute. */
export const SIGN_PAGE = '/portal/ticket/iam-smart/sign';

export function getDispute(reference: string) {
  return fetchData<DisputeView>({ url: `${DISPUTES}/{reference}`, pathParams: { reference } });
}

/** POST iams/re-auth with purpose SIGN over the dispute's PDF: the iAM Smart address, or null. */
export async function startSigning(dispute: DisputeView): Promise<string | null> {
  const result = await request<{ url: string }>({
    method: 'POST',
    url: `${IAMS}/re-auth`,
    body: {
      purpose: 'SIGN',
      documentDigest: dispute.documentDigest,
      redirectURI: `${SIGN_PAGE}?reference=${encodeURIComponent(dispute.reference)}`,
    },
    loading: true,
    timeoutMs: LONG_TIMEOUT_MS,
  });
  return result.code === '0' ? (result.data?.url ?? null) : null;
}

/** GET iams/polling: where the signing request stands in iAM Smart. */
export async function pollSigning(state: string) {
  const result = await request<unknown>({
    url: `${IAMS}/polling`,
    params: { state },
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

/** The dispute's PDF, the document iAM Smart signs. */
export async function downloadDocument(reference: string): Promise<Blob | null> {
  const result = await request<Blob>({
    url: `${DISPUTES}/{reference}/document`,
    pathParams: { reference },
    responseType: 'blob',
  });
  return result.code === '0' ? result.data : null;
}
