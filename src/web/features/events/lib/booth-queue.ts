import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { BoothDetails } from '#src/shared/submissions/submission.schema.ts';

// The offline booth's queue (issue 14): a request the booth could not send is kept in IndexedDB
// with its photos, under an idempotency key made on the device, and sent in order later. It
// survives a reload and a closed tab; nothing in it leaves the device except to our own API.

export interface QueuedPhoto {
  /** The server's draft photo id once uploaded (by the page before it went offline, or by the sync). */
  serverId?: string;
  /** The downsized photo, for an upload later (or again, if the draft was swept). */
  blob?: Blob;
}

export type QueueState = 'waiting' | 'stuck';

export interface QueuedRequest {
  /** Order of arrival; the queue is sent in this order. */
  seq?: number;
  /** Shown to the visitor and to staff; never looks like a tracking number. */
  reference: string;
  idempotencyKey: string;
  eventSlug: string;
  /** Before issue 23 the slot was kept here; now it is in `values` with the way (`handover`). */
  eventSlot?: string;
  /** The booth form's fields: the way (`handover`) and its slot or its address, date and window. */
  values: BoothDetails;
  /** When the visitor submitted, on the device's clock: the server judges the event by it. */
  queuedAt: string;
  photos: QueuedPhoto[];
  attempts: number;
  /** Epoch ms of the next try (backoff), kept so a reload does not hammer a flaky network. */
  nextAttemptAt: number;
  state: QueueState;
  /** The server's refusal of a stuck request, for staff. */
  lastError?: string;
}

interface BoothDb extends DBSchema {
  queue: { key: number; value: QueuedRequest };
}

const dbName = 'ligpit-booth';
let opening: Promise<IDBPDatabase<BoothDb>> | undefined;

function db(): Promise<IDBPDatabase<BoothDb>> {
  opening ??= openDB<BoothDb>(dbName, 1, {
    upgrade(database) {
      database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return opening;
}

const listeners = new Set<() => void>();

/** Called after every change, in this tab. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

export async function addToQueue(request: Omit<QueuedRequest, 'seq'>): Promise<QueuedRequest> {
  const database = await db();
  const seq = await database.add('queue', request as QueuedRequest);
  changed();
  return { ...request, seq };
}

/** Everything queued, oldest first. */
export async function readQueue(): Promise<QueuedRequest[]> {
  return (await db()).getAll('queue');
}

export async function saveQueued(request: QueuedRequest): Promise<void> {
  await (await db()).put('queue', request);
  changed();
}

export async function removeQueued(seq: number): Promise<void> {
  await (await db()).delete('queue', seq);
  changed();
}

/** "B-7KQ3-M2XD": a provisional reference, made on the device; unlike a tracking number it has dashes. */
export function makeReference(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
  const part = () => Array.from({ length: 4 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return `B-${part()}-${part()}`;
}

/** For tests: forget the open connection (fake-indexeddb is reset between tests). */
export function closeQueueDb(): void {
  void opening?.then((database) => database.close());
  opening = undefined;
}
