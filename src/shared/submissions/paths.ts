import { buildPath } from '#src/shared/core/path-pattern.ts';

// The API behind the upload screens, the confirmation and the staff's review pages; the pages
// themselves are in pages.ts (re-exported here).

export * from './pages.ts';

export const submissionsApi = {
  create: '/api/submissions',
  receipt: '/api/submissions/:trackingNumber/receipt',
  resend: '/api/submissions/:trackingNumber/resend',
  adminList: '/api/admin/submissions',
  adminDetail: '/api/admin/submissions/:trackingNumber',
  adminNotes: '/api/admin/submissions/:trackingNumber/notes',
  adminStatus: '/api/admin/submissions/:trackingNumber/status',
  adminStats: '/api/admin/stats',
  /** Issue 15: staff tell the household the crew is on its way. */
  adminOnTheWay: '/api/admin/submissions/:trackingNumber/on-the-way',
  // Pickup windows (issue 15).
  manage: '/api/submissions/:trackingNumber/manage',
  ownerCancel: '/api/submissions/:trackingNumber/cancel',
  ownerReschedule: '/api/submissions/:trackingNumber/reschedule',
  availability: '/api/pickup-availability',
  adminPickupWindows: '/api/admin/pickup-windows',
  adminPickupWindow: '/api/admin/pickup-windows/:id',
  adminDayLimits: '/api/admin/pickup-day-limits',
  adminDayLimit: '/api/admin/pickup-day-limits/:id',
  adminDayRoom: '/api/admin/pickup-availability',
  // Typhoon and suspension days, trucks (issue 15).
  adminSuspensions: '/api/admin/pickup-suspensions',
  adminSuspension: '/api/admin/pickup-suspensions/:id',
  adminTrucks: '/api/admin/trucks',
  adminTruck: '/api/admin/trucks/:id',
  adminTruckDepot: '/api/admin/trucks/:id/depot',
  // The one-time code for a guest on another device (issue 15, decision 044).
  ownerCode: '/api/submissions/:trackingNumber/owner-code',
  ownerCodeVerify: '/api/submissions/:trackingNumber/owner-code/verify',
  // The owner adds or removes photos while the request is Submitted or Processing (issue 15).
  ownerPhotos: '/api/submissions/:trackingNumber/photos',
  ownerPhoto: '/api/submissions/:trackingNumber/photos/:photoId',
  // The service area (issue 23): which cities staff paused; staff pause and resume one.
  serviceArea: '/api/service-area',
  adminServiceCity: '/api/admin/service-area/:city',
} as const;

export function adminServiceCityApiPath(city: string): string {
  return buildPath(submissionsApi.adminServiceCity, { city });
}

export function ownerPhotosApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.ownerPhotos, { trackingNumber });
}

export function ownerPhotoApiPath(trackingNumber: string, photoId: string): string {
  return buildPath(submissionsApi.ownerPhoto, { trackingNumber, photoId });
}

export function adminSuspensionApiPath(id: string): string {
  return buildPath(submissionsApi.adminSuspension, { id });
}

export function adminTruckDepotApiPath(id: string): string {
  return buildPath(submissionsApi.adminTruckDepot, { id });
}

export function adminTruckApiPath(id: string): string {
  return buildPath(submissionsApi.adminTruck, { id });
}

export function ownerCodeApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.ownerCode, { trackingNumber });
}

export function ownerCodeVerifyApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.ownerCodeVerify, { trackingNumber });
}

export function adminPickupWindowApiPath(id: string): string {
  return buildPath(submissionsApi.adminPickupWindow, { id });
}

export function adminDayLimitApiPath(id: string): string {
  return buildPath(submissionsApi.adminDayLimit, { id });
}

export function receiptApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.receipt, { trackingNumber });
}

export function resendApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.resend, { trackingNumber });
}

export function adminSubmissionApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.adminDetail, { trackingNumber });
}

export function adminNotesApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.adminNotes, { trackingNumber });
}

export function adminStatusApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.adminStatus, { trackingNumber });
}

export function manageApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.manage, { trackingNumber });
}

export function ownerCancelApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.ownerCancel, { trackingNumber });
}

export function ownerRescheduleApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.ownerReschedule, { trackingNumber });
}

export function adminOnTheWayApiPath(trackingNumber: string): string {
  return buildPath(submissionsApi.adminOnTheWay, { trackingNumber });
}
