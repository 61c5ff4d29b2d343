import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { m } from '#src/shared/i18n/messages.ts';
import { loadMapConfig } from './map-config.ts';

// Issue 37 (decision 091): what every Leaflet map of ours shares. This module is only ever reached
// by a dynamic import, so Leaflet and its CSS come in their own chunk when a map is first shown.

export { L };

/** Metro Manila's middle (Mandaluyong), for a map with nothing on it yet. */
export const metroManilaCentre = { lat: 14.5995, lng: 121.0365 };

/**
 * A map in `element`: our zoom buttons' names, the tiles when the server has some (added when its
 * setting arrives, so the pins never wait for it), a plain background otherwise.
 */
export function createMap(element: HTMLElement): L.Map {
  const map = L.map(element, { zoomControl: false, attributionControl: false });
  L.control.zoom({ zoomInTitle: m['core.mapZoomIn'](), zoomOutTitle: m['core.mapZoomOut']() }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  void loadMapConfig().then((config) => {
    // The map may be gone (the page moved on) before the setting arrived.
    if (!config.tileUrl || !map.getContainer().isConnected) return;
    L.tileLayer(config.tileUrl, { maxZoom: 19, attribution: escapeHtml(config.attribution) }).addTo(map);
  });
  return map;
}

/** A round marker with a short text (a stop's number, "D" for the depot) and an accessible name. */
export function labelledMarker(
  point: { lat: number; lng: number },
  opts: { text: string; label: string; tone: 'stop' | 'depot' | 'pin' },
): L.Marker {
  const tones = {
    stop: 'bg-brand-700 text-white',
    depot: 'bg-zinc-900 text-white',
    pin: 'bg-red-600 text-white',
  } as const;
  const marker = L.marker(point, {
    // A marker here only names a place: it does nothing on Enter, so it is no button to tab to.
    keyboard: false,
    title: opts.label,
    icon: L.divIcon({
      className: '',
      iconSize: [28, 28],
      html: `<span aria-hidden="true" class="flex size-7 items-center justify-center rounded-full text-xs font-bold shadow ring-2 ring-white ${tones[opts.tone]}">${escapeHtml(opts.text)}</span>`,
    }),
  });
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('role', 'img');
    element?.setAttribute('aria-label', opts.label);
  });
  return marker;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
