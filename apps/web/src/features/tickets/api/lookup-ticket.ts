import { useMutation } from '@tanstack/react-query';
import { lookupResultSchema, type LookupResult } from '@eticket/domain/tickets/ticket-lookup.schemas';
import { fetchParsed, type ApiResult } from '../../../lib/api-client.ts';

export interface LookupInput {
  noticeNo: string;
  vehicleNo: string;
  captcha: string;
}

/**
 * POST tickets/lookup. Failures are shown on the form itself (not the global dialog) so the visitor
 * keeps what they typed beside the message: the mutation rejects with the ApiResult.
 */
export async function lookupTicket(input: LookupInput): Promise<LookupResult> {
  return fetchParsed(lookupResultSchema, {
    method: 'POST',
    url: 'rest/ticket/api/v1/publ/tickets/lookup',
    body: input,
    noToken: true,
    showError: false,
    loading: true,
  });
}

export function useLookupTicket() {
  return useMutation<LookupResult, ApiResult<unknown>, LookupInput>({ mutationFn: lookupTicket });
}
