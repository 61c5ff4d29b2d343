import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#src/server/db/client.ts';
import { itemOutcomes, partners, photos, submissions } from '#src/server/db/schema.ts';
import { changeSubmissionStatus, type Staff } from '#src/server/features/submissions/status-transitions.ts';
import { findSubmissionRow } from '#src/server/features/submissions/submission-review.service.ts';
import { appError } from '#src/server/http/errors.ts';
import type { StatusDeps } from '#src/server/lib/status-reactions.ts';
import type { ApiIssue } from '#src/shared/core/app-error.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import type { MessageKey } from '#src/shared/i18n/keys.ts';
import {
  defaultOutcome,
  defaultWeightKg,
  gramsFromKg,
  type ItemOutcome,
  type ItemOutcomeKind,
  kgFromGrams,
  type OutcomeSheet,
  type RecordOutcomes,
  type RecycledMaterial,
  recordOutcomesSchema,
} from '#src/shared/outcomes/outcome.schema.ts';
import { photoThumbUrl } from '#src/shared/photos/paths.ts';
import type { SubmissionStatus } from '#src/shared/submissions/status.ts';
import { ensureImpactToken, queueImpactReceipt } from './impact-receipt.ts';
import { findPartners, isForeignKeyViolation, violatedConstraint } from './partners.service.ts';

// Issue 16: what became of each item of a picked-up request, recorded by staff in one pass.

/** Outcomes are recorded for a pickup that is booked (about to be done) or done. */
const recordableStatuses: readonly string[] = ['Pickup Scheduled', 'Scheduled', 'Picked Up', 'Completed'];

/** The staff form's starting point: recorded outcomes, or defaults from the review verdicts. */
export async function getOutcomeSheet(deps: { db: Db }, trackingNumber: string): Promise<OutcomeSheet> {
  const { db } = deps;
  const s = await findSubmissionRow(db, trackingNumber);
  const [photoRows, recorded, partnerList] = await Promise.all([
    db
      .select({ id: photos.id, label: photos.label, verdict: photos.verdict })
      .from(photos)
      .where(eq(photos.submissionId, s.id))
      .orderBy(asc(photos.position), asc(photos.createdAt)),
    db.select().from(itemOutcomes).where(eq(itemOutcomes.submissionId, s.id)),
    findPartners({ db }),
  ]);
  const byPhoto = new Map(recorded.map((r) => [r.photoId, r]));
  const firstDonation = partnerList.find((p) => p.active && p.kind === 'donation')?.id ?? null;
  return {
    status: s.status,
    recorded: recorded.length > 0,
    canRecord: recordableStatuses.includes(s.status) && photoRows.length > 0,
    items: photoRows.map((p) => {
      const r = byPhoto.get(p.id);
      if (r) {
        return {
          photoId: p.id,
          name: p.label,
          thumbUrl: photoThumbUrl(p.id),
          verdict: p.verdict,
          outcome: r.outcome as ItemOutcomeKind,
          partnerId: r.partnerId,
          material: r.material as RecycledMaterial | null,
          weightKg: kgFromGrams(r.weightGrams),
        };
      }
      const outcome = defaultOutcome(p.verdict);
      return {
        photoId: p.id,
        name: p.label,
        thumbUrl: photoThumbUrl(p.id),
        verdict: p.verdict,
        outcome,
        partnerId: outcome === 'donated' ? firstDonation : null,
        material: outcome === 'recycled' ? ('mixed' as const) : null,
        weightKg: defaultWeightKg(p.label),
      };
    }),
    partners: partnerList,
  };
}

function validation(key: MessageKey, path: string): never {
  const issue: ApiIssue = { path, message: englishText(key), key };
  throw appError('VALIDATION', key, {}, [issue]);
}

export interface RecordOutcomesInput {
  trackingNumber: string;
  body: RecordOutcomes;
  by: Staff;
}

/**
 * Replaces a request's outcomes with one per item, all or nothing. With `complete`, the request is
 * marked Completed in the same transaction through the status module (which also queues the SMS
 * and the receipt e-mail); without, the write applies only while the status is still the one
 * staff saw. Two staff saving at once: one wins, the other gets 409 and reloads.
 */
export async function recordOutcomes(deps: StatusDeps, input: RecordOutcomesInput): Promise<void> {
  const { db } = deps;
  const body = recordOutcomesSchema.parse(input.body);
  const s = await findSubmissionRow(db, input.trackingNumber);
  if (s.status !== body.expectedStatus) throw appError('STALE_STATUS', 'submissions.concurrentChange');
  if (!recordableStatuses.includes(s.status)) throw appError('TRANSITION_NOT_ALLOWED', 'outcomes.notPickedUp');

  const photoRows = await db.select({ id: photos.id }).from(photos).where(eq(photos.submissionId, s.id));
  if (photoRows.length === 0) throw appError('UNPROCESSABLE', 'outcomes.noItemsToRecord');
  const ids = new Set(photoRows.map((p) => p.id));
  body.items.forEach((item, index) => {
    if (!ids.has(item.photoId)) validation('outcomes.unknownItem', `items.${index}.photoId`);
  });
  if (body.items.length !== ids.size) validation('outcomes.everyItem', 'items');
  await checkPartners(db, s.id, body.items);

  const write = async (tx: Tx) => {
    await tx.delete(itemOutcomes).where(eq(itemOutcomes.submissionId, s.id));
    await tx.insert(itemOutcomes).values(
      body.items.map((item) => ({
        photoId: item.photoId,
        submissionId: s.id,
        outcome: item.outcome,
        // A disposed item went to no partner, whatever the form sent.
        partnerId: item.outcome === 'disposed' ? null : item.partnerId,
        material: item.outcome === 'recycled' ? item.material : null,
        weightGrams: gramsFromKg(item.weightKg),
        recordedBy: input.by.id,
        recordedAt: deps.now,
      })),
    );
    await ensureImpactToken(tx, s.id);
  };

  // A partner or photo removed between the checks above and the write: a foreign key refuses it.
  const partnerGone = (error: unknown) => {
    if (isForeignKeyViolation(error)) {
      if (violatedConstraint(error)?.includes('partner')) validation('outcomes.partnerUnavailable', 'items');
      validation('outcomes.unknownItem', 'items');
    }
    throw error;
  };
  if (body.complete && s.status !== 'Completed') {
    await changeSubmissionStatus(deps, {
      trackingNumber: s.trackingNumber,
      to: 'Completed',
      expectedStatus: s.status as SubmissionStatus,
      by: input.by,
      alsoWithin: write,
    }).catch(partnerGone);
    return;
  }
  await db
    .transaction(async (tx) => {
      // Touching the row under the status check serialises two staff saving at once.
      const locked = await tx
        .update(submissions)
        .set({ updatedAt: deps.now })
        .where(and(eq(submissions.id, s.id), eq(submissions.status, body.expectedStatus)))
        .returning({ id: submissions.id });
      if (locked.length === 0) throw appError('STALE_STATUS', 'submissions.concurrentChange');
      await write(tx);
      // A request completed before its outcomes were recorded gets its receipt now.
      if (s.status === 'Completed') await queueImpactReceipt(tx, deps, s);
    })
    .catch(partnerGone);
}

/** Every partner named exists and is active, unless this request already had it (an old record kept). */
async function checkPartners(db: Db, submissionId: string, items: ItemOutcome[]): Promise<void> {
  const named = [...new Set(items.map((item) => item.partnerId).filter((id): id is string => id !== null))];
  if (named.length === 0) return;
  const [rows, kept] = await Promise.all([
    db.select({ id: partners.id, active: partners.active }).from(partners).where(inArray(partners.id, named)),
    db
      .select({ partnerId: itemOutcomes.partnerId })
      .from(itemOutcomes)
      .where(eq(itemOutcomes.submissionId, submissionId)),
  ]);
  const usable = new Set([
    ...rows.filter((p) => p.active).map((p) => p.id),
    ...kept.map((k) => k.partnerId).filter((id) => rows.some((p) => p.id === id)),
  ]);
  items.forEach((item, index) => {
    if (item.partnerId && !usable.has(item.partnerId))
      validation('outcomes.partnerUnavailable', `items.${index}.partnerId`);
  });
}
