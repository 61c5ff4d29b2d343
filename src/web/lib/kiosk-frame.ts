import { useSyncExternalStore } from 'react';

// While a booth runs as a kiosk (issue 14), the page frame offers no way off the booth page. A
// visitor who taps "Track", the menu or a footer link on the booth's tablet would leave the one
// page that works offline, and the next visitor would find someone else's screen.

let kiosk = false;
const listeners = new Set<() => void>();

/** Set by the booth page while it is a kiosk, cleared when it unmounts. */
export function setKioskFrame(on: boolean): void {
  if (kiosk === on) return;
  kiosk = on;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the page is a kiosk; false on the server, so hydration matches its markup. */
export function useKioskFrame(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => kiosk,
    () => false,
  );
}
