import { useSyncExternalStore } from 'react';

// How many photo uploads are running right now, app-wide: the landing's "Start Taking Photos"
// reads "Uploading..." while one runs (product.md §2), and the upload screen reports into it.
let running = 0;
const listeners = new Set<() => void>();

export function trackUpload<T>(work: Promise<T>): Promise<T> {
  running += 1;
  for (const l of listeners) l();
  return work.finally(() => {
    running -= 1;
    for (const l of listeners) l();
  });
}

export function useUploadsRunning(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running > 0,
    () => false,
  );
}
