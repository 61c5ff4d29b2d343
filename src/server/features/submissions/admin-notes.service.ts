import type { Db } from '#src/server/db/client.ts';
import { adminNotes } from '#src/server/db/schema.ts';
import type { AdminNote, SaveAdminNote } from '#src/shared/submissions/review.schema.ts';
import type { Staff } from './status-transitions.ts';
import { findSubmissionRow, toAdminNote } from './submission-review.service.ts';

/** Save Draft: one note per request, overwritten by whoever saves last. Centavos in and stored. */
export async function saveAdminNote(
  deps: { db: Db },
  input: { trackingNumber: string; note: Required<SaveAdminNote>; by: Staff },
): Promise<AdminNote> {
  const { db } = deps;
  const s = await findSubmissionRow(db, input.trackingNumber);
  const values = {
    notes: input.note.notes,
    itemCount: input.note.itemCount,
    resellable: input.note.resellable,
    possibleProfit: input.note.possibleProfitCentavos,
    updatedBy: input.by.id,
  };
  const [row] = await db
    .insert(adminNotes)
    .values({ submissionId: s.id, ...values })
    .onConflictDoUpdate({ target: adminNotes.submissionId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toAdminNote(row!, input.by.name);
}
