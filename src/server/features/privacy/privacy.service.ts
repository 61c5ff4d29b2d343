import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import type { AdapterLog } from '#src/server/adapters/delivery.ts';
import { isLogOnlyMessageId } from '#src/server/adapters/delivery.ts';
import type { Auth } from '#src/server/auth/auth.ts';
import type { Db } from '#src/server/db/client.ts';
import {
  itemOutcomes,
  notifications,
  photos,
  profiles,
  savedTrackingNumbers,
  statusChanges,
  submissions,
  user,
} from '#src/server/db/schema.ts';
import { codeMessage, preferredChannel } from '#src/server/features/submissions/owner-codes.service.ts';
import { cancelForDeletedAccount } from '#src/server/features/submissions/status-transitions.ts';
import { appError } from '#src/server/http/errors.ts';
import { deleteErasedFiles, erasePersonalData } from '#src/server/lib/erasure.ts';
import { issueOwnerCode, type OwnerCodeDeps, redeemOwnerCode } from '#src/server/lib/owner-codes.ts';
import type { StatusReaction } from '#src/server/lib/status-reactions.ts';
import { photoFileUrl } from '#src/shared/photos/paths.ts';
import type { MyData } from '#src/shared/submissions/privacy.ts';
import type { OwnerCodeRequest, OwnerCodeSent } from '#src/shared/submissions/self-service.ts';

// Issue 26 (RA 10173): the rights to access and to erasure, as product features. Decision 048.

export interface PrivacyDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  blobStore: BlobStore;
  log: AdapterLog;
  reactions: readonly StatusReaction[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/** Download my data: the account, profile, saved numbers, and each owned request in full. */
/**
 * A message of one of their requests that was sent to them. Codes are left out (a code in a file is
 * a code someone else may read); so are, issue 39, the notice of a claim, which went to the
 * request's contact with its "this was not me" link before this account owned it, and what went
 * to our own staff inbox.
 */
function isTheirMessage(template: string): boolean {
  return !/code/.test(template) && template !== 'claimed-notice' && !template.startsWith('staff-');
}

export async function exportMyData(deps: PrivacyDeps, who: { id: string }): Promise<MyData> {
  const { db } = deps;
  const [account] = await db.select().from(user).where(eq(user.id, who.id));
  if (!account) throw appError('UNAUTHENTICATED', 'core.signInToContinue');
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, who.id));
  const saved = await db
    .select({ trackingNumber: savedTrackingNumbers.trackingNumber })
    .from(savedTrackingNumbers)
    .where(eq(savedTrackingNumbers.userId, who.id))
    .orderBy(asc(savedTrackingNumbers.createdAt));
  const owned = await db
    .select()
    .from(submissions)
    .where(eq(submissions.ownerUserId, who.id))
    .orderBy(asc(submissions.createdAt));
  const ids = owned.map((s) => s.id);
  const [history, shots, outcomes, messages] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db
            .select()
            .from(statusChanges)
            .where(inArray(statusChanges.submissionId, ids))
            .orderBy(asc(statusChanges.at)),
          db.select().from(photos).where(inArray(photos.submissionId, ids)).orderBy(asc(photos.position)),
          db
            .select({
              submissionId: itemOutcomes.submissionId,
              photoId: itemOutcomes.photoId,
              outcome: itemOutcomes.outcome,
              weightGrams: itemOutcomes.weightGrams,
            })
            .from(itemOutcomes)
            .where(inArray(itemOutcomes.submissionId, ids)),
          db
            .select()
            .from(notifications)
            .where(inArray(notifications.submissionId, ids))
            .orderBy(asc(notifications.createdAt)),
        ]);
  const label = new Map(shots.map((p) => [p.id, p.label]));
  return {
    exportedAt: deps.now().toISOString(),
    account: { email: account.email, name: account.name, createdAt: iso(account.createdAt) },
    profile: profile
      ? {
          name: profile.name,
          email: profile.email,
          phone: profile.phone,
          city: profile.city,
          address: profile.streetAddress,
          barangay: profile.barangay,
          postalCode: profile.postalCode,
          landmark: profile.landmark,
        }
      : null,
    savedTrackingNumbers: saved.map((s) => s.trackingNumber),
    requests: owned.map((s) => ({
      trackingNumber: s.trackingNumber,
      status: s.status,
      submittedAt: iso(s.createdAt),
      details: {
        name: s.name,
        email: s.email,
        phone: s.phone,
        city: s.city,
        address: s.address,
        barangay: s.barangay,
        landmark: s.landmark,
        postalCode: s.postalCode,
        pickupDate: s.pickupDate,
        pickupTime: s.pickupTime,
        language: s.locale,
        personalDataErasedAt: s.personalDataErasedAt ? iso(s.personalDataErasedAt) : null,
      },
      history: history.filter((h) => h.submissionId === s.id).map((h) => ({ status: h.toStatus, at: iso(h.at) })),
      photos: shots
        .filter((p) => p.submissionId === s.id && p.storageKey !== '')
        .map((p) => ({ name: p.label, url: `${deps.publicUrl}${photoFileUrl(p.id)}` })),
      outcomes: outcomes
        .filter((o) => o.submissionId === s.id)
        .map((o) => ({ item: label.get(o.photoId) ?? '', outcome: o.outcome, weightGrams: o.weightGrams })),
      // Messages sent to them; codes excepted (a code in a file is a code someone else may read).
      messages: messages
        .filter((n) => n.submissionId === s.id && isTheirMessage(n.template))
        .map((n) => ({
          channel: n.channel,
          to: n.recipient,
          subject: n.subject,
          text: n.body,
          // Issue 40 item 14: with no SMS or e-mail provider a message is only logged, never sent.
          status: n.status === 'sent' && isLogOnlyMessageId(n.providerMessageId) ? 'not sent' : n.status,
          at: iso(n.createdAt),
        })),
    })),
  };
}

/**
 * Delete my account, after the password is checked again: open requests are cancelled (with the
 * usual SMS), every owned request's personal data is erased (the figures stay), then the account
 * with its sessions, credential, profile and saved numbers goes.
 */
export async function deleteMyAccount(
  deps: PrivacyDeps & { auth: Auth },
  who: { id: string },
  password: string,
): Promise<void> {
  const ctx = await deps.auth.$context;
  const accounts = await ctx.internalAdapter.findAccounts(who.id);
  const credential = accounts.find((a) => a.providerId === 'credential');
  const ok =
    credential?.password !== undefined &&
    credential.password !== null &&
    (await ctx.password.verify({ hash: credential.password, password }));
  if (!ok) throw appError('FORBIDDEN', 'accounts.deleteWrongPassword');
  const now = deps.now();
  const files = await deps.db.transaction(async (tx) => {
    const owned = await tx.select().from(submissions).where(eq(submissions.ownerUserId, who.id));
    const all: string[] = [];
    for (const row of owned) {
      const cancelled = await cancelForDeletedAccount(
        tx,
        { now: deps.now(), publicUrl: deps.publicUrl, reactions: deps.reactions },
        row,
      );
      const erased = await erasePersonalData(tx, row.id, 'account', now, { keepPendingMessages: cancelled });
      all.push(...erased.files);
    }
    // Sessions, credentials, profile, saved numbers and claim traces go with the user (cascades).
    await tx.delete(user).where(eq(user.id, who.id));
    return all;
  });
  await deleteErasedFiles(deps.blobStore, files, deps.log);
}

/** The request a guest asks to erase; event requests too (they have contacts as well). */
/** The number comes cleaned by the route's params schema; a malformed one finds no row. */
async function findRequest(db: Db, trackingNumber: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.trackingNumber, trackingNumber)).limit(1);
  if (!row || row.personalDataErasedAt) throw appError('SUBMISSION_NOT_FOUND', 'submissions.noSubmission');
  return row;
}

/** A guest asks to erase a request: a code goes to its own phone (or e-mail). */
export async function sendEraseCode(
  deps: OwnerCodeDeps & { smsConfigured: boolean },
  trackingNumber: string,
  input: OwnerCodeRequest,
): Promise<OwnerCodeSent> {
  const row = await findRequest(deps.db, trackingNumber);
  return issueOwnerCode(deps, row, {
    purpose: 'erase',
    // Issue 40: as the owner code: the person's choice, else e-mail when no SMS provider would deliver.
    channel: input.channel ?? preferredChannel(row, deps.smsConfigured) ?? undefined,
    compose: codeMessage(row, 'erase-code'),
  });
}

/**
 * With the code, the request's personal data is erased: an open request is cancelled first (its
 * usual cancel SMS still goes), a finished one keeps its figures.
 */
export async function eraseByGuest(
  deps: PrivacyDeps & { secret: string },
  trackingNumber: string,
  code: string,
): Promise<void> {
  const row = await findRequest(deps.db, trackingNumber);
  const now = deps.now();
  const files = await redeemOwnerCode(
    { db: deps.db, now, secret: deps.secret },
    row,
    code,
    { purpose: 'erase' },
    async (tx) => {
      const cancelled = await cancelForDeletedAccount(
        tx,
        { now: deps.now(), publicUrl: deps.publicUrl, reactions: deps.reactions },
        row,
      );
      const erased = await erasePersonalData(tx, row.id, 'owner', now, { keepPendingMessages: cancelled });
      return erased.files;
    },
  );
  await deleteErasedFiles(deps.blobStore, files, deps.log);
}

/** The household turns off its impact receipt's share link: /impact/:token answers 404 from then on. */
export async function withdrawShareLink(deps: { db: Db }, who: { id: string }, trackingNumber: string): Promise<void> {
  const done = await deps.db
    .update(submissions)
    .set({ impactToken: null })
    .where(and(eq(submissions.trackingNumber, trackingNumber), eq(submissions.ownerUserId, who.id)))
    .returning({ id: submissions.id });
  if (done.length === 0) throw appError('SUBMISSION_NOT_FOUND', 'submissions.noSubmission');
}
