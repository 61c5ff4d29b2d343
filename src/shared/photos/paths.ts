import { buildPath } from '#src/shared/core/path-pattern.ts';

// Photos are served by the app (design.md §6.8): every answer that shows one links to these endpoints.

export const photoPages = {
  adminGallery: '/admin-database-gallery',
} as const;

export const photosApi = {
  upload: '/api/photos',
  photo: '/api/photos/:id',
  file: '/api/photos/:id/file',
  thumb: '/api/photos/:id/thumb',
  /** product.md §7: POST, signed-in customers and staff (issue 12). */
  analyze: '/api/analyze-image',
  /** GET: where a photo's analysis stands, without waiting. */
  analysis: '/api/photos/:id/analysis',
  adminList: '/api/admin/photos',
  adminPhoto: '/api/admin/photos/:id',
} as const;

/** PATCH and DELETE of a draft photo. */
export function photoApiPath(id: string): string {
  return buildPath(photosApi.photo, { id });
}

/** The full-size (≤ 1600 px) JPEG. */
export function photoFileUrl(id: string): string {
  return buildPath(photosApi.file, { id });
}

/** The ~400 px thumbnail. */
export function photoThumbUrl(id: string): string {
  return buildPath(photosApi.thumb, { id });
}

export function adminPhotoApiPath(id: string): string {
  return buildPath(photosApi.adminPhoto, { id });
}

/** Where one photo's analysis stands (GET, signed in). */
export function photoAnalysisPath(id: string): string {
  return buildPath(photosApi.analysis, { id });
}
