import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';

/** A photo as the staff screens receive it (review, gallery), named `label`; change what a test needs. */
export function aStaffPhoto(id: string, overrides: Partial<AdminPhoto> = {}): AdminPhoto {
  return {
    id,
    url: `/api/admin/photos/${id}/file`,
    thumbUrl: `/api/admin/photos/${id}/thumb`,
    label: 'Electric Fan',
    description: null,
    brand: 'Hanabishi',
    condition: 'Working',
    verdict: null,
    verdictNote: null,
    width: 1280,
    height: 960,
    bytes: 204_800,
    createdAt: '2026-11-20T02:30:00.000Z',
    analysis: {
      status: 'none',
      itemName: null,
      description: null,
      categories: [],
      condition: null,
      acceptable: null,
      source: null,
      model: null,
      analysedAt: null,
    },
    ...overrides,
  };
}
