import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { type DayMap, dayMapOf } from '#src/shared/crew/day-map.ts';
import type { Point } from '#src/shared/crew/route-order.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { ErrorBoundary } from '#src/web/components/layout/error-boundary.tsx';

// Issue 37 (decision 091): the map of a truck's day, below its route summary. Leaflet comes in a
// chunk of its own, asked for only once this panel is on screen in the browser (never in the
// server's render); a chunk that cannot load (no signal) leaves a line of text, and the list of
// stops, the page's main thing, never waits for it.

const DayMapView = lazy(() => import('#src/web/components/map/day-map-view.tsx'));

export function DayMapPanel({
  stops,
  depot,
  truck,
}: {
  stops: readonly { name: string; pin?: Point | null }[];
  depot: Point | null | undefined;
  truck: string;
}) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  // The same day in a new answer (each sync, each refetch) is the same map: no redraw.
  const signature = JSON.stringify(dayMapOf(stops, depot));
  const map = useMemo(() => JSON.parse(signature) as DayMap | null, [signature]);
  if (!map) return null;
  const placeholder = <div className="h-64 w-full rounded-xl bg-zinc-100 sm:h-80" aria-hidden="true" />;
  return (
    <div className="space-y-1">
      {inBrowser ? (
        <ErrorBoundary fallback={() => <p className="text-sm text-muted">{m['crew.mapNotLoaded']()}</p>}>
          <Suspense fallback={placeholder}>
            <DayMapView map={map} label={m['crew.dayMapLabel']({ truck })} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
      {map.unpinned > 0 && <p className="text-xs text-muted">{m['crew.mapUnpinned']({ count: map.unpinned })}</p>}
    </div>
  );
}
