import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@eticket/domain/errors/error-catalogue';
import {
  DEFAULT_TIMEOUT_MS,
  fetchData,
  fieldMessages,
  LOADING_GUARD_MS,
  LONG_TIMEOUT_MS,
  request,
  resetRequestState,
  THROTTLE_INTERVAL_MS,
} from './api-client.ts';
import { clientState } from './client-state.ts';
import { on, type DialogRequest } from './event-bus.ts';
import { getSession, resetSessionCache, setSession } from './session.ts';

/** Only fetch is replaced: it is the network edge. */
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
}

const ok = (data: unknown = null, headers: Record<string, string> = {}) =>
  json({ code: '0', message: '', data }, { headers });

let dialogs: DialogRequest[];
let navigations: string[];
let unsubscribe: (() => void)[];

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

/** A fetch that never answers until aborted, as a hanging server does. */
function hangingFetch(): typeof fetch {
  return (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetSessionCache();
  resetRequestState();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  dialogs = [];
  navigations = [];
  unsubscribe = [on('dialog', (d) => dialogs.push(d)), on('navigate', (to) => navigations.push(to))];
});

afterEach(() => {
  for (const off of unsubscribe) off();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request: what is sent', () => {
  it('when a GET is made with params, then it goes to the root-based url with the query and credentials', async () => {
    fetchMock.mockResolvedValue(ok());
    await request({ url: 'rest/param/api/v1/publ/param/X', params: { a: 1, b: 'two', skip: undefined } });
    const { url, init } = lastCall();
    expect(url).toBe('/rest/param/api/v1/publ/param/X?a=1&b=two');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
  });

  it('when path parameters are given, then the placeholders are replaced and encoded', async () => {
    fetchMock.mockResolvedValue(ok());
    await request({
      url: '/rest/notification/api/v1/publ/message/{messageId}',
      pathParams: { messageId: 'a/b 1' },
    });
    expect(lastCall().url).toBe('/rest/notification/api/v1/publ/message/a%2Fb%201');
  });

  it('when a POST has a body, then it is sent as JSON', async () => {
    fetchMock.mockResolvedValue(ok());
    await request({ method: 'POST', url: 'x', body: { uid: 'u1' } });
    const { init, headers } = lastCall();
    expect(init.body).toBe('{"uid":"u1"}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('when one file is sent, then it goes as form data under "file" with the body fields beside it', async () => {
    fetchMock.mockResolvedValue(ok());
    const file = new Blob(['pdf'], { type: 'application/pdf' });
    await request({ method: 'POST', url: 'x', file, body: { ticketNo: 'T1', meta: { a: 1 } } });
    const { init, headers } = lastCall();
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(form.get('ticketNo')).toBe('T1');
    expect(form.get('meta')).toBe('{"a":1}');
    // The browser sets the multipart boundary itself.
    expect(headers.get('content-type')).toBeNull();
  });

  it('when several files are sent, then each goes under "files"', async () => {
    fetchMock.mockResolvedValue(ok());
    await request({ method: 'POST', url: 'x', files: [new Blob(['1']), new Blob(['2'])] });
    expect((lastCall().init.body as FormData).getAll('files')).toHaveLength(2);
  });

  it('when no one is logged in, then channel and language are sent but no Authorization, uid or agentId', async () => {
    fetchMock.mockResolvedValue(ok());
    localStorage.setItem('language', 'zh-hk');
    await request({ url: 'x' });
    const { headers } = lastCall();
    expect(headers.get('channel')).toBe('WEB');
    expect(headers.get('Accept-Language')).toBe('zh-hk');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('uid')).toBeNull();
    expect(headers.get('agentId')).toBeNull();
  });

  it('when no language is stored, then Accept-Language is en', async () => {
    fetchMock.mockResolvedValue(ok());
    await request({ url: 'x' });
    expect(lastCall().headers.get('Accept-Language')).toBe('en');
  });

  it('when logged in acting for an agent, then the token, uid and agentId headers are sent', async () => {
    fetchMock.mockResolvedValue(ok());
    setSession('token', 'tok-1');
    setSession('uid', 'U100');
    setSession('userInfo', { name: 'CHAN', agentId: 42, roleType: 'UAG' });
    await request({ url: 'x' });
    const { headers } = lastCall();
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('uid')).toBe('U100');
    expect(headers.get('agentId')).toBe('42');
  });

  it('when the call opts out of the token, then no Authorization is sent', async () => {
    fetchMock.mockResolvedValue(ok());
    setSession('token', 'tok-1');
    await request({ url: 'x', noToken: true });
    expect(lastCall().headers.get('Authorization')).toBeNull();
  });

  it.each([[0], ['0'], [' 0 ']])(
    'when the agentId is %j (the personal role), then no agentId header is sent',
    async (agentId) => {
      fetchMock.mockResolvedValue(ok());
      setSession('token', 'tok-1');
      setSession('userInfo', { agentId });
      await request({ url: 'x' });
      expect(lastCall().headers.get('agentId')).toBeNull();
    },
  );

  it('when the call opts out of the agent, then no agentId header is sent', async () => {
    fetchMock.mockResolvedValue(ok());
    setSession('token', 'tok-1');
    setSession('userInfo', { agentId: 7 });
    await request({ url: 'x', noAgentId: true });
    expect(lastCall().headers.get('agentId')).toBeNull();
  });
});

describe('request: session upkeep', () => {
  it('when the answer carries an Access_token header, then the new token is stored', async () => {
    fetchMock.mockResolvedValue(ok(null, { Access_token: 'renewed' }));
    setSession('token', 'old');
    await request({ url: 'x' });
    expect(getSession('token')).toBe('renewed');
  });

  it('when calls are made while logged in, then the action time is stamped at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    fetchMock.mockImplementation(async () => ok());
    setSession('token', 'tok');
    await request({ url: 'a' });
    expect(getSession('actionTime')).toBe(1_000_000);
    vi.setSystemTime(1_000_500);
    await request({ url: 'b' });
    expect(getSession('actionTime')).toBe(1_000_000);
    vi.setSystemTime(1_001_000);
    await request({ url: 'c' });
    expect(getSession('actionTime')).toBe(1_001_000);
  });

  it('when no one is logged in, then no action time is stamped', async () => {
    fetchMock.mockResolvedValue(ok());
    await request({ url: 'x' });
    expect(getSession('actionTime')).toBeNull();
  });
});

describe('request: answers', () => {
  it("when the code is '0', then the data is resolved and no dialog shows", async () => {
    fetchMock.mockResolvedValue(ok({ n: 1 }));
    await expect(request({ url: 'x' })).resolves.toMatchObject({ code: '0', data: { n: 1 } });
    expect(dialogs).toEqual([]);
  });

  it('when a numeric code 0 comes back, then it counts as success', async () => {
    fetchMock.mockResolvedValue(json({ code: 0, message: '', data: 5 }));
    await expect(fetchData({ url: 'x' })).resolves.toBe(5);
  });

  it('when another code comes with a message, then a reminder shows the server message', async () => {
    fetchMock.mockResolvedValue(json({ code: 'TKT-E-9999', message: 'Ticket already paid', data: null }));
    const result = await request({ url: 'x' });
    expect(result).toMatchObject({ code: 'TKT-E-9999', message: 'Ticket already paid', data: null });
    expect(dialogs).toEqual([{ titleKey: 'errors.reminder', message: 'Ticket already paid' }]);
  });

  it('when the failure code is one the caller handles, then no dialog shows but other codes still show one', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ code: 'ACC-E-0003', message: 'No such company', data: null }, { status: 404 }),
    );
    const handled = await request({ url: 'x', handledCodes: ['ACC-E-0003'] });
    expect(handled).toMatchObject({ code: 'ACC-E-0003', message: 'No such company', status: 404 });
    expect(dialogs).toEqual([]);
    fetchMock.mockResolvedValueOnce(json({ code: 'TKT-E-9999', message: 'Other', data: null }));
    await request({ url: 'x', handledCodes: ['ACC-E-0003'] });
    expect(dialogs).toEqual([{ titleKey: 'errors.reminder', message: 'Other' }]);
  });

  it.each([[''], ['   '], ['message_service_exception']])(
    'when another code comes with the message %j, then the systemError message shows',
    async (message) => {
      fetchMock.mockResolvedValue(json({ code: 'X-1', message, data: null }));
      await request({ url: 'x' });
      expect(dialogs).toEqual([{ titleKey: 'errors.reminder', messageKey: 'errors.systemError' }]);
    },
  );

  it('when the server answers a catalogue error whose key is reminder, then its own message shows, whatever the status', async () => {
    const { code } = ERRORS.PARAM_NOT_FOUND;
    fetchMock.mockResolvedValue(
      json({ code, message: 'The parameter "X" does not exist.', data: null }, { status: 404 }),
    );
    await request({ url: 'x' });
    expect(dialogs).toEqual([{ titleKey: 'errors.reminder', message: 'The parameter "X" does not exist.' }]);
  });

  it('when the server answers a catalogue error with its own key, then that key is shown', async () => {
    fetchMock.mockResolvedValue(
      json({ code: ERRORS.TOO_MANY_REQUESTS.code, message: 'Too many', data: null }, { status: 429 }),
    );
    await request({ url: 'x' });
    expect(dialogs).toEqual([{ titleKey: 'errors.reminder', messageKey: 'errors.too_many_request' }]);
  });

  it.each([
    [404, 'systemError'],
    [408, 'request_timeout'],
    [420, 'incorrect_id_no'],
    [429, 'too_many_request'],
    [504, 'request_timeout'],
    [500, 'systemError'],
    [502, 'systemError'],
    [403, 'systemError'],
  ])('when the HTTP status is %i without a known code, then the %s message shows', async (status, key) => {
    fetchMock.mockResolvedValue(new Response('<html>error</html>', { status }));
    const result = await request({ url: 'x' });
    expect(result).toMatchObject({ code: String(status), data: null, status });
    expect(dialogs).toEqual([{ titleKey: 'errors.reminder', messageKey: `errors.${key}` }]);
  });

  it('when the network fails, then server_no_response is resolved and shown, not thrown', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request({ url: 'x' })).resolves.toEqual({
      code: 'server_no_response',
      message: '',
      data: null,
    });
    expect(dialogs).toEqual([{ titleKey: 'errors.reminder', messageKey: 'errors.server_no_response' }]);
  });

  it('when the body is not JSON on a 200, then it is a failure, not a crash', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    await expect(request({ url: 'x' })).resolves.toMatchObject({ code: '200', data: null });
    expect(dialogs).toHaveLength(1);
  });

  it('when showError is false, then a failure is resolved without a dialog', async () => {
    fetchMock.mockResolvedValue(json({ code: 'X', message: 'no', data: null }));
    await expect(request({ url: 'x', showError: false })).resolves.toMatchObject({ code: 'X' });
    fetchMock.mockRejectedValue(new TypeError('down'));
    await request({ url: 'x', showError: false });
    expect(dialogs).toEqual([]);
  });

  it('when a static JSON file is asked for without an envelope, then its whole body is the data', async () => {
    fetchMock.mockResolvedValue(json({ links: [{ id: 'a' }] }));
    await expect(fetchData({ url: 'json/link.json', envelope: false })).resolves.toEqual({
      links: [{ id: 'a' }],
    });
  });

  it('when a download answers a file, then the Blob is the data', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }));
    const result = await request<Blob>({
      url: 'rest/file/api/v1/publ/file/download/1',
      responseType: 'blob',
    });
    expect(result.code).toBe('0');
    expect(await result.data!.text()).toBe('%PDF');
  });

  it('when a download answers a JSON error, then the error rule applies', async () => {
    fetchMock.mockResolvedValue(json({ code: 'FILE-E-1', message: 'File not found', data: null }));
    const result = await request({ url: 'x', responseType: 'blob' });
    expect(result.code).toBe('FILE-E-1');
    expect(dialogs).toEqual([{ titleKey: 'errors.reminder', message: 'File not found' }]);
  });
});

describe('request: field errors of a refused input', () => {
  const refused = (fields: unknown) =>
    json(
      {
        code: ERRORS.VALIDATION_FAILED.code,
        message: 'Some of the information entered is not valid.',
        data: { fields },
      },
      { status: ERRORS.VALIDATION_FAILED.status },
    );

  it('when the server refuses fields, then each field’s message reaches the caller, keyed by its name in the body', async () => {
    fetchMock.mockResolvedValue(
      refused([
        { field: 'body.vehicleNo', message: "Vehicle No. can not enter 'IOQ'" },
        { field: 'body.vehicleNo', message: 'a second message' },
        { field: 'body.noticeNo', message: 'Please input the correct Notice No.' },
        { field: 'query.page', message: 'Please input the correct page' },
      ]),
    );
    const result = await request({ method: 'POST', url: 'x', body: {}, showError: false });
    expect(result.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(result.fields).toHaveLength(4);
    expect(fieldMessages(result)).toEqual({
      vehicleNo: "Vehicle No. can not enter 'IOQ'",
      noticeNo: 'Please input the correct Notice No.',
    });
    expect(fieldMessages(result, 'query')).toEqual({ page: 'Please input the correct page' });
  });

  it('when fetchData fails on a refused field, then the thrown result carries the field messages', async () => {
    fetchMock.mockResolvedValue(refused([{ field: 'body.idNoPrefix', message: 'idNoPrefix is required' }]));
    const thrown: unknown = await fetchData({ method: 'POST', url: 'x', body: {}, showError: false }).catch(
      (e: unknown) => e,
    );
    expect(fieldMessages(thrown as Parameters<typeof fieldMessages>[0])).toEqual({
      idNoPrefix: 'idNoPrefix is required',
    });
  });

  it('when the failure carries no fields, or malformed ones, then there are none', async () => {
    fetchMock.mockResolvedValue(refused([{ field: 3 }, 'x', null]));
    const malformed = await request({ url: 'x', showError: false });
    expect(malformed.fields).toBeUndefined();
    expect(fieldMessages(malformed)).toEqual({});
    fetchMock.mockResolvedValue(json({ code: 'X-1', message: 'no', data: null }, { status: 400 }));
    expect((await request({ url: 'y', showError: false })).fields).toBeUndefined();
  });

  it('when a refusal carries what the caller can act on, then it reaches the caller as the detail, fields aside', async () => {
    const draft = { reference: 'D0000000042', expiresAt: '2026-11-29T03:30:00.000Z' };
    fetchMock.mockResolvedValue(
      json({ code: 'DSP-E-0018', message: 'not signed yet', data: { draft } }, { status: 409 }),
    );
    const result = await request({ method: 'POST', url: 'x', body: {}, handledCodes: ['DSP-E-0018'] });
    expect(result).toMatchObject({ code: 'DSP-E-0018', data: null, detail: { draft } });
    expect(dialogs).toEqual([]);
    fetchMock.mockResolvedValue(refused([{ field: 'body.noticeNo', message: 'required' }]));
    expect((await request({ url: 'y', showError: false })).detail).toBeUndefined();
  });
});

describe('request: 401', () => {
  beforeEach(() => {
    setSession('token', 'tok');
    setSession('refreshToken', 'ref');
    setSession('userInfo', { name: 'CHAN', agentId: 0 });
    setSession('authType', 'IAMS');
    setSession('actionTime', 1);
    setSession('uid', 'U1');
    setSession('unreadTip', 3);
    setSession('accountFlag', 'Y');
    clientState.set({ unreadCount: 3 });
  });

  it('when a call answers 401, then the session is cleared, the unread tip reset, and the user sent Home', async () => {
    fetchMock.mockResolvedValue(
      json({ code: ERRORS.LOGIN_TIMEOUT.code, message: 'expired', data: null }, { status: 401 }),
    );
    const result = await request({ url: 'x' });
    expect(result).toMatchObject({ code: ERRORS.LOGIN_TIMEOUT.code, data: null, status: 401 });
    for (const key of ['token', 'refreshToken', 'userInfo', 'authType', 'actionTime', 'uid'] as const) {
      expect(getSession(key), key).toBeNull();
    }
    expect(getSession('unreadTip')).toBe(0);
    expect(clientState.get().unreadCount).toBe(0);
    expect(getSession('errorCount')).toBe(1);
    // Not part of the spec's list: kept.
    expect(getSession('accountFlag')).toBe('Y');
    expect(navigations).toEqual(['/']);
  });

  it('when several calls answer 401 together, then login_timeout shows once', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 401 }));
    await Promise.all([request({ url: 'a' }), request({ url: 'b' }), request({ url: 'c' })]);
    expect(dialogs.map((d) => d.messageKey)).toEqual(['errors.login_timeout']);
    expect(getSession('errorCount')).toBe(3);
  });

  it('when the login_timeout dialog is closed, then the counter resets and a later 401 shows it again', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 401 }));
    await request({ url: 'a' });
    dialogs[0]!.onClose!();
    expect(getSession('errorCount')).toBe(0);
    await request({ url: 'b' });
    expect(dialogs.map((d) => d.messageKey)).toEqual(['errors.login_timeout', 'errors.login_timeout']);
  });

  it("when the envelope code is '401' on a 200, then it is treated the same", async () => {
    fetchMock.mockResolvedValue(json({ code: '401', message: '', data: null }));
    await request({ url: 'x' });
    expect(getSession('token')).toBeNull();
    expect(dialogs.map((d) => d.messageKey)).toEqual(['errors.login_timeout']);
  });

  it('when showError is false, then the expired session is still ended and said once', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    await request({ url: 'x', showError: false });
    expect(getSession('token')).toBeNull();
    expect(dialogs).toHaveLength(1);
  });
});

describe('request: time-outs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch());
  });

  it('when nothing comes back within 20 s, then request_timeout is resolved and shown', async () => {
    const pending = request({ url: 'x' });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(dialogs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ code: 'request_timeout', message: '', data: null });
    expect(dialogs).toEqual([{ titleKey: 'errors.reminder', messageKey: 'errors.request_timeout' }]);
  });

  it('when a download is made, then it waits 60 s before timing out', async () => {
    const pending = request({ url: 'x', responseType: 'blob' });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(dialogs).toEqual([]);
    await vi.advanceTimersByTimeAsync(LONG_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ code: 'request_timeout' });
  });

  it('when the call sets its own time-out, then that one is used', async () => {
    const pending = request({ url: 'x', timeoutMs: LONG_TIMEOUT_MS });
    await vi.advanceTimersByTimeAsync(LONG_TIMEOUT_MS - 1);
    expect(dialogs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ code: 'request_timeout' });
  });

  it('when the call opts out of the time-out message, then it times out silently', async () => {
    const pending = request({ url: 'x', showTimeOut: false });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ code: 'request_timeout' });
    expect(dialogs).toEqual([]);
  });

  it('when the server answers 504 to a call that opted out of the time-out message, then nothing shows', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 504 }));
    await request({ url: 'x', showTimeOut: false });
    expect(dialogs).toEqual([]);
  });
});

describe('request: throttling', () => {
  it('when the same throttled call repeats within 1000 ms, then the repeat resolves "throttle" without a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(5_000);
    fetchMock.mockImplementation(async () => ok());
    await expect(request({ method: 'POST', url: 'pay', throttle: true })).resolves.toMatchObject({
      code: '0',
    });
    vi.setSystemTime(5_000 + THROTTLE_INTERVAL_MS - 1);
    await expect(request({ method: 'POST', url: 'pay', throttle: true })).resolves.toEqual({
      code: 'throttle',
      message: '',
      data: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(5_000 + THROTTLE_INTERVAL_MS);
    await expect(request({ method: 'POST', url: 'pay', throttle: true })).resolves.toMatchObject({
      code: '0',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when throttled calls have different keys, then both go', async () => {
    fetchMock.mockImplementation(async () => ok());
    await request({ url: 'a', throttle: { key: 'one' } });
    await request({ url: 'a', throttle: { key: 'two' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('when calls are not throttled, then repeats all go', async () => {
    fetchMock.mockImplementation(async () => ok());
    await Promise.all([request({ url: 'a' }), request({ url: 'a' })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('request: loading flag', () => {
  it('when a loading call runs, then the flag is up until the last one finishes', async () => {
    let finish: (() => void)[] = [];
    fetchMock.mockImplementation(() => new Promise((resolve) => finish.push(() => resolve(ok()))));
    const a = request({ url: 'a', loading: true });
    const b = request({ url: 'b', loading: true });
    expect(clientState.get().loading).toBe(true);
    finish[0]!();
    await a;
    expect(clientState.get().loading).toBe(true);
    finish[1]!();
    await b;
    expect(clientState.get().loading).toBe(false);
    finish = [];
  });

  it('when a loading call fails, then the flag still goes down', async () => {
    fetchMock.mockRejectedValue(new TypeError('down'));
    await request({ url: 'a', loading: true });
    expect(clientState.get().loading).toBe(false);
  });

  it('when a loading call hangs, then the flag goes down after 60 s anyway', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch());
    void request({ url: 'a', loading: true, timeoutMs: 10 * LOADING_GUARD_MS, showError: false });
    expect(clientState.get().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(LOADING_GUARD_MS - 1);
    expect(clientState.get().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(clientState.get().loading).toBe(false);
  });

  it('when a call does not ask for loading, then the flag stays down', async () => {
    let finish = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(ok()))));
    const pending = request({ url: 'a' });
    expect(clientState.get().loading).toBe(false);
    finish();
    await pending;
  });
});

describe('fetchData', () => {
  it('when the call fails, then the ApiResult is thrown for TanStack Query', async () => {
    fetchMock.mockResolvedValue(json({ code: 'X', message: 'bad', data: null }));
    await expect(fetchData({ url: 'x', showError: false })).rejects.toMatchObject({
      code: 'X',
      message: 'bad',
    });
  });
});
