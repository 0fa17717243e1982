import { sessionTokensSchema, type SessionTokens } from '@eticket/domain/identity/login.schemas';
import { LONG_TIMEOUT_MS, request, type ApiResult } from '../../../lib/api-client.ts';

export interface ProviderAnswer {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * POST …/login/token: the provider's answer (code and state, or its error) for a session. A failure is
 * shown on the callback page itself, so the generic dialog stays closed.
 */
export async function exchangeLoginCode(answer: ProviderAnswer): Promise<ApiResult<SessionTokens>> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/login/token',
    body: answer,
    noToken: true,
    showError: false,
    timeoutMs: LONG_TIMEOUT_MS,
  });
  if (result.code !== '0') return { ...result, data: null };
  const parsed = sessionTokensSchema.safeParse(result.data);
  return parsed.success ? { ...result, data: parsed.data } : { code: 'systemError', message: '', data: null };
}
