import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server, stopRecording } from './server.ts';

// findBy/waitFor give up after 1 s by default; on a busy 2-core machine (CI beside other work) a
// screen that renders correctly took longer, and the crew and refusal-form tests failed for it.
configure({ asyncUtilTimeout: 5_000 });

// Every request goes to the shared handlers (test/handlers), or to what a test put in front of them.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  stopRecording();
});
afterAll(() => server.close());

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
