import type { photos } from '#src/server/db/schema.ts';
import type { AnalysisSource, PhotoAnalysisStatus, PhotoAnalysisSummary } from '#src/shared/photos/analysis.schema.ts';
import type { AdminPhoto, PhotoVerdict } from '#src/shared/photos/gallery.schema.ts';
import { photoFileUrl, photoThumbUrl } from '#src/shared/photos/paths.ts';

type PhotoRow = typeof photos.$inferSelect;

/** A photo's stored analysis (issue 12), as the upload screen, review and gallery show it. */
export function toAnalysisSummary(p: PhotoRow): PhotoAnalysisSummary {
  return {
    status: p.analysisStatus as PhotoAnalysisStatus,
    itemName: p.analysisItemName,
    description: p.analysisDescription,
    categories: p.analysisCategories ?? [],
    condition: p.analysisCondition,
    acceptable: p.analysisAcceptable,
    source: (p.analysisSource as AnalysisSource | null) ?? null,
    model: p.analysisModel,
    analysedAt: p.analysedAt?.toISOString() ?? null,
  };
}

export function toAdminPhoto(p: PhotoRow): AdminPhoto {
  return {
    id: p.id,
    url: photoFileUrl(p.id),
    thumbUrl: photoThumbUrl(p.id),
    label: p.label,
    description: p.description,
    brand: p.brand,
    condition: p.condition,
    verdict: (p.verdict as PhotoVerdict | null) ?? null,
    verdictNote: p.verdictNote,
    width: p.width,
    height: p.height,
    bytes: p.bytes,
    createdAt: p.createdAt.toISOString(),
    analysis: toAnalysisSummary(p),
  };
}
