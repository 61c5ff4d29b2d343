import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, customerUser, json } from '#src/web/test/http.ts';
import { signOutEverywhere } from './auth-client.ts';
import { storageKeys, writeSession } from './browser-storage.ts';
import { queryClient } from './query-client.ts';
import { refreshSession, setSessionUser, takeSessionEnded } from './session.ts';

// Decision 064: a sign-out leaves nothing of the person in the browser.

const household = {
  name: 'Maria Santos',
  email: 'maria@example.ph',
  phone: '+639171234567',
  address: '12 Kamagong St',
  landmark: 'near the chapel',
};

function openDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('drafts');
    request.onsuccess = () => {
      const db = request.result;
      db.transaction('drafts', 'readwrite').objectStore('drafts').put(household, 'draft');
      db.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

function fillBrowser(): void {
  writeSession(storageKeys.formData, { values: household });
  writeSession(storageKeys.trackingNumber, 'LGP-ABCD-2345');
  localStorage.setItem('some-cache', JSON.stringify(household));
  localStorage.setItem('ligpit_kiosk_event', 'qc-fair');
  queryClient.setQueryData(['me', 'profile'], household);
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('Sign Out', () => {
  it('ends the session on the server, forgets every draft and copy, and lands on the landing', async () => {
    fillBrowser();
    await openDatabase('some-app-db');
    const seen = answerFetch(() => json(200, { success: true }));
    const left: string[] = [];

    await signOutEverywhere((path) => left.push(path));

    expect(seen.map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`)).toEqual(['POST /api/auth/sign-out']);
    expect(left).toEqual(['/']);
    expect(sessionStorage.length).toBe(0);
    const everything = JSON.stringify({ ...localStorage });
    for (const value of Object.values(household)) expect(everything).not.toContain(value);
    // The device's kiosk setting is not a person's data: the booth tablet stays a booth.
    expect(localStorage.getItem('ligpit_kiosk_event')).toBe('qc-fair');
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain('some-app-db');
    expect(queryClient.getQueryData(['me', 'profile'])).toBeUndefined();
  });

  it('keeps everything when the server could not sign out (the person tries again)', async () => {
    fillBrowser();
    answerFetch(() => json(500, { error: 'INTERNAL', message: 'x' }));
    const left: string[] = [];
    await expect(signOutEverywhere((path) => left.push(path))).rejects.toThrow();
    expect(left).toEqual([]);
    expect(sessionStorage.getItem(storageKeys.formData)).toContain('Maria Santos');
  });

  it('a session ended on another device clears this tab too, and is remembered as no error', async () => {
    setSessionUser(customerUser);
    fillBrowser();
    answerFetch(() => json(200, null));
    await refreshSession();
    await vi.waitFor(() => expect(sessionStorage.getItem(storageKeys.formData)).toBeNull());
    expect(localStorage.getItem('some-cache')).toBeNull();
    expect(takeSessionEnded()).toBe(true);
    expect(takeSessionEnded()).toBe(false);
  });
});
