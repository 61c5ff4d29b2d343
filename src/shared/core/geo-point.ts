import { z } from 'zod';
import { metroManilaBounds } from '#src/shared/core/metro-manila-bounds.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';

// Issue 37: a point on the map (a truck's depot, a household's pin), inside Metro Manila. One rule
// for the staff form, the household's "Use my location" and the server.

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
