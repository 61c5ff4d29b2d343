import { useSyncExternalStore } from 'react';
import { authApi } from '#src/shared/accounts/paths.ts';
import { api } from './api.ts';
import { storageKeys, writeSession } from './browser-storage.ts';

// The signed-in user, shared by the header, the landing and every page. A tiny store instead of
// TanStack Query so the landing's first JS stays small (bench budget: ≤ 100 KB gzip).

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: 'customer' | 'admin' | 'crew';
}

type State = { status: 'pending' } | { status: 'ready'; user: CurrentUser | null };

let state: State = { status: 'pending' };
let sessionEnded = false;
let inFlight: Promise<CurrentUser | null> | undefined;
const listeners = new Set<() => void>();

function publish(next: State, discovered = false): void {
  const before = state.status === 'ready' ? (state.user?.id ?? null) : undefined;
  const after = next.status === 'ready' ? (next.user?.id ?? null) : undefined;
  // Another person (or nobody) now: nothing fetched for the one before may be shown again.
  // Loaded on demand, so the landing does not carry TanStack Query for this.
  if (before !== undefined && before !== after) void import('./query-client.ts').then((m) => m.queryClient.clear());
  // The session ended while a page was open (Sign Out on another device, decision 064): the
  // drafts and copies of this person go too, and the sign-in page says so without alarm.
  if (before && after === null) {
    // Only a session the server says is gone counts as "ended" (a deliberate setSessionUser(null) does not).
    sessionEnded = discovered;
    void import('./personal-data.ts').then((m) => m.clearPersonalData());
  }
  state = next;
  writeSession(storageKeys.authStatus, next.status === 'ready' && next.user ? 'true' : 'false');
  for (const listener of listeners) listener();
}

/** Who the server says is signed in, without telling the page (see signInStaff). */
export function askSessionUser(): Promise<CurrentUser | null> {
  return api<{ user: CurrentUser } | null>(authApi.session)
    .then((result) => result?.user ?? null)
    .catch(() => null);
}

/** Asks the server who is signed in; concurrent callers share one request. */
export function refreshSession(): Promise<CurrentUser | null> {
  inFlight ??= askSessionUser()
    .then((user) => {
      publish({ status: 'ready', user }, true);
      return user;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** After sign-in or sign-out, set what we already know without another round trip. */
export function setSessionUser(user: CurrentUser | null): void {
  publish({ status: 'ready', user });
}

export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean } {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      if (state.status === 'pending') void refreshSession();
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  return current.status === 'pending' ? { user: null, isPending: true } : { user: current.user, isPending: false };
}

/** For tests: not asked yet, as on a fresh page load. */
export function resetSession(): void {
  state = { status: 'pending' };
  sessionEnded = false;
  inFlight = undefined;
}

/** True once, after a session of this tab ended: /login then says "You are signed out", not an error. */
export function takeSessionEnded(): boolean {
  const ended = sessionEnded;
  sessionEnded = false;
  return ended;
}
