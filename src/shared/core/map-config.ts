import { z } from 'zod';

// Issue 37 (decision 091): where the browser's Leaflet maps get their tiles. The server's setting
// (MAP_TILE_URL, MAP_TILE_ATTRIBUTION) reaches the browser by one small public answer; a null
// tileUrl means "no tiles": the maps draw the pins and the line on a plain background.

export const mapConfigApi = '/api/map-config';

export const mapConfigSchema = z.object({
  /** A Leaflet tile template (`{z}`, `{x}`, `{y}`, maybe `{s}`), or null for no tiles. */
  tileUrl: z.string().nullable(),
  /** Plain text shown in the map's corner, as the tile provider's terms ask. */
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** OpenStreetMap's own tile server: fine for a few crews (its usage policy); set another for more. */
export const openStreetMapTiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const openStreetMapAttribution = '© OpenStreetMap contributors';

const template = /^(https?):\/\/([^/?#]+)(\/[^#]*)?$/;

/** A tile template the maps can use: http(s), a host (a `{s}` subdomain allowed) and `{z}`, `{x}`, `{y}`. */
export function isTileTemplate(value: string): boolean {
  const match = template.exec(value);
  if (!match) return false;
  const host = match[2]!.replace(/^\{s\}\./, 'a.');
  if (/[{}]/.test(host)) return false;
  try {
    new URL(`${match[1]}://${host}/`);
  } catch {
    return false;
  }
  return ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}

/**
 * The CSP source that lets the page load a template's tiles: its origin, with a `{s}` subdomain as
 * the wildcard `*.` (Leaflet fills in a, b, c).
 */
export function tileImageSource(tileUrl: string): string {
  const match = template.exec(tileUrl);
  if (!match) throw new Error(`not a tile template: ${tileUrl}`);
  const host = match[2]!.replace(/^\{s\}\./, 'a.');
  const origin = new URL(`${match[1]}://${host}/`).origin;
  return match[2]!.startsWith('{s}.') ? origin.replace('://a.', '://*.') : origin;
}
