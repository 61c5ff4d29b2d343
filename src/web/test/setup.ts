import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import * as runtime from '#src/shared/i18n/paraglide/runtime.js';
import { listen, server, stopRecording } from './server.ts';

// findBy/waitFor give up after 1 s by default; on a busy 2-core machine (CI beside other work) a
// screen that renders correctly took longer, and the crew and refusal-form tests failed for it.
configure({ asyncUtilTimeout: 5_000 });

// Every request goes to the shared handlers (test/handlers), or to what a test put in front of them.
beforeAll(listen);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  stopRecording();
});
afterAll(() => server.close());

// Most web files share one module graph per worker (vitest.config.ts: a jsdom and an import of the
// app once per worker, not once per file). This file runs before each test file's own code, and
// puts back what an earlier file left in the page and in the app's singletons, so each file starts
// as a fresh page load would: the language (the catalogue's runtime is loaded natively, so it was
// shared even between isolated files, and main.tsx's locale strategy pins it), the storage,
// cookies, address and DOM; then, in a shared graph, before its first test, the query cache, session,
// toasts, photos and kiosk frame (an isolated file has fresh ones, and may `vi.mock` them).
type PageLanguage = { get: typeof runtime.getLocale; set: typeof runtime.setLocale };
const language = globalThis as typeof globalThis & { __pageLanguage?: PageLanguage };
language.__pageLanguage ??= { get: runtime.getLocale, set: runtime.setLocale };
runtime.overwriteGetLocale(language.__pageLanguage.get);
runtime.overwriteSetLocale(language.__pageLanguage.set);
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: forgetting the cookies an earlier file set
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
beforeAll(async () => {
  if (process.env.LIGPIT_SHARED_MODULE_GRAPH !== '1') return;
  const [{ queryClient }, { resetSession }, { resetToasts }, { resetPhotoStore }, { setKioskFrame }] =
    await Promise.all([
      import('#src/web/lib/query-client.ts'),
      import('#src/web/lib/session.ts'),
      import('#src/web/lib/toast.ts'),
      import('#src/web/features/upload/lib/photo-store.ts'),
      import('#src/web/lib/kiosk-frame.ts'),
    ]);
  queryClient.clear();
  resetSession();
  resetToasts();
  resetPhotoStore();
  setKioskFrame(false);
});

// A timer a test file leaves behind (a toast's close timer, set by sonner) would fire after the
// file's window is gone and fail the whole run with "window is not defined". Each file clears the
// timers it left when it ends; the real functions are kept once per worker, so files do not stack.
type Timers = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
const shared = globalThis as typeof globalThis & { __realTimers?: Timers };
shared.__realTimers ??= { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
const real: Timers = shared.__realTimers;
const leftTimers = new Set<ReturnType<typeof setTimeout>>();
globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const id = real.setTimeout(() => {
    leftTimers.delete(id);
    handler(...args);
  }, ms);
  leftTimers.add(id);
  return id;
}) as typeof setTimeout;
globalThis.clearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
  if (id !== undefined) leftTimers.delete(id);
  real.clearTimeout(id);
}) as typeof clearTimeout;
afterAll(() => {
  for (const id of leftTimers) real.clearTimeout(id);
  leftTimers.clear();
});

// A console.error in a component test is a failure (STYLE: epic-stack).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${String(args[0])}`);
};

// jsdom has no <dialog> methods.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

vi.stubGlobal('scrollTo', () => {});
