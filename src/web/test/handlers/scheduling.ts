import { HttpResponse, http } from 'msw';
import type { Availability } from '#src/shared/scheduling/pickup-slots.ts';
import { submissionsApi } from '#src/shared/submissions/paths.ts';

// Pickup scheduling (issue 15) as the upload screens and the owner's reschedule ask for it.

/** GET /api/pickup-availability: the same days and windows for every city. */
export const pickupAvailability = (availability: Availability) =>
  http.get(submissionsApi.availability, () => HttpResponse.json(availability));

/** GET /api/service-area: the cities staff paused (issue 23), none added. */
export const serviceArea = (paused: string[] = []) =>
  http.get(submissionsApi.serviceArea, () => HttpResponse.json({ cities: [], paused }));
