import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { SessionUser } from '#src/server/auth/guards.ts';
import type { Db } from '#src/server/db/client.ts';
import { photos, submissions } from '#src/server/db/schema.ts';
import { toAnalysisSummary } from '#src/server/features/photos/photo-view.ts';
import { appError, withMissingKey } from '#src/server/http/errors.ts';
import type { AppError } from '#src/shared/core/app-error.ts';
import { matchPath } from '#src/shared/core/path-pattern.ts';
import { type PhotoAnalysis, visionKeySetting } from '#src/shared/photos/analysis.schema.ts';
import type { AnalyzeImageRequest, AnalyzeImageResponse } from '#src/shared/photos/analyze-image.schema.ts';
import { photosApi } from '#src/shared/photos/paths.ts';
import { analysisLeaseMs, type PhotoAnalyser } from './photo-analyser.ts';

// POST /api/analyze-image and GET /api/photos/:id/analysis (issue 12): who may have which photo
// analysed, and the answer from the stored result, the run in flight, or a new run.

type PhotoRow = typeof photos.$inferSelect;

export interface AnalysisServiceDeps {
  db: Db;
  analyser: PhotoAnalyser;
  now: () => Date;
  /** Origins whose photo URLs are ours (remoteURL); any other URL is refused, never fetched. */
  trustedOrigins: readonly string[];
  /** Between looks at a photo another instance is analysing. */
  pollMs?: number;
}

/** Who asks: a signed-in customer with a confirmed address, or staff, in this browser. */
export interface AnalysisActor {
  user: SessionUser;
  draftKeyHash: string | null;
}

const notFound = () => appError('NOT_FOUND', 'photos.notFound');
const notYours = () => appError('FORBIDDEN', 'photos.analyseNotYours');

/**
 * May this person have this photo analysed? A draft: its uploader, or the browser holding its draft
 * key. A submitted photo: the request's owner, its uploader, or staff. Anyone else: a draft is 404
 * (drafts are nobody else's business), a submitted photo 403, as for changing a photo.
 */
function checkAccess(row: PhotoRow, ownerUserId: string | null, actor: AnalysisActor): AppError | null {
  const { user } = actor;
  const uploader = row.uploadedBy !== null && row.uploadedBy === user.id;
  if (row.submissionId === null) {
    const sameBrowser = actor.draftKeyHash !== null && row.draftKey === actor.draftKeyHash;
    return uploader || sameBrowser ? null : notFound();
  }
  if (user.role === 'admin' || uploader || (ownerUserId !== null && ownerUserId === user.id)) return null;
  return notYours();
}

async function findForActor(db: Db, photoId: string, actor: AnalysisActor): Promise<PhotoRow> {
  const [found] = await db
    .select({ row: photos, ownerUserId: submissions.ownerUserId })
    .from(photos)
    .leftJoin(submissions, eq(submissions.id, photos.submissionId))
    .where(eq(photos.id, photoId))
    .limit(1);
  if (!found) throw notFound();
  const refused = checkAccess(found.row, found.ownerUserId, actor);
  if (refused) throw refused;
  return found.row;
}

/**
 * The photo a request names. photoId as is; remoteURL only when it is one of our own photo URLs
 * (relative, or on one of our origins), read for its id and never fetched; base64Data by the
 * SHA-256 of the bytes as uploaded, among this person's photos only.
 */
async function resolvePhotoId(
  deps: AnalysisServiceDeps,
  input: AnalyzeImageRequest,
  actor: AnalysisActor,
): Promise<string> {
  if (input.photoId) return input.photoId;
  if (input.remoteURL !== undefined) {
    const id = photoIdFromUrl(input.remoteURL, deps.trustedOrigins);
    if (!id) {
      throw appError('BAD_REQUEST', 'photos.remoteUrlNotHere', { id: '{id}' });
    }
    return id;
  }
  const bytes = decodeBase64Image(input.base64Data ?? '');
  if (!bytes) throw appError('BAD_REQUEST', 'photos.base64NotImage');
  const hash = createHash('sha256').update(bytes).digest('hex');
  const candidates = await deps.db
    .select({ row: photos, ownerUserId: submissions.ownerUserId })
    .from(photos)
    .leftJoin(submissions, eq(submissions.id, photos.submissionId))
    .where(eq(photos.uploadSha256, hash))
    .orderBy(desc(photos.createdAt))
    .limit(20);
  const mine = candidates.find((c) => checkAccess(c.row, c.ownerUserId, actor) === null);
  if (!mine) throw notFound();
  return mine.row.id;
}

export function photoIdFromUrl(raw: string, trustedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw, 'http://relative.invalid');
  } catch {
    return null;
  }
  const relative = url.origin === 'http://relative.invalid' && raw.startsWith('/') && !raw.startsWith('//');
  if (!relative && !trustedOrigins.includes(url.origin)) return null;
  const params = matchPath(photosApi.file, url.pathname) ?? matchPath(photosApi.thumb, url.pathname);
  const id = params?.id;
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}

function decodeBase64Image(value: string): Buffer | null {
  const data = value.replace(/^data:image\/[\w.+-]+;base64,/i, '').replace(/\s+/g, '');
  if (data.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(data)) return null;
  return Buffer.from(data, 'base64');
}

function toAnswer(row: PhotoRow, cached: boolean): AnalyzeImageResponse {
  const summary = toAnalysisSummary(row);
  return {
    photoId: row.id,
    status: 'done',
    description: summary.description ?? '',
    categories: summary.categories,
    itemName: summary.itemName,
    condition: summary.condition,
    acceptable: summary.acceptable,
    source: summary.source ?? 'vision-api',
    model: summary.model ?? '',
    analysedAt: summary.analysedAt ?? row.updatedAt.toISOString(),
    cached,
  };
}

const notConfigured = () =>
  withMissingKey(appError('VISION_NOT_CONFIGURED', 'photos.analysisNotConfigured'), visionKeySetting);
const failed = () => appError('ANALYSIS_FAILED', 'photos.analysisFailed');

/**
 * POST /api/analyze-image. A stored result answers at once and costs nothing. Otherwise the photo is
 * analysed now, or, when a runner (the job, another tab, another instance) has it, its result is
 * awaited. Failures answer ANALYSIS_FAILED; a later request tries again.
 */
export async function analyzeImage(
  deps: AnalysisServiceDeps,
  input: AnalyzeImageRequest,
  actor: AnalysisActor,
): Promise<AnalyzeImageResponse> {
  const photoId = await resolvePhotoId(deps, input, actor);
  const row = await findForActor(deps.db, photoId, actor);
  if (row.analysisStatus === 'done') return toAnswer(row, true);
  if (!deps.analyser.available) throw notConfigured();

  // Past the lease, a runner that has not finished has died; the claim then takes the photo over.
  const deadline = deps.now().getTime() + analysisLeaseMs + 5_000;
  for (let look = 0; ; look++) {
    // Only this request's own first try may retry a failed photo; a run it waited for that failed is its answer.
    const current = await deps.analyser.run(photoId, { retryFailed: look === 0 });
    if (!current) throw notFound();
    if (current.analysisStatus === 'done') return toAnswer(current, false);
    if (current.analysisStatus !== 'running') throw failed();
    if (deps.now().getTime() > deadline) throw failed();
    await new Promise((resolve) => setTimeout(resolve, deps.pollMs ?? 500));
  }
}

/** GET /api/photos/:id/analysis: where it stands, without waiting and without starting anything. */
export async function getPhotoAnalysis(
  deps: Pick<AnalysisServiceDeps, 'db' | 'analyser'>,
  photoId: string,
  actor: AnalysisActor,
): Promise<PhotoAnalysis> {
  const row = await findForActor(deps.db, photoId, actor);
  return { photoId: row.id, available: deps.analyser.available, ...toAnalysisSummary(row) };
}
