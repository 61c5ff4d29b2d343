import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server and while it adopts server-made markup, true after.
 * A control whose action needs the JavaScript (the camera, the file picker) is rendered disabled
 * until then, so a tap on a page painted by the server but not yet live is visibly not taken,
 * rather than silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
