import { vi } from 'vitest';
import type { ExportTaskView } from '@eticket/domain/exports/export.schemas';
import type { TicketPaymentView } from '@eticket/domain/payments/payment.schemas';
import type { TicketPage } from '@eticket/domain/tickets/ticket-list.schemas';
import type { LookupResult } from '@eticket/domain/tickets/ticket-lookup.schemas';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import type { VehiclePage, VehicleSyncStatus } from '@eticket/domain/vehicles/vehicle.schemas';

/**
 * One fake API for the web tests: `fakeApi({...})` stubs `fetch` and answers each request by its method
 * and path (as lib/api-client.ts sends them: 'GET rest/…/tickets/{noticeNo}', query left out) with the
 * server's `{ code, message, data }` envelope. Known endpoints are typed by the domain's schemas, so a
 * test's answer has the shape the server sends; a request no route answers fails the call loudly, unless
 * a last route `'* *'` answers the rest. Routes are tried in the order written.
 */
interface Endpoints {
  'GET rest/ticket/api/v1/publ/tickets': TicketPage;
  'GET rest/ticket/api/v1/publ/tickets/{noticeNo}': TicketView;
  'POST rest/ticket/api/v1/publ/tickets/lookup': LookupResult;
  'GET rest/ticket/api/v1/publ/tickets/lookup/current': LookupResult;
  'GET rest/ticket/api/v1/publ/tickets/payment': TicketPaymentView;
  'POST rest/ticket/api/v1/publ/exports': ExportTaskView;
  'GET rest/ticket/api/v1/publ/exports/{id}': ExportTaskView;
  'GET rest/users/api/v1/publ/users/veh/list': VehiclePage;
  'POST rest/users/api/v1/publ/users/veh/sync/status': VehicleSyncStatus;
}

/** A request as a route sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed (undefined when there is none). */
  body: unknown;
  /** Values of the route's `{name}` placeholders. */
  params: Record<string, string>;
}

/** One answer: a success envelope (`ok`), a refusal (`refuse`), or a Response of the test's own. */
export type Answer<T> = { readonly ok: T } | { readonly refuse: Refusal } | Response;
interface Refusal {
  code: string;
  message: string;
  status: number;
  data: unknown;
}
export type Reply<T> = Answer<T> | ((request: FakeRequest) => Answer<T> | Promise<Answer<T>>);
export type Routes = { [K in keyof Endpoints]?: Reply<Endpoints[K]> } & Record<string, Reply<unknown>>;

export const ok = <T>(data: T): Answer<T> => ({ ok: data });
export const refuse = (code: string, message = '', status = 400, data: unknown = null): Answer<never> => ({
  refuse: { code, message, status, data },
});

/** The server's JSON envelope as a Response (for a route that builds its own answer). */
export function envelope(data: unknown, status = 200, code = '0', message = ''): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function toResponse(answer: Answer<unknown>): Response {
  if (answer instanceof Response) return answer;
  if ('ok' in answer) return envelope(answer.ok);
  const { code, message, status, data } = answer.refuse;
  return envelope(data, status, code, message);
}

function matcherOf(key: string) {
  const [method, template] = key.split(' ') as [string, string];
  // '* *' answers whatever no route before it answered (the shell's background calls, say).
  if (method === '*' && template === '*') return () => ({});
  const names: string[] = [];
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const regex = new RegExp(`^${pattern}$`);
  return (requestMethod: string, path: string) => {
    if (requestMethod !== method) return null;
    const match = regex.exec(path);
    if (!match) return null;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
  };
}

/**
 * Stubs `fetch` with the routes; `vi.unstubAllGlobals()` (or a new fakeApi) removes it. Returns the mock
 * and `requests(key)`, the requests a route answered, for tests that check what was sent.
 */
export function fakeApi(routes: Routes) {
  const table = Object.entries(routes).map(([key, reply]) => ({ key, match: matcherOf(key), reply }));
  const seen: { key: string; request: FakeRequest }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\//, '');
    for (const { key, match, reply } of table) {
      const params = match(method, path);
      if (!params) continue;
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request: FakeRequest = {
        method,
        path,
        query: url.searchParams,
        headers: new Headers(init.headers),
        body,
        params,
      };
      seen.push({ key, request });
      return toResponse(typeof reply === 'function' ? await reply(request) : reply);
    }
    throw new Error(`fake API: no route for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests: (key: string) => seen.filter((entry) => entry.key === key).map((entry) => entry.request),
  };
}
