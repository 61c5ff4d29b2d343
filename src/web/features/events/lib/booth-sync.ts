import { getLocale } from '#src/shared/i18n/messages.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import type { BoothDetails } from '#src/shared/submissions/submission.schema.ts';
import { createBoothSubmission, uploadBoothPhoto } from '#src/web/features/events/api/booth-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { type QueuedRequest, readQueue, removeQueued, saveQueued } from './booth-queue.ts';

// Sends the booth's queue (issue 14): oldest first, one at a time. A request that cannot reach the
// server waits with backoff (kept in IndexedDB, so a reload does not reset it) and holds the ones
// behind it, so they arrive in order; one the server refuses for good is set aside for staff and
// the rest go on. Every try carries the request's own idempotency key, so a request whose answer
// was lost is never made twice (decision 030).

const firstDelayMs = 5_000;
const maxDelayMs = 5 * 60_000;

/** 5 s, 10 s, 20 s … at most 5 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** Worth trying again later: no answer, a server error, or a rate limit. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const photosGone = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.code === 'BAD_REQUEST' && /photos/i.test(error.message);

/**
 * The visitor chose a pickup date 7–30 days after the visit; sent days later it may have slipped
 * out of that window. It then moves to the nearest day the window allows (staff confirm the
 * pickup anyway), rather than the request being refused with the visitor gone.
 */
export function pickupDateFor(chosen: string, now: Date = new Date()): string {
  const window = pickupWindow(now);
  if (chosen < window.min) return window.min;
  if (chosen > window.max) return window.max;
  return chosen;
}

/**
 * The body of a booth's submit, online or from the queue (issue 23): an item left at the booth
 * sends its hand-over slot and no address or date; a home pickup sends the guest form's fields,
 * its date kept inside the window (pickupDateFor) when it is sent later.
 */
export function boothSubmissionBody(
  values: BoothDetails,
  extra: { eventSlug: string; photoIds: (string | undefined)[]; queuedAt?: string },
  now: Date = new Date(),
): Record<string, unknown> {
  const common = { locale: getLocale(), name: values.name, email: values.email, phone: values.phone, ...extra };
  if (values.handover === 'booth') return { ...common, handover: 'booth', eventSlot: values.eventSlot };
  const { eventSlot: _slot, handover: _mode, ...pickup } = values;
  return { ...common, ...pickup, handover: 'pickup', pickupDate: pickupDateFor(pickup.pickupDate, now) };
}

/** A request queued before issue 23 carries no way: its slot, if any, was a hand-over at the booth. */
function valuesOf(request: QueuedRequest): BoothDetails {
  const legacy = request.values as Partial<BoothDetails> & QueuedRequest['values'];
  return {
    ...legacy,
    handover: legacy.handover ?? (request.eventSlot ? 'booth' : 'pickup'),
    eventSlot: legacy.eventSlot ?? request.eventSlot ?? '',
  };
}

export type SendResult =
  | { kind: 'sent'; trackingNumber: string }
  | { kind: 'later'; error: unknown }
  | { kind: 'refused'; error: ApiError };

async function uploadMissing(request: QueuedRequest): Promise<void> {
  for (const photo of request.photos) {
    if (photo.serverId) continue;
    if (!photo.blob) throw new ApiError(400, 'BAD_REQUEST', 'A photo of this request was lost on the device.');
    const saved = await uploadBoothPhoto(photo.blob);
    photo.serverId = saved.id;
    // Kept at once: a retry after a failure further on does not upload this photo again.
    await saveQueued(request);
  }
}

/** One try of one request: its photos that are not on the server yet, then the submission. */
export async function sendQueued(request: QueuedRequest, now: () => Date = () => new Date()): Promise<SendResult> {
  for (let round = 0; round < 2; round++) {
    try {
      await uploadMissing(request);
      const { trackingNumber } = await createBoothSubmission(
        boothSubmissionBody(
          valuesOf(request),
          { eventSlug: request.eventSlug, photoIds: request.photos.map((p) => p.serverId), queuedAt: request.queuedAt },
          now(),
        ),
        request.idempotencyKey,
      );
      return { kind: 'sent', trackingNumber };
    } catch (error) {
      // Drafts are swept a day after upload: upload them again from the device, once.
      if (round === 0 && photosGone(error) && request.photos.every((p) => p.blob)) {
        for (const photo of request.photos) photo.serverId = undefined;
        await saveQueued(request);
        continue;
      }
      if (isTransient(error)) return { kind: 'later', error };
      return { kind: 'refused', error: error as ApiError };
    }
  }
  return { kind: 'later', error: new Error('unreachable') };
}

type SentListener = (sent: { reference: string; trackingNumber: string }) => void;
const sentListeners = new Set<SentListener>();

/** Told when a queued request reached the server, with its real tracking number. */
export function onQueuedSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

let running: Promise<void> | undefined;
let timer: number | undefined;
let sendingSeq: number | undefined;
const sendingListeners = new Set<() => void>();

/** The request being sent now, if any (for the staff list). */
export function currentlySending(): number | undefined {
  return sendingSeq;
}

export function subscribeSending(listener: () => void): () => void {
  sendingListeners.add(listener);
  return () => sendingListeners.delete(listener);
}

function setSending(seq: number | undefined): void {
  sendingSeq = seq;
  for (const listener of sendingListeners) listener();
}

function wakeAt(at: number): void {
  if (timer !== undefined) window.clearTimeout(timer);
  timer = window.setTimeout(
    () => {
      timer = undefined;
      void syncQueue();
    },
    Math.max(0, at - Date.now()),
  );
}

async function drain(now: () => Date): Promise<void> {
  for (;;) {
    const waiting = (await readQueue()).filter((r) => r.state === 'waiting');
    const head = waiting[0];
    if (!head) return;
    if (head.nextAttemptAt > Date.now()) {
      wakeAt(head.nextAttemptAt);
      return;
    }
    setSending(head.seq);
    const result = await sendQueued(head, now).finally(() => setSending(undefined));
    if (result.kind === 'sent') {
      await removeQueued(head.seq!);
      for (const listener of sentListeners)
        listener({ reference: head.reference, trackingNumber: result.trackingNumber });
      continue;
    }
    if (result.kind === 'refused') {
      await saveQueued({ ...head, state: 'stuck', lastError: result.error.message });
      continue;
    }
    const attempts = head.attempts + 1;
    const nextAttemptAt = Date.now() + backoffMs(attempts);
    await saveQueued({ ...head, attempts, nextAttemptAt });
    wakeAt(nextAttemptAt);
    return;
  }
}

interface LockManagerLike {
  request(name: string, options: { ifAvailable: boolean }, task: (lock: unknown) => Promise<void>): Promise<void>;
}

/**
 * Sends what is due. One run at a time in this tab, and in this browser (Web Locks, where they
 * exist): a second tab leaves the queue to the first.
 */
export function syncQueue(now: () => Date = () => new Date()): Promise<void> {
  running ??= (async () => {
    const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
    if (locks) {
      await locks.request('ligpit-booth-sync', { ifAvailable: true }, async (lock) => {
        if (lock) await drain(now);
      });
    } else {
      await drain(now);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      running = undefined;
    });
  return running;
}

/** The connection is back (or staff pressed "Send now"): try the head of the queue at once. */
export async function retryNow(now: () => Date = () => new Date()): Promise<void> {
  await running;
  const head = (await readQueue()).find((r) => r.state === 'waiting');
  if (head && head.nextAttemptAt > Date.now()) await saveQueued({ ...head, nextAttemptAt: Date.now() });
  await syncQueue(now);
}

let started = false;

/** Starts syncing on this page: now, when the connection comes back, and when the tab is shown. */
export function startQueueSync(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void retryNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncQueue();
  });
  void syncQueue();
}
