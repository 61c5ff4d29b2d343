import { LocateFixed, Map as MapIcon, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { MetroManilaPoint } from '#src/shared/core/geo-point.ts';
import { isInMetroManila } from '#src/shared/core/metro-manila-bounds.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { ErrorBoundary } from '#src/web/components/layout/error-boundary.tsx';
import { Button } from '#src/web/components/ui/button.tsx';

// Issue 37: "Use my location" beside the address. Optional: the browser asks for the location only
// on the tap (never on load), and the one point goes with the address as the request's pin. Five
// decimals (about a metre) are kept; the crew's map link opens it. "Place on a map" (decision 091)
// opens a small Leaflet map, fetched only on that tap, where a tap places the pin by the same rules.

// Leaflet and the map's own code: a chunk of their own, never in the form's first scripts.
const PinMap = lazy(() => import('./pin-map.tsx'));

type State = 'idle' | 'locating' | 'failed' | 'outside';

const fiveDecimals = (n: number) => Math.round(n * 100_000) / 100_000;

export function PinField({
  value,
  onChange,
}: {
  value: MetroManilaPoint | undefined;
  onChange: (pin: MetroManilaPoint | undefined) => void;
}) {
  const [state, setState] = useState<State>('idle');
  const [mapOpen, setMapOpen] = useState(false);
  const place = (point: { lat: number; lng: number }) => {
    const pin = { lat: fiveDecimals(point.lat), lng: fiveDecimals(point.lng) };
    if (!isInMetroManila(pin)) return setState('outside');
    setState('idle');
    onChange(pin);
  };
  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return setState('failed');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => place({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="space-y-1.5" data-testid="pin-field">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={locate} disabled={state === 'locating'}>
          <LocateFixed />
          {m['submissions.useMyLocation']()}
        </Button>
        <Button type="button" variant="outline" size="sm" aria-expanded={mapOpen} onClick={() => setMapOpen(!mapOpen)}>
          {mapOpen ? <X /> : <MapIcon />}
          {mapOpen ? m['submissions.closeMap']() : m['submissions.placeOnMap']()}
        </Button>
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            <X />
            {m['submissions.removePin']()}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted">{m['submissions.pinConsent']()}</p>
      {mapOpen && (
        <ErrorBoundary fallback={() => <p className="text-sm">{m['submissions.pinMapNotLoaded']()}</p>}>
          <Suspense fallback={<div className="h-64 w-full rounded-xl bg-zinc-100" aria-hidden="true" />}>
            <PinMap pin={value} onPick={place} />
          </Suspense>
        </ErrorBoundary>
      )}
      <p role="status" className="text-sm">
        {state === 'locating' && m['submissions.pinLocating']()}
        {state === 'failed' && m['submissions.pinFailed']()}
        {state === 'outside' && m['submissions.pinOutside']()}
        {state === 'idle' && value && m['submissions.pinPlaced']({ lat: value.lat, lng: value.lng })}
      </p>
    </div>
  );
}
