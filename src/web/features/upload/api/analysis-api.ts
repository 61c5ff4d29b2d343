import { useQueries } from '@tanstack/react-query';
import type { PhotoAnalysis } from '#src/shared/photos/analysis.schema.ts';
import type { AnalyzeImageResponse } from '#src/shared/photos/analyze-image.schema.ts';
import { photoAnalysisPath, photosApi } from '#src/shared/photos/paths.ts';
import { api } from '#src/web/lib/api.ts';

// Item recognition of the signed-in upload (issue 12). An upload by a signed-in person queues the
// analysis on the server; the screen reads where each photo's stands until it is done or failed.

const pollMs = 1000;

export const analysisKeys = {
  photo: (id: string) => ['photo-analysis', id] as const,
};

/** Asks for a photo that nobody queued (e.g. uploaded before signing in); waits for the answer. */
export function analyzePhoto(photoId: string): Promise<AnalyzeImageResponse> {
  return api<AnalyzeImageResponse>(photosApi.analyze, { method: 'POST', body: { photoId } });
}

async function readAnalysis(photoId: string): Promise<PhotoAnalysis> {
  const analysis = await api<PhotoAnalysis>(photoAnalysisPath(photoId));
  if (analysis.status !== 'none' || !analysis.available) return analysis;
  // Not queued, yet a recogniser is there: ask once. A failure shows as `failed` on the next read.
  await analyzePhoto(photoId).catch(() => undefined);
  return api<PhotoAnalysis>(photoAnalysisPath(photoId));
}

/** Where the analysis of each uploaded photo stands, by photo id; polled while queued or running. */
export function usePhotoAnalyses(photoIds: string[]): Map<string, PhotoAnalysis> {
  const results = useQueries({
    queries: photoIds.map((id) => ({
      queryKey: analysisKeys.photo(id),
      queryFn: () => readAnalysis(id),
      refetchInterval: (query: { state: { data?: PhotoAnalysis } }) => {
        const status = query.state.data?.status;
        return status === 'queued' || status === 'running' ? pollMs : false;
      },
      staleTime: Number.POSITIVE_INFINITY,
      retry: 1,
    })),
  });
  const byId = new Map<string, PhotoAnalysis>();
  results.forEach((result, i) => {
    if (result.data) byId.set(photoIds[i]!, result.data);
  });
  return byId;
}
