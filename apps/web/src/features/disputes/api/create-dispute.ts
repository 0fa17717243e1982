import {
  disputeDraftSchema,
  type DisputeDraft,
  type DisputeForm,
  type DisputeView,
} from '@eticket/domain/disputes/dispute.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { LONG_TIMEOUT_MS, request, type ApiResult } from '../../../lib/api-client.ts';

/** Refusals the dispute page shows beside the form rather than in a dialog. */
export const DISPUTE_FORM_CODES = [
  ERROR_CODES.DISPUTE_TOO_MANY_FILES,
  ERROR_CODES.DISPUTE_FILES_TOO_LARGE,
  ERROR_CODES.DISPUTE_FILE_TYPE,
  ERROR_CODES.DISPUTE_EXISTS,
  ERROR_CODES.DISPUTE_NOT_ALLOWED,
  ERROR_CODES.DISPUTE_DRAFT_EXISTS,
] as const;

/**
 * POST publ/disputes (multipart): the form and its files (with `replaces`, the draft it replaces); the
 * unsigned dispute, or the refusal.
 */
export async function createDispute(form: DisputeForm, files: File[]): Promise<ApiResult<DisputeView>> {
  return request<DisputeView>({
    method: 'POST',
    url: 'rest/ticket/api/v1/publ/disputes',
    body: form,
    files,
    loading: true,
    timeoutMs: LONG_TIMEOUT_MS,
    handledCodes: DISPUTE_FORM_CODES,
  });
}

/** The caller's unsigned draft that a DISPUTE_DRAFT_EXISTS refusal names (`data.draft`), to resume or replace. */
export function draftOfRefusal(result: ApiResult<unknown>): DisputeDraft | null {
  if (result.code !== ERROR_CODES.DISPUTE_DRAFT_EXISTS) return null;
  const parsed = disputeDraftSchema.safeParse(result.detail?.draft);
  return parsed.success ? parsed.data : null;
}
