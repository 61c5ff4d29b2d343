import { type MapConfig, mapConfigApi, mapConfigSchema } from '#src/shared/core/map-config.ts';

// Issue 37 (decision 091): the tile setting, asked once a page load and only when a map is shown.
// Offline or refused, the maps get no tiles and still draw their pins and line.

const noTiles: MapConfig = { tileUrl: null, attribution: '' };
let asked: Promise<MapConfig> | undefined;

export function loadMapConfig(): Promise<MapConfig> {
  asked ??= fetch(mapConfigApi, { credentials: 'same-origin' })
    .then(async (res) => (res.ok ? mapConfigSchema.parse(await res.json()) : noTiles))
    .catch(() => {
      // Ask again at the next map: the signal may be back by then.
      asked = undefined;
      return noTiles;
    });
  return asked;
}
