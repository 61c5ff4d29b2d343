import { type MapConfig, mapConfigApi, mapConfigSchema } from '#src/shared/core/map-config.ts';
import { api } from '#src/web/lib/api.ts';

// Issue 37 (decision 091): the tile setting, asked once a page load and only when a map is shown.
// Offline or refused, the maps get no tiles and still draw their pins and line.

const noTiles: MapConfig = { tileUrl: null, attribution: '' };
let asked: Promise<MapConfig> | undefined;

export function loadMapConfig(): Promise<MapConfig> {
  asked ??= api<unknown>(mapConfigApi)
    .then((answer) => mapConfigSchema.parse(answer))
    .catch(() => {
      // Ask again at the next map: the signal (or the server) may be back by then.
      asked = undefined;
      return noTiles;
    });
  return asked;
}
