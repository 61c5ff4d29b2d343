import { useEffect, useRef } from 'react';
import type { DayMap } from '#src/shared/crew/day-map.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { createMap, L, labelledMarker } from './leaflet-base.ts';

// Issue 37 (decision 091): the day's map, Leaflet drawn. Loaded lazily by DayMapPanel: this file
// and Leaflet are one chunk that no first script of a page carries.

export default function DayMapView({ map, label }: { map: DayMap; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const leaflet = createMap(element.current);
    if (map.depot) {
      labelledMarker(map.depot, { text: 'D', label: m['crew.mapDepot'](), tone: 'depot' }).addTo(leaflet);
    }
    for (const marker of map.markers) {
      labelledMarker(marker.point, {
        text: String(marker.number),
        label: m['crew.mapStop']({ number: marker.number, name: marker.name }),
        tone: 'stop',
      }).addTo(leaflet);
    }
    if (map.line.length > 1) {
      const line = L.polyline(map.line, { color: '#15803d', weight: 4, opacity: 0.8, interactive: false });
      line.on('add', () => {
        const path = line.getElement();
        path?.setAttribute('role', 'img');
        path?.setAttribute('aria-label', m['crew.mapLine']({ count: map.markers.length }));
      });
      line.addTo(leaflet);
    }
    const bounds = L.latLngBounds(map.line.length > 0 ? map.line : map.markers.map((x) => x.point));
    leaflet.fitBounds(bounds, { padding: [28, 28], maxZoom: 16 });
    return () => {
      leaflet.remove();
    };
  }, [map]);
  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      data-testid="day-map"
      className="h-64 w-full overflow-hidden rounded-xl border border-brand-100 bg-zinc-100 sm:h-80"
    />
  );
}
