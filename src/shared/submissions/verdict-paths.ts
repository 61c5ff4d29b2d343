import { buildPath } from '#src/shared/core/path-pattern.ts';

// Issue 27: the staff's API for a "Can't take" item's reason and the drop-off suggestions. The
// household's removal of a refused item is the owner's photo removal (submissionsApi.ownerPhoto).

export const verdictsApi = {
  adminDropOffs: '/api/admin/drop-off-suggestions',
  adminDropOff: '/api/admin/drop-off-suggestions/:id',
  adminRefusals: '/api/admin/submissions/:trackingNumber/refusals',
  adminRefusal: '/api/admin/submissions/:trackingNumber/photos/:photoId/refusal',
} as const;

export function adminDropOffApiPath(id: string): string {
  return buildPath(verdictsApi.adminDropOff, { id });
}

export function adminRefusalsApiPath(trackingNumber: string): string {
  return buildPath(verdictsApi.adminRefusals, { trackingNumber });
}

export function adminRefusalApiPath(trackingNumber: string, photoId: string): string {
  return buildPath(verdictsApi.adminRefusal, { trackingNumber, photoId });
}
