/**
 * The one request module (spec section 7). Contract kept stable for every feature:
 * `request` never throws; it resolves the envelope `{ code, message, data }`.
 * Headers, token renewal, time-outs, the error catalogue (spec section 8), throttling and the loading
 * flag live here and nowhere else. Dialogs and navigation go through the event bus, so this stays UI-free.
 */
import type { FieldError } from '@eticket/domain/common/envelope';
import { emit } from './event-bus.ts';
import { storedLanguage } from './language.ts';
import { clientState } from './client-state.ts';
import { getAgentId, getSession, getToken, removeSession, setSession, touchActionTime } from './session.ts';

export interface ApiResult<T> {
  code: string;
  message: string;
  data: T | null;
  /** The HTTP status, when an answer came back. */
  status?: number;
  /**
   * For a refused input (VALIDATION_FAILED and the like): what the server found wrong with each field,
   * already in the caller's language. `field` is `body.vehicleNo`, `query.page`…; see `fieldMessages`.
   */
  fields?: FieldError[];
  /**
   * For a refusal the caller can act on: what the server sent with it beside the field errors (the
   * failure envelope's `data`, `fields` left out), e.g. DISPUTE_DRAFT_EXISTS's `draft`. Unchecked: the
   * feature reads it through its schema.
   */
  detail?: Record<string, unknown>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the site root, e.g. 'rest/param/api/v1/publ/param/{paramCode}'. */
  url: string;
  /** Values for `{name}` placeholders in the url (encoded). */
  pathParams?: Record<string, string | number>;
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Sent as multipart form data under 'file' (with the body's fields alongside). */
  file?: Blob;
  /** Sent as multipart form data under 'files'. */
  files?: Blob[];
  /** 'blob' for downloads: data is the Blob and the time-out is 60 s. */
  responseType?: 'json' | 'blob';
  timeoutMs?: number;
  /** Do not send the Authorization header. */
  noToken?: boolean;
  /** Extra request headers, e.g. the ticket look-up's `x-lookup-token`. */
  headers?: Record<string, string>;
  /** Do not send the agentId header even when acting for an agent. */
  noAgentId?: boolean;
  /** Show the error dialog for a failure (default true). */
  showError?: boolean;
  /**
   * Failure codes the caller answers on its own page (an inline message, another step): no dialog for
   * these; every other failure still follows the dialog rule.
   */
  handledCodes?: readonly string[];
  /** Show the time-out message for this call (default true); some background calls opt out. */
  showTimeOut?: boolean;
  /** Drop a repeat of this call within the interval (default 1000 ms); key defaults to method and url. */
  throttle?: boolean | { key?: string; intervalMs?: number };
  /** Raise the global loading flag while the call runs. */
  loading?: boolean;
  /** false for a static JSON file: the whole body is the data (no `{ code, message, data }`). */
  envelope?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 20_000;
/** Auth calls and downloads (spec section 9). */
export const LONG_TIMEOUT_MS = 60_000;
export const THROTTLE_INTERVAL_MS = 1000;
export const LOADING_GUARD_MS = 60_000;

/** The message keys of the status catalogue (spec section 8); any other failing status is systemError. */
const STATUS_KEYS: Record<number, string> = {
  404: 'systemError',
  408: 'request_timeout',
  420: 'incorrect_id_no',
  429: 'too_many_request',
  504: 'request_timeout',
};

type CodeKeys = ReadonlyMap<string, string>;
let codeKeys: Promise<CodeKeys> | undefined;

/**
 * The server's error codes mapped to their message key (one catalogue shared with the server). The
 * catalogue carries every message in three languages, so it is downloaded with the first failure
 * rather than with every page; if it cannot be downloaded, the status rule alone decides.
 */
function loadCodeKeys(): Promise<CodeKeys> {
  codeKeys ??= import('@eticket/domain/errors/error-catalogue').then(
    ({ ERRORS }) => new Map(Object.values(ERRORS).map((d) => [d.code, d.key])),
    () => {
      codeKeys = undefined;
      return new Map();
    },
  );
  return codeKeys;
}

const lastCalls = new Map<string, number>();
let activeLoading = 0;
let loadingGuard: ReturnType<typeof setTimeout> | undefined;

function startLoading() {
  activeLoading += 1;
  clientState.set({ loading: true });
  clearTimeout(loadingGuard);
  // A call that never settles must not leave the page covered.
  loadingGuard = setTimeout(() => {
    activeLoading = 0;
    clientState.set({ loading: false });
  }, LOADING_GUARD_MS);
}

function stopLoading() {
  activeLoading = Math.max(0, activeLoading - 1);
  if (activeLoading > 0) return;
  clearTimeout(loadingGuard);
  clientState.set({ loading: false });
}

function isThrottled(options: RequestOptions): boolean {
  if (!options.throttle) return false;
  const { key = `${options.method ?? 'GET'} ${options.url}`, intervalMs = THROTTLE_INTERVAL_MS } =
    options.throttle === true ? {} : options.throttle;
  const now = Date.now();
  const last = lastCalls.get(key);
  if (last !== undefined && now - last < intervalMs) return true;
  lastCalls.set(key, now);
  return false;
}

function urlOf(options: RequestOptions): string {
  let path = options.url.replace(/^\//, '');
  for (const [name, value] of Object.entries(options.pathParams ?? {})) {
    path = path.replaceAll(`{${name}}`, encodeURIComponent(String(value)));
  }
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.params ?? {})) if (v !== undefined) query.set(k, String(v));
  return `/${path}${query.size ? `?${query}` : ''}`;
}

function headersOf(options: RequestOptions, json: boolean): Headers {
  const headers = new Headers({ channel: 'WEB', 'Accept-Language': storedLanguage() });
  if (json) headers.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const token = getToken();
  if (token && !options.noToken) headers.set('Authorization', `Bearer ${token}`);
  const uid = getSession('uid');
  if (uid) headers.set('uid', uid);
  const agentId = getAgentId();
  if (agentId && !options.noAgentId) headers.set('agentId', agentId);
  return headers;
}

function bodyOf(options: RequestOptions): BodyInit | undefined {
  if (options.file || options.files) {
    const form = new FormData();
    if (options.file) form.append('file', options.file);
    for (const file of options.files ?? []) form.append('files', file);
    if (options.body && typeof options.body === 'object') {
      for (const [k, v] of Object.entries(options.body)) {
        if (v !== undefined && v !== null)
          form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
    }
    return form;
  }
  if (options.body === undefined || options.method === undefined || options.method === 'GET')
    return undefined;
  return JSON.stringify(options.body);
}

interface Envelope {
  code: string;
  message: string;
  data: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function envelopeOf(text: string): Envelope | null {
  const value = parseJson(text);
  if (!value || typeof value !== 'object' || !('code' in value)) return null;
  const { code, message, data } = value as Record<string, unknown>;
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  return { code: String(code), message: typeof message === 'string' ? message : '', data: data ?? null };
}

/** The field errors a failure envelope carries in `data.fields`; anything malformed is left out. */
function fieldsOf(envelope: Envelope | null): FieldError[] | undefined {
  const data = envelope?.data;
  if (!data || typeof data !== 'object' || !('fields' in data) || !Array.isArray(data.fields))
    return undefined;
  const fields = (data.fields as unknown[]).filter(
    (f): f is FieldError =>
      !!f &&
      typeof f === 'object' &&
      typeof (f as FieldError).field === 'string' &&
      typeof (f as FieldError).message === 'string',
  );
  return fields.length > 0 ? fields : undefined;
}

/** What a failure envelope's `data` carries besides `fields`, if anything. */
function detailOf(envelope: Envelope | null): Record<string, unknown> | undefined {
  const data = envelope?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const detail = Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'fields'));
  return Object.keys(detail).length > 0 ? detail : undefined;
}

/**
 * The server's message for each field of one part of the request (`body` by default), keyed by the field's
 * path inside it (`vehicleNo`, `address.line1`): the first message when a field has several. For forms to
 * put the server's refusal under the field it is about.
 */
export function fieldMessages(
  result: Pick<ApiResult<unknown>, 'fields'> | null | undefined,
  part = 'body',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of result?.fields ?? []) {
    if (!field.startsWith(`${part}.`)) continue;
    const name = field.slice(part.length + 1);
    if (name && !(name in out)) out[name] = message;
  }
  return out;
}

function showDialog(messageKey: string | null, message?: string) {
  emit(
    'dialog',
    messageKey
      ? { titleKey: 'errors.reminder', messageKey: `errors.${messageKey}` }
      : { titleKey: 'errors.reminder', message },
  );
}

/** Spec section 4: a 401 ends the session, returns Home, and says so once however many calls failed. */
function endExpiredSession() {
  removeSession('token', 'refreshToken', 'userInfo', 'authType', 'actionTime', 'uid');
  setSession('unreadTip', 0);
  clientState.set({ unreadCount: 0 });
  const count = (getSession('errorCount') ?? 0) + 1;
  setSession('errorCount', count);
  if (count === 1) {
    emit('dialog', {
      titleKey: 'errors.reminder',
      messageKey: 'errors.login_timeout',
      onClose: () => setSession('errorCount', 0),
    });
  }
  emit('navigate', '/');
}

/** The message key for a failed answer: the catalogue by code, else by status; null means the server's text. */
function failureKey(status: number, ok: boolean, envelope: Envelope | null, keys: CodeKeys): string | null {
  const known = envelope ? keys.get(envelope.code) : undefined;
  if (known && known !== 'reminder') return known;
  if (known === 'reminder' || (ok && envelope)) {
    const message = envelope?.message.trim() ?? '';
    return message === '' || message === 'message_service_exception' ? 'systemError' : null;
  }
  return STATUS_KEYS[status] ?? 'systemError';
}

async function send<T>(options: RequestOptions): Promise<ApiResult<T>> {
  const showError = options.showError !== false;
  const showTimeOut = options.showTimeOut !== false;
  const blob = options.responseType === 'blob';
  const body = bodyOf(options);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    options.timeoutMs ?? (blob ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
  );
  touchActionTime();
  try {
    const res = await fetch(urlOf(options), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: headersOf(options, typeof body === 'string'),
      body,
      signal: controller.signal,
    });
    const renewed = res.headers.get('Access_token');
    if (renewed) setSession('token', renewed);
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    if (blob && res.ok && !isJson) {
      return { code: '0', message: '', data: (await res.blob()) as T, status: res.status };
    }
    const text = await res.text();
    if (options.envelope === false && res.ok) {
      const data = parseJson(text);
      if (data !== undefined) return { code: '0', message: '', data: data as T, status: res.status };
    }
    const envelope = envelopeOf(text);
    if (res.ok && envelope?.code === '0') {
      return { ...envelope, data: envelope.data as T, status: res.status };
    }
    const keys = envelope ? await loadCodeKeys() : new Map<string, string>();
    if (
      res.status === 401 ||
      envelope?.code === '401' ||
      (envelope && keys.get(envelope.code) === 'login_timeout')
    ) {
      endExpiredSession();
      return {
        code: envelope?.code ?? '401',
        message: envelope?.message ?? '',
        data: null,
        status: res.status,
      };
    }
    const key = failureKey(res.status, res.ok, envelope, keys);
    const handled = envelope !== null && (options.handledCodes?.includes(envelope.code) ?? false);
    const silent = !showError || handled || (key === 'request_timeout' && !showTimeOut);
    if (!silent) showDialog(key, envelope?.message);
    const fields = fieldsOf(envelope);
    const detail = detailOf(envelope);
    return {
      code: envelope?.code ?? String(res.status),
      message: envelope?.message ?? '',
      data: null,
      status: res.status,
      ...(fields ? { fields } : {}),
      ...(detail ? { detail } : {}),
    };
  } catch {
    const code = timedOut ? 'request_timeout' : 'server_no_response';
    if (showError && (!timedOut || showTimeOut)) showDialog(code);
    return { code, message: '', data: null };
  } finally {
    clearTimeout(timer);
  }
}

export async function request<T>(options: RequestOptions): Promise<ApiResult<T>> {
  if (isThrottled(options)) return { code: 'throttle', message: '', data: null };
  if (options.loading) startLoading();
  try {
    return await send<T>(options);
  } finally {
    if (options.loading) stopLoading();
  }
}

/**
 * For TanStack Query: the data of a successful answer, or a thrown ApiResult for a failure.
 * The server sends every answer through its zod response schema, so `T` may simply be that schema's type
 * (`import type`); pages on a visitor's first load (the content feature) rely on it and leave zod out of
 * their download.
 */
export async function fetchData<T>(options: RequestOptions): Promise<T> {
  const result = await request<T>(options);
  if (result.code !== '0') throw result;
  return result.data as T;
}

/**
 * Like `fetchData`, the answer's data checked by a schema (zod's, or anything with `parse`) before it is
 * used; a failure is thrown as the ApiResult, for the page to show.
 */
export async function fetchParsed<T>(
  schema: { parse: (data: unknown) => T },
  options: RequestOptions,
): Promise<T> {
  const result = await request<unknown>(options);
  if (result.code !== '0') throw result;
  return schema.parse(result.data);
}

/** A download: the file as a Blob (the 60 s time-out of downloads), or a thrown ApiResult for a failure. */
export async function fetchFile(options: Omit<RequestOptions, 'responseType'>): Promise<Blob> {
  const result = await request<Blob>({ ...options, responseType: 'blob' });
  if (result.code !== '0' || !(result.data instanceof Blob)) throw result;
  return result.data;
}

/** For tests: forget throttling and loading state between cases. */
export function resetRequestState(): void {
  lastCalls.clear();
  activeLoading = 0;
  clearTimeout(loadingGuard);
  clientState.set({ loading: false });
}
