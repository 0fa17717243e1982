import { request, type RequestOptions } from '../api-client.ts';

/**
 * POST …/users/token: the acting role becomes agentId (0 personal). Answers the server's data unparsed
 * (switching role parses the whole answer with the domain's switchRoleResultSchema; acting for a
 * company reads only the token), or null on failure (the request module has shown it).
 */
export async function postRoleToken(
  agentId: number,
  options: Pick<RequestOptions, 'loading' | 'noAgentId' | 'headers'> = { loading: true },
): Promise<unknown> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/token',
    body: { agentId },
    ...options,
  });
  return result.code === '0' ? result.data : null;
}

/** The new access token of a role-token answer, or null when there is none. */
export function tokenOf(answer: unknown): string | null {
  const token = answer && typeof answer === 'object' && 'token' in answer ? answer.token : null;
  return typeof token === 'string' ? token : null;
}
