import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { CrewAction, CrewStop, CrewToday } from '#src/shared/crew/crew.schema.ts';

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

/**
 * The waiting steps and the saved day, read in one transaction: the screen lays the one over the
 * other, and a pair read apart could hold a step already gone with its answer not yet saved.
 */
export async function readCrewState(userId: string): Promise<{ steps: QueuedStep[]; snapshot?: Snapshot }> {
  const tx = (await db()).transaction(['queue', 'snapshot']);
  const [all, snapshot] = await Promise.all([tx.objectStore('queue').getAll(), tx.objectStore('snapshot').get(userId)]);
  await tx.done;
  return { steps: all.filter((s) => s.userId === userId), snapshot };
}

export async function saveStep(step: QueuedStep): Promise<void> {
  await (await db()).put('queue', step);
}

let answered = 0;

/** How many steps have been answered in this tab: a day asked for before the count moved may predate one. */
export function stepsAnswered(): number {
  return answered;
}

/**
 * A step the server has answered (or refused) leaves the queue, and the stop as the server now has
 * it enters the saved day, in one transaction. Done apart, a reader between the two saw the step
 * gone and its effect not yet there: the stop went back a state for a moment, and a tap in that
 * moment landed on the previous state's button (the Arrived button sits where Done will be).
 */
export async function completeStep(step: QueuedStep, stop: CrewStop | null): Promise<void> {
  // Counted before the write, so a day fetched meanwhile is refused by saveFreshDay however the
  // two transactions fall.
  answered++;
  const tx = (await db()).transaction(['queue', 'snapshot'], 'readwrite');
  const queue = tx.objectStore('queue');
  const snapshots = tx.objectStore('snapshot');
  await queue.delete(step.seq!);
  const saved = stop ? await snapshots.get(step.userId) : undefined;
  if (stop && saved) {
    const stops = saved.today.stops.map((s) => (s.trackingNumber === stop.trackingNumber ? stop : s));
    await snapshots.put({ ...saved, today: { ...saved.today, stops } });
  }
  await tx.done;
  changed();
}

export async function readSnapshot(userId: string): Promise<Snapshot | undefined> {
  return (await db()).get('snapshot', userId);
}

/**
 * Saves a day fetched from the server unless a step was answered since it was asked for: that copy
 * may predate the answer, and saved over it would take its stop back a state.
 */
export async function saveFreshDay(snapshot: Snapshot, answeredWhenAsked: number): Promise<boolean> {
  if (answered !== answeredWhenAsked) return false;
  await saveSnapshot(snapshot);
  return true;
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
