import type { DisputeView } from '@eticket/domain/disputes/dispute.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { fetchFile, request } from '../../../lib/api-client.ts';

const DISPUTES = 'rest/ticket/api/v1/publ/disputes';

/** Why a draft could not be loaded to start again: it expired, or it is gone (replaced, signed elsewhere). */
export type DraftLoadFailure = 'expired' | 'gone';

/**
 * GET publ/disputes/{reference} and each of its files: an unsigned draft as the form had it (ground,
 * statement and the files themselves), so that starting again loses nothing the user entered.
 */
export async function loadDraft(
  reference: string,
): Promise<{ draft: DisputeView; files: File[] } | { failure: DraftLoadFailure }> {
  const result = await request<DisputeView>({
    url: `${DISPUTES}/{reference}`,
    pathParams: { reference },
    handledCodes: [ERROR_CODES.DISPUTE_DRAFT_EXPIRED, ERROR_CODES.DISPUTE_NOT_FOUND],
  });
  if (result.code === ERROR_CODES.DISPUTE_DRAFT_EXPIRED) return { failure: 'expired' };
  const draft = result.data;
  if (result.code !== '0' || !draft || draft.status !== 'DRAFT') return { failure: 'gone' };
  try {
    const files = await Promise.all(
      draft.files.map(async (f) => {
        const blob = await fetchFile({
          url: `${DISPUTES}/{reference}/files/{fileId}`,
          pathParams: { reference, fileId: f.id },
        });
        return new File([blob], f.fileName, { type: f.contentType });
      }),
    );
    return { draft, files };
  } catch {
    return { failure: 'gone' };
  }
}
