/**
 * The one request module (spec section 7). Contract kept stable for every feature:
 * `request` never throws; it resolves the envelope `{ code, message, data }`.
 * The shell engineer owns this file and may extend it (headers, token renewal, dialogs, throttling)
 * without changing these exported signatures.
 */
export interface ApiResult<T> {
  code: string;
  message: string;
  data: T | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the site root, e.g. 'rest/param/api/v1/publ/param/X'. */
  url: string;
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  timeoutMs?: number;
  /** Do not send the Authorization header. */
  noToken?: boolean;
  /** Show the error dialog for a failure (default true). */
  showError?: boolean;
}

export async function request<T>(options: RequestOptions): Promise<ApiResult<T>> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.params ?? {})) if (v !== undefined) query.set(k, String(v));
  const url = `/${options.url.replace(/^\//, '')}${query.size ? `?${query}` : ''}`;
  try {
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    return (await res.json()) as ApiResult<T>;
  } catch {
    return { code: 'server_no_response', message: '', data: null };
  }
}

/** For TanStack Query: the data of a successful answer, or a thrown ApiResult for a failure. */
export async function fetchData<T>(options: RequestOptions): Promise<T> {
  const result = await request<T>(options);
  if (result.code !== '0') throw result;
  return result.data as T;
}
