import { z } from 'zod';
import { isServiceCity, serviceCities } from '#src/shared/core/cities.ts';
import { messageKey as key } from '#src/shared/i18n/keys.ts';

// Issue 23 (decision 057): the service area is data. The 17 cities are one list
// (src/shared/core/cities.ts); staff pause a city while no truck covers it and resume it later.
// A paused city stays in every select, marked "(not yet served)", and leads to product.md's
// "Location Not Available" dialog; the API refuses it with CITY_NOT_SERVED.

/** GET /api/service-area: the cities staff paused (briefly cached). */
export const serviceAreaSchema = z.object({
  cities: z.array(z.string()),
  paused: z.array(z.string()),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** PUT /api/admin/service-area/:city */
export const cityParamsSchema = z.object({
  city: z.string().refine(isServiceCity, key('submissions.locationRequired')),
});
export const setCityPausedSchema = z.object({ paused: z.boolean() });
export type SetCityPaused = z.infer<typeof setCityPausedSchema>;

export { serviceCities };
