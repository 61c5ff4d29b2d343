import { Crosshair } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { createMap, type L, labelledMarker, metroManilaCentre } from '#src/web/components/map/leaflet-base.ts';
import { Button } from '#src/web/components/ui/button.tsx';

// Issue 37 (decision 091): the small map behind PinField's "Place on a map". Loaded lazily with
// Leaflet (PinField imports it dynamically, on the tap); a tap on the map, or the button for those
// who pan with the keyboard, hands the point to PinField, which rounds it and checks Metro Manila.

export interface PinMapProps {
  pin: { lat: number; lng: number } | undefined;
  onPick: (point: { lat: number; lng: number }) => void;
}

export default function PinMap({ pin, onPick }: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const leaflet = useRef<L.Map | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const first = useRef(pin);

  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current);
    map.setView(first.current ?? metroManilaCentre, first.current ? 17 : 11);
    map.on('click', (event: L.LeafletMouseEvent) => pick.current({ lat: event.latlng.lat, lng: event.latlng.lng }));
    leaflet.current = map;
    return () => {
      leaflet.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = leaflet.current;
    if (!map || !pin) return;
    const marker = labelledMarker(pin, { text: '•', label: m['submissions.pinMarker'](), tone: 'pin' }).addTo(map);
    return () => {
      marker.remove();
    };
  }, [pin]);

  const pinCentre = () => {
    const centre = leaflet.current?.getCenter();
    if (centre) onPick({ lat: centre.lat, lng: centre.lng });
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">{m['submissions.pinMapHint']()}</p>
      <div
        ref={element}
        role="region"
        aria-label={m['submissions.pinMapLabel']()}
        className="h-64 w-full overflow-hidden rounded-xl border border-brand-100 bg-zinc-100"
      />
      <Button type="button" variant="outline" size="sm" onClick={pinCentre}>
        <Crosshair />
        {m['submissions.pinAtCentre']()}
      </Button>
    </div>
  );
}
