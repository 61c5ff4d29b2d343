import { type ComponentProps, lazy, Suspense } from 'react';
import { useLive } from '#src/web/lib/use-live.ts';

// Issue 37 (decision 092): "Use my location" in its own chunk, fetched once the page runs. The pin
// needs the app (the browser's location API), so server-made HTML has no button to press before it;
// and a painted form's first chunks stay as they were without it. With PinField imported by the
// booth's form, the build had merged it (and the shared point rule with zod) into the pickup-window
// field's chunk, and the booth's "chosen before the app" journey failed 3 runs in 5 (decision 088).

const PinField = lazy(() =>
  import('#src/web/features/scheduling/components/pin-field.tsx').then((module) => ({ default: module.PinField })),
);

/** PinField (same props), rendered only once the app runs; the room it takes is kept meanwhile. */
export function LazyPinField(props: ComponentProps<typeof PinField>) {
  const live = useLive();
  const room = <div className="min-h-20" aria-hidden="true" />;
  if (!live) return room;
  return (
    // Its own boundary: while the chunk comes, only this part waits, never the form around it.
    <Suspense fallback={room}>
      <PinField {...props} />
    </Suspense>
  );
}
