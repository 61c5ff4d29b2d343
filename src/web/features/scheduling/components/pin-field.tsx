import { LocateFixed, X } from 'lucide-react';
import { useState } from 'react';
import { isInMetroManila, type MetroManilaPoint } from '#src/shared/core/geo-point.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';

// Issue 37: "Use my location" beside the address. Optional: the browser asks for the location only
// on the tap (never on load), and the one point goes with the address as the request's pin. Five
// decimals (about a metre) are kept; the crew's map link opens it.

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
  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return setState('failed');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const pin = { lat: fiveDecimals(position.coords.latitude), lng: fiveDecimals(position.coords.longitude) };
        if (!isInMetroManila(pin)) return setState('outside');
        setState('idle');
        onChange(pin);
      },
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
        {value && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            <X />
            {m['submissions.removePin']()}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted">{m['submissions.pinConsent']()}</p>
      <p role="status" className="text-sm">
        {state === 'locating' && m['submissions.pinLocating']()}
        {state === 'failed' && m['submissions.pinFailed']()}
        {state === 'outside' && m['submissions.pinOutside']()}
        {state === 'idle' && value && m['submissions.pinPlaced']({ lat: value.lat, lng: value.lng })}
      </p>
    </div>
  );
}
