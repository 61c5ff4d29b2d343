import type { photos } from '#src/server/db/schema.ts';
import { photoFileUrl, photoThumbUrl } from '#src/shared/photos/paths.ts';
import type { AdminPhoto, PhotoVerdict } from '#src/shared/submissions/review.schema.ts';

type PhotoRow = typeof photos.$inferSelect;

export function toAdminPhoto(p: PhotoRow): AdminPhoto {
  return {
    id: p.id,
    url: photoFileUrl(p.id),
    thumbUrl: photoThumbUrl(p.id),
    label: p.label,
    brand: p.brand,
    condition: p.condition,
    verdict: (p.verdict as PhotoVerdict | null) ?? null,
    verdictNote: p.verdictNote,
    width: p.width,
    height: p.height,
    bytes: p.bytes,
    createdAt: p.createdAt.toISOString(),
  };
}
