import { vi } from 'vitest';
import type { RoleTableEntry } from '@eticket/domain/accounts/permissions';
import type { ExportTaskView } from '@eticket/domain/exports/export.schemas';
import type { OffenceEntry, ParamView } from '@eticket/domain/params/params.schemas';
import type { z } from 'zod';
import type {
  alertStatusSchema,
  CurrentUserInfo,
  eContactSchema,
  userProfileSchema,
} from '@eticket/domain/accounts/profile.schemas';
import type {
  loginUrlSchema,
  logoutSchema,
  pollingSchema,
  SessionTokens,
} from '@eticket/domain/identity/login.schemas';
import type { ContinueRegister } from '@eticket/domain/identity/sso.schemas';
import type { otpIntervalSchema, otpSentSchema, otpTargetSchema } from '@eticket/domain/identity/otp.schemas';
import type { companyEidSchema } from '@eticket/domain/accounts/eid.schemas';
import type {
  orgActivatedSchema,
  orgInfoSchema,
  verifiedCompanySchema,
} from '@eticket/domain/accounts/org.schemas';
import type { messageCountSchema } from '@eticket/domain/messages/message-count.schemas';
import type { MessageCheckResult } from '@eticket/domain/messages/message-check.schemas';
import type { MessageDelivery, MessageSettingList } from '@eticket/domain/messages/message-setting.schemas';
import type { MessageDetail, MessagePage } from '@eticket/domain/messages/message.schemas';
import type { TicketPaymentView } from '@eticket/domain/payments/payment.schemas';
import type { TicketPage } from '@eticket/domain/tickets/ticket-list.schemas';
import type { captchaChallengeSchema, LookupResult } from '@eticket/domain/tickets/ticket-lookup.schemas';
import type { myTicketViewSchema } from '@eticket/domain/tickets/ticket-view.schemas';
import type { VehiclePage, VehicleSyncStatus } from '@eticket/domain/vehicles/vehicle.schemas';

/**
 * One fake API for the web tests: `fakeApi({...})` stubs `fetch` and answers each request by its method
 * and path (as lib/api-client.ts sends them: 'GET rest/…/tickets/{noticeNo}', query left out) with the
 * server's `{ code, message, data }` envelope. Known endpoints are typed by the domain's schemas, so a
 * test's answer has the shape the server sends; a request no route answers fails the call loudly, unless
 * a last route `'* *'` answers the rest. Routes are tried in the order written.
 */
interface Endpoints {
  'GET rest/iams/api/v1/publ/iams/login': z.infer<typeof loginUrlSchema>;
  'GET rest/users/api/v1/publ/sso/url': z.infer<typeof loginUrlSchema>;
  'GET rest/users/api/v1/publ/sso/logout': z.infer<typeof logoutSchema>;
  'POST rest/iams/api/v1/publ/iams/re-auth': z.infer<typeof loginUrlSchema>;
  'GET rest/iams/api/v1/publ/iams/polling': z.infer<typeof pollingSchema>;
  'POST rest/iams/api/v1/publ/iams/register': SessionTokens;
  'POST rest/users/api/v1/publ/sso/iamSmart/login': z.infer<typeof loginUrlSchema>;
  'POST rest/users/api/v1/publ/sso/iamSmart/register': SessionTokens;
  'GET rest/users/api/v1/publ/sso/continueRegister': ContinueRegister;
  'POST rest/users/api/v1/publ/sso/valid-info': z.infer<typeof otpTargetSchema>;
  'POST rest/users/api/v1/publ/sso/otp/interval': z.infer<typeof otpIntervalSchema>;
  'POST rest/users/api/v1/publ/sso/otp-send': z.infer<typeof otpSentSchema>;
  'POST rest/users/api/v1/publ/sso/otp-validate/register': SessionTokens;
  'POST rest/users/api/v1/publ/activate/org/verifyCompany': z.infer<typeof verifiedCompanySchema>;
  'POST rest/users/api/v1/publ/activate/org/info': z.infer<typeof orgInfoSchema>;
  'POST rest/users/api/v1/publ/activate/org/send': z.infer<typeof otpSentSchema>;
  'POST rest/users/api/v1/publ/activate/org/activate': z.infer<typeof orgActivatedSchema>;
  'POST rest/users/api/v1/publ/users/account/company/eid': z.infer<typeof companyEidSchema>;
  'POST rest/users/api/v1/publ/login/refresh-token': SessionTokens;
  'POST rest/users/api/v1/publ/users/user/profile': CurrentUserInfo;
  'POST rest/users/api/v1/publ/users/profile': z.infer<typeof userProfileSchema>;
  'POST rest/users/api/v1/publ/users/eContact': z.infer<typeof eContactSchema>;
  'POST rest/users/api/v1/publ/users/org/eContact': z.infer<typeof eContactSchema>;
  'POST rest/users/api/v1/publ/users/user/alertStatus': z.infer<typeof alertStatusSchema>;
  'GET rest/notification/api/v1/publ/message/count': z.infer<typeof messageCountSchema>;
  'GET rest/param/api/v1/publ/role/management/lists': RoleTableEntry[];
  'GET rest/param/api/v1/publ/enum/enum-type/{enumType}': OffenceEntry[];
  'GET rest/param/api/v1/publ/param/{paramCode}': ParamView;
  'GET rest/ticket/api/v1/publ/tickets': TicketPage;
  'GET rest/ticket/api/v1/publ/tickets/{noticeNo}': z.input<typeof myTicketViewSchema>;
  'GET rest/ticket/api/v1/publ/captcha/challenge': z.infer<typeof captchaChallengeSchema>;
  'POST rest/ticket/api/v1/publ/tickets/lookup': LookupResult;
  'GET rest/ticket/api/v1/publ/tickets/lookup/current': LookupResult;
  'GET rest/ticket/api/v1/publ/tickets/payment': TicketPaymentView;
  'POST rest/ticket/api/v1/publ/exports': ExportTaskView;
  'GET rest/ticket/api/v1/publ/exports/{id}': ExportTaskView;
  'GET rest/notification/api/v1/publ/message/list': MessagePage;
  'GET rest/notification/api/v1/publ/message/{messageId}': MessageDetail;
  'PUT rest/notification/api/v1/publ/message': { changed: number };
  'DELETE rest/notification/api/v1/publ/message': { changed: number };
  'GET rest/notification/api/v1/publ/message/setting/list': MessageSettingList;
  'PUT rest/notification/api/v1/publ/message/setting': MessageSettingList;
  'POST rest/notification/api/v1/publ/message/setting/message-detail': MessageDelivery;
  'POST rest/notification/api/v1/publ/message/check': MessageCheckResult;
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

/** Answers one call after another with the answers given (the last one again once they run out). */
export function inTurn<T>(...answers: Answer<T>[]): (request: FakeRequest) => Answer<T> {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!;
}

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

/**
 * Node's Response gives Node's Blob, which is not the page's (the test DOM's) `Blob`; a browser's fetch gives the
 * page's own, so downloads checked with `instanceof Blob` work as they do in a browser.
 */
function withPageBlob(response: Response): Response {
  response.blob = async () =>
    new Blob([await response.arrayBuffer()], { type: response.headers.get('content-type') ?? '' });
  return response;
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
 * Stubs `fetch` with the routes; `vi.unstubAllGlobals()` (or a new fakeApi) removes it. Returns the mock,
 * `requests(key)`, the requests a route answered, and `bodies(key)`, their JSON bodies, for tests that
 * check what was sent.
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
      return withPageBlob(toResponse(typeof reply === 'function' ? await reply(request) : reply));
    }
    throw new Error(`fake API: no route for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests: (key: string) => seen.filter((entry) => entry.key === key).map((entry) => entry.request),
    /** The JSON bodies of the requests a route answered, in order. */
    bodies: (key: string) => seen.filter((entry) => entry.key === key).map((entry) => entry.request.body),
  };
}
