// product.md §3 "Client-side storage": the session storage keys the product uses. Everything that
// touches storage goes through here, so keys live in one place and a full storage never throws.
export const storageKeys = {
  trackingNumber: 'declutterTrackingNumber',
  formData: 'declutterFormData',
  authStatus: 'ligpit_auth_status',
  photoState: 'ligpit_photo_state',
  autoOpenWebcam: 'autoOpenWebcam',
  /** Staff's outcome rows as typed, per tracking number (issue 24: leaving to add a partner loses nothing). */
  outcomesDraft: 'ligpit_outcomes_draft',
  /** What the page's forms held when the language switch reloaded it (issue 40 item 5); no passwords. */
  keptForms: 'ligpit_kept_forms',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readSession<T>(key: StorageKey): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeSession(key: StorageKey, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app still works, it just forgets across reloads.
  }
}

export function removeSession(key: StorageKey): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // see writeSession
  }
}

/** product.md §3: the photoTimestamp cookie lasts 1 day; the photo list expires after 30 minutes. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-sensitive UI cookie product.md asks for
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function getCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}
