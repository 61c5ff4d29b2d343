import { buildPath, withQuery } from '#src/shared/core/path-pattern.ts';

// The upload screens, the confirmation and the staff's review pages (product.md §2). Apart from their API
// (paths.ts) because the route table is in the landing's first-load JS and the API paths are not.

export const submissionPages = {
  guestUpload: '/no-login-upload',
  signedInUpload: '/login-upload',
  eventUpload: '/event/:venue/upload',
  submitted: '/form-submitted',
  adminDashboard: '/admin-dashboard',
  adminReview: '/admin-to-review/:trackingId',
  /** Staff: the weekly pickup windows, their capacity, and closed or limited days (issue 15). */
  adminPickupWindows: '/admin-pickup-windows',
} as const;

export function eventUploadPath(venue: string): string {
  return buildPath(submissionPages.eventUpload, { venue });
}

export function adminReviewPath(trackingNumber: string): string {
  return buildPath(submissionPages.adminReview, { trackingId: trackingNumber });
}

/** The staff dashboard showing only the requests taken at one event's booth. */
export function adminDashboardForEvent(slug: string): string {
  return withQuery(submissionPages.adminDashboard, { event: slug });
}

/**
 * Issue 25: the flag that asks the upload screen to open the camera at once, carried in the URL so
 * that a plain link (the landing's "Start Taking Photos" before the app has loaded) can ask too.
 */
export const cameraOpenParam = 'camera';

/** An upload screen that opens the camera at once. */
export function uploadWithCameraPath(uploadPath: string): string {
  return withQuery(uploadPath, { [cameraOpenParam]: 'open' });
}
