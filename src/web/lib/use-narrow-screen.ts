import { useSyncExternalStore } from 'react';

// Issue 24: below 640 px (Tailwind's `sm`), staff tables become cards, so nothing scrolls sideways.
const query = '(max-width: 639.98px)';

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

/** True on a phone-sized screen; false on the server and where matchMedia is missing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = media();
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
