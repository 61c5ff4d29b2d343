import { z } from 'zod';
import { messageKey as key } from '#src/shared/i18n/keys.ts';

// Issue 37: a point on the map (a truck's depot, a household's pin), inside Metro Manila. One rule
// for the staff form, the household's "Use my location" and the server.

/**
 * Metro Manila's bounding box, with a little room. A depot or a household's pin outside it is a
 * mistake (a swapped latitude and longitude, a pin dropped in the sea), not a place we serve.
 */
export const metroManilaBounds = { south: 14.33, north: 14.8, west: 120.9, east: 121.16 } as const;

/** A point inside Metro Manila: one rule for the depot and the pin, used by forms and server. */
export const metroManilaPointSchema = z.object({
  lat: z
    .number({ error: key('submissions.pointOutsideMetroManila') })
    .min(metroManilaBounds.south, key('submissions.pointOutsideMetroManila'))
    .max(metroManilaBounds.north, key('submissions.pointOutsideMetroManila')),
  lng: z
    .number({ error: key('submissions.pointOutsideMetroManila') })
    .min(metroManilaBounds.west, key('submissions.pointOutsideMetroManila'))
    .max(metroManilaBounds.east, key('submissions.pointOutsideMetroManila')),
});
export type MetroManilaPoint = z.infer<typeof metroManilaPointSchema>;

export const isInMetroManila = (p: { lat: number; lng: number }) => metroManilaPointSchema.safeParse(p).success;
