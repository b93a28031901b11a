import { create } from 'zustand';

import { formatSeoulDateTime, parseSeoulDateTime } from '@site/contracts/clock';

/**
 * The browser's side of a session: the token and the auto-logout expiry, kept in local storage
 * under one key (SPEC.md §4: the expiry as YYYY-MM-DD HH:mm:ss, Seoul time).
 */
export const AUTH_STORAGE_KEY = 'site.auth';

interface StoredSession {
  token: string;
  expiresAt: string;
}

interface SessionState {
  token: string | null;
  /** Epoch ms after which the session ends unless a navigation extends it. */
  expiresAt: number | null;
}

function readStored(): SessionState {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Partial<StoredSession> | null;
    if (stored && typeof stored.token === 'string') {
      return { token: stored.token, expiresAt: parseSeoulDateTime(stored.expiresAt) };
    }
  } catch {
    // A damaged entry is a logged-out browser.
  }
  return { token: null, expiresAt: null };
}

function writeStored({ token, expiresAt }: SessionState): void {
  if (!token) {
    localStorage.removeItem(AUTH_STORAGE_KEY);
    return;
  }
  const stored: StoredSession = { token, expiresAt: formatSeoulDateTime(expiresAt ?? Date.now()) };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
}

export const useSessionStore = create<SessionState>(() => readStored());

useSessionStore.subscribe(writeStored);

export const sessionToken = (): string | null => useSessionStore.getState().token;

export function startSession(token: string, minutes: number, now = Date.now()): void {
  useSessionStore.setState({ token, expiresAt: now + minutes * 60_000 });
}

/** The server rotated the session's token (a password change): same session, same expiry, new token. */
export function replaceSessionToken(token: string): void {
  useSessionStore.setState({ token });
}

export function extendSession(expiresAt: number): void {
  useSessionStore.setState({ expiresAt });
}

export function clearSession(): void {
  useSessionStore.setState({ token: null, expiresAt: null });
}
