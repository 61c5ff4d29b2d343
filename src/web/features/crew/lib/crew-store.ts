import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { CrewAction, CrewToday } from '#src/shared/crew/crew.schema.ts';

// The crew's phone keeps today's stops and the steps it could not send yet in IndexedDB (issue 27,
// modelled on the booth's queue, src/web/features/events/lib/booth-queue.ts): a weak signal, a
// reload or a closed tab loses nothing. Each step carries the key made when it was tapped; the
// server records a key once, so a step whose answer was lost is never done twice (decision 061).

export interface QueuedStep {
  /** Order of tapping; the queue is sent in this order. */
  seq?: number;
  /** The crew account it was tapped under: another person signing in on this phone sends none of it. */
  userId: string;
  action: CrewAction;
  /** For the screen: the stop's household name. */
  stopName: string;
  attempts: number;
}

export interface Snapshot {
  userId: string;
  today: CrewToday;
  /** ISO instant it was saved. */
  savedAt: string;
}

interface CrewDb extends DBSchema {
  queue: { key: number; value: QueuedStep };
  snapshot: { key: string; value: Snapshot };
}

const dbName = 'ligpit-crew';
let opening: Promise<IDBPDatabase<CrewDb>> | undefined;

function db(): Promise<IDBPDatabase<CrewDb>> {
  opening ??= openDB<CrewDb>(dbName, 1, {
    upgrade(database) {
      database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      database.createObjectStore('snapshot', { keyPath: 'userId' });
    },
  });
  return opening;
}

const listeners = new Set<() => void>();

export function subscribeCrewStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

export async function queueStep(step: Omit<QueuedStep, 'seq'>): Promise<void> {
  await (await db()).add('queue', step as QueuedStep);
  changed();
}

/** This person's waiting steps, oldest first. */
export async function readSteps(userId: string): Promise<QueuedStep[]> {
  return (await (await db()).getAll('queue')).filter((s) => s.userId === userId);
}

export async function saveStep(step: QueuedStep): Promise<void> {
  await (await db()).put('queue', step);
}

export async function removeStep(seq: number): Promise<void> {
  await (await db()).delete('queue', seq);
  changed();
}

export async function readSnapshot(userId: string): Promise<Snapshot | undefined> {
  return (await db()).get('snapshot', userId);
}

export async function saveSnapshot(snapshot: Snapshot): Promise<void> {
  await (await db()).put('snapshot', snapshot);
  changed();
}

/** For tests: forget the open connection (fake-indexeddb is reset between tests). */
export function closeCrewDb(): void {
  void opening?.then((database) => database.close());
  opening = undefined;
}
