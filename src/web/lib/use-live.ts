import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in server-made HTML (pre-rendered or rendered per request) and while React adopts it,
 * true once React runs the page; a page the client renders itself is live from its first render.
 * Buttons of server-made pages stay disabled until then: a tap on a button with no JavaScript
 * behind it yet would otherwise do nothing (or submit the form natively) without a word.
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
