import { useSyncExternalStore } from 'react';

/**
 * The session data of specification section 3, in session storage (gone when the tab closes), each value
 * kept with the time it was saved. Reads go through an in-memory copy so React sees stable references.
 */

export interface UserInfo {
  name?: string;
  /** 0 (or '0') is the personal role; otherwise the agent the user acts for. */
  agentId?: number | string;
  uid?: string;
  gender?: string;
  driver?: boolean | string;
  roleType?: string;
  roleNum?: number;
  roleList?: unknown[];
  ownerName?: string;
  ownerId?: string;
  time?: number | string;
  showSwitch?: boolean;
}

export interface SessionData {
  token: string;
  originToken: string;
  refreshToken: string;
  uid: string;
  userInfo: UserInfo;
  authType: string;
  accountFlag: string;
  /** Epoch ms of the last user or request activity. */
  actionTime: number;
  loginTime: number;
  eContact: unknown;
  ssoLevel: string;
  businessId: string;
  /** Unread message tip count. */
  unreadTip: number;
  /** 401 answers seen since the last 'login_timeout' dialog was closed. */
  errorCount: number;
  /** Permission flags of the acting role (spec section 6); gone, so all false, after logout. */
  permissions: Record<string, boolean>;
}

export type SessionKey = keyof SessionData;

interface Saved<T> {
  value: T;
  savedAt: number;
}

const PREFIX = 'eticket.';
const cache = new Map<SessionKey, Saved<unknown> | null>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function readSaved<K extends SessionKey>(key: K): Saved<SessionData[K]> | null {
  if (!cache.has(key)) {
    let saved: Saved<unknown> | null = null;
    try {
      const raw = storage()?.getItem(PREFIX + key);
      saved = raw ? (JSON.parse(raw) as Saved<unknown>) : null;
    } catch {
      saved = null; // a value written by something else: treat as absent
    }
    cache.set(key, saved);
  }
  return cache.get(key) as Saved<SessionData[K]> | null;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

export function getSession<K extends SessionKey>(key: K): SessionData[K] | null {
  return readSaved(key)?.value ?? null;
}

/** When the value was saved (epoch ms), or null. */
export function savedAt(key: SessionKey): number | null {
  return readSaved(key)?.savedAt ?? null;
}

export function setSession<K extends SessionKey>(key: K, value: SessionData[K]): void {
  const saved: Saved<SessionData[K]> = { value, savedAt: Date.now() };
  cache.set(key, saved);
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(saved));
  } catch {
    // quota or disabled storage: the in-memory copy still serves this page
  }
  notify();
}

export function removeSession(...keys: SessionKey[]): void {
  for (const key of keys) {
    cache.set(key, null);
    storage()?.removeItem(PREFIX + key);
  }
  notify();
}

const ALL_KEYS: SessionKey[] = [
  'token',
  'originToken',
  'refreshToken',
  'uid',
  'userInfo',
  'authType',
  'accountFlag',
  'actionTime',
  'loginTime',
  'eContact',
  'ssoLevel',
  'businessId',
  'unreadTip',
  'errorCount',
  'permissions',
];

/** Logout: every session value goes. */
export function clearSession(): void {
  removeSession(...ALL_KEYS);
}

/** The token may be an empty string after a failed login: treat that as no token. */
export function getToken(): string | null {
  return getSession('token') || null;
}

/** The agent the user acts for: 0 is the personal role (no header), as is a missing user. */
export function getAgentId(): string | null {
  const agentId = getSession('userInfo')?.agentId;
  if (agentId === undefined || agentId === null) return null;
  const text = String(agentId).trim();
  return text === '' || text === '0' ? null : text;
}

/** For tests: forget the in-memory copy so the next read comes from storage. */
export function resetSessionCache(): void {
  cache.clear();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A session value that re-renders the component when it changes. */
export function useSession<K extends SessionKey>(key: K): SessionData[K] | null {
  const read = () => getSession(key);
  return useSyncExternalStore(subscribe, read, read);
}

const ACTION_TIME_THROTTLE_MS = 1000;

/** Activity stamp for the idle timers: only while logged in, and at most once a second. */
export function touchActionTime(now: number = Date.now()): void {
  if (!getToken()) return;
  const last = getSession('actionTime') ?? 0;
  if (now - last >= ACTION_TIME_THROTTLE_MS) setSession('actionTime', now);
}

const RETURN_KEY = `${PREFIX}loginReturn`;

/** Before leaving for a login provider: the page to come back to (a path inside the router). */
export function rememberReturnPath(path: string): void {
  try {
    storage()?.setItem(RETURN_KEY, path);
  } catch {
    // without storage the user simply lands Home
  }
}

/** After the login: the remembered page (once), or Home. Only paths inside the portal are accepted. */
export function takeReturnPath(): string {
  const path = storage()?.getItem(RETURN_KEY) ?? '';
  storage()?.removeItem(RETURN_KEY);
  return path.startsWith('/') && !path.startsWith('//') && !/^\/(iamsmart|sso)\//.test(path) ? path : '/';
}
