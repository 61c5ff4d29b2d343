import { useSyncExternalStore } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { maxPhotoBytes } from '#src/shared/photos/photo-rules.ts';
import { deletePhoto, updatePhoto, uploadPhoto } from '#src/web/features/upload/api/photos-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { trackUpload } from '#src/web/lib/upload-activity.ts';
import { downsizeImage } from './downsize-image.ts';
import {
  indexAfterDelete,
  loadPhotoState,
  type SavedPhoto,
  savePhotoState,
  toSavedPhoto,
  wrapIndex,
} from './photo-state.ts';

// The photo list of the upload screen lives outside React: an upload keeps running (and its
// result is kept) when the visitor goes back to the landing, which shows "Uploading..." meanwhile.
// The store shows nothing itself: each action resolves with its outcome as data, and the
// components decide what to show (components/photo-notices.ts turns outcomes into toasts).

export type PhotoStatus = 'processing' | 'uploading' | 'failed' | 'uploaded';

export interface LocalPhoto {
  /** Local id; the server id is `saved.id` once uploaded. */
  key: string;
  status: PhotoStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** An object URL of the downsized photo, so showing it costs no download. Memory only. */
  previewUrl?: string;
  saved?: SavedPhoto;
  error?: string;
  /** After a failed upload: false when the server refused the photo itself (an event booth keeps the rest offline). */
  retryable?: boolean;
}

/** How one photo's upload ended. `failed` carries the server's reason when it refused the photo (4xx). */
export type UploadOutcome =
  | { kind: 'uploaded' }
  | { kind: 'failed'; reason?: string }
  /** The browser could not read the file and it is too large to send as it is; it was dropped. */
  | { kind: 'unreadable' }
  /** The photo was removed before its upload ended: nothing to report. */
  | { kind: 'removed' };

/** `missing`: the photo was no longer in the list. */
export type RemoveOutcome = { kind: 'removed' } | { kind: 'failed' } | { kind: 'missing' };

/** `failed` carries the server's reason when it refused the change (4xx). */
export type UpdateOutcome = { kind: 'updated' } | { kind: 'failed'; reason?: string } | { kind: 'missing' };

export interface PhotoListState {
  photos: LocalPhoto[];
  currentIndex: number;
}

let state: PhotoListState | undefined;
const listeners = new Set<() => void>();
/** The downsized bytes of photos not yet uploaded, for retry. */
const pendingBytes = new Map<string, Blob>();
const uploads = new Map<string, AbortController>();
// One photo at a time is decoded and sent: a 12 MP decode takes ~48 MB, and mid-range phones
// on mobile data gain nothing from parallel uploads.
let queue: Promise<unknown> = Promise.resolve();

function current(): PhotoListState {
  state ??= fromSaved();
  return state;
}

/** The list as it is now, outside React (the submit reads it). */
export const currentPhotoList = current;

function fromSaved(): PhotoListState {
  const saved = loadPhotoState();
  return {
    photos: saved.photos.map((p) => ({ key: p.id, status: 'uploaded', progress: 1, saved: p })),
    currentIndex: saved.currentIndex,
  };
}

function set(next: PhotoListState, persist = true): void {
  state = next;
  if (persist) {
    const uploaded = next.photos.filter((p) => p.saved);
    const currentKey = next.photos[next.currentIndex]?.key;
    const index = Math.max(
      0,
      uploaded.findIndex((p) => p.key === currentKey),
    );
    savePhotoState({ photos: uploaded.map((p) => p.saved!), currentIndex: index });
  }
  for (const listener of listeners) listener();
}

function patch(key: string, changes: Partial<LocalPhoto>, persist = false): void {
  const s = current();
  if (!s.photos.some((p) => p.key === key)) return;
  set({ ...s, photos: s.photos.map((p) => (p.key === key ? { ...p, ...changes } : p)) }, persist);
}

function has(key: string): boolean {
  return current().photos.some((p) => p.key === key);
}

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

async function prepare(file: Blob): Promise<Blob> {
  try {
    return await downsizeImage(file);
  } catch {
    // The browser cannot decode it (HEIC on Chrome, say): the server may still read it.
    if (file.size > 0 && file.size <= maxPhotoBytes) return file;
    throw new Error('unreadable');
  }
}

/** A 4xx answer's message is meant for people; anything else (5xx, offline) has no reason to pass on. */
function refusalReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

async function send(key: string): Promise<UploadOutcome> {
  const bytes = pendingBytes.get(key);
  if (!bytes || !has(key)) return { kind: 'removed' };
  const controller = new AbortController();
  uploads.set(key, controller);
  patch(key, { status: 'uploading', progress: 0, error: undefined });
  try {
    const photo = await uploadPhoto(bytes, {
      signal: controller.signal,
      onProgress: (fraction) => patch(key, { progress: fraction }),
    });
    if (!has(key)) {
      // Removed while it was on its way: do not leave an orphan draft behind.
      void deletePhoto(photo.id).catch(() => undefined);
      return { kind: 'removed' };
    }
    pendingBytes.delete(key);
    patch(key, { status: 'uploaded', progress: 1, saved: toSavedPhoto(photo, Date.now()) }, true);
    return { kind: 'uploaded' };
  } catch (error) {
    if (!has(key)) return { kind: 'removed' };
    const reason = refusalReason(error);
    const retryable = reason === undefined || (error instanceof ApiError && [408, 429].includes(error.status));
    patch(key, { status: 'failed', error: reason ?? m['photos.uploadFailed'](), retryable });
    return { kind: 'failed', reason };
  } finally {
    uploads.delete(key);
  }
}

function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return trackUpload(run);
}

/**
 * Adds photos (from the camera or the file picker), downsizes them and uploads them one by one.
 * Returns one promise per file, each resolving with that photo's outcome when its upload ends,
 * whether or not the upload screen is still shown.
 */
export function addPhotos(files: Blob[]): Promise<UploadOutcome>[] {
  if (files.length === 0) return [];
  const s = current();
  const added: LocalPhoto[] = files.map(() => ({ key: newKey(), status: 'processing', progress: 0 }));
  set({ photos: [...s.photos, ...added], currentIndex: s.photos.length + added.length - 1 }, false);
  return added.map((photo, i) =>
    enqueue(async (): Promise<UploadOutcome> => {
      if (!has(photo.key)) return { kind: 'removed' };
      let bytes: Blob;
      try {
        bytes = await prepare(files[i]!);
      } catch {
        removeLocal(photo.key);
        return { kind: 'unreadable' };
      }
      pendingBytes.set(photo.key, bytes);
      patch(photo.key, { previewUrl: URL.createObjectURL(bytes) });
      return send(photo.key);
    }),
  );
}

/** The downsized bytes of a photo not uploaded yet: an event booth keeps them offline (issue 14). */
export function pendingPhotoBytes(key: string): Blob | undefined {
  return pendingBytes.get(key);
}

export function retryPhoto(key: string): Promise<UploadOutcome> {
  return enqueue(() => send(key));
}

function removeLocal(key: string): void {
  const s = current();
  const index = s.photos.findIndex((p) => p.key === key);
  if (index === -1) return;
  const photo = s.photos[index]!;
  if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
  uploads.get(key)?.abort();
  pendingBytes.delete(key);
  const photos = s.photos.filter((p) => p.key !== key);
  set({ photos, currentIndex: indexAfterDelete(s.currentIndex, index, photos.length) });
}

/** Deletes a photo here and, once uploaded, on the server. A photo that stays is `failed`. */
export async function removePhoto(key: string): Promise<RemoveOutcome> {
  const photo = current().photos.find((p) => p.key === key);
  if (!photo) return { kind: 'missing' };
  if (photo.saved) {
    try {
      await deletePhoto(photo.saved.id);
    } catch (error) {
      // Already gone on the server (swept, or deleted in another tab): it is gone either way.
      if (!(error instanceof ApiError && error.status === 404)) return { kind: 'failed' };
    }
  }
  removeLocal(key);
  return { kind: 'removed' };
}

/** Saves a photo's name, brand and condition (PATCH). */
export async function updatePhotoDetails(
  key: string,
  changes: { label: string; brand: string; condition: string },
): Promise<UpdateOutcome> {
  const photo = current().photos.find((p) => p.key === key);
  if (!photo?.saved) return { kind: 'missing' };
  try {
    const updated = await updatePhoto(photo.saved.id, changes);
    patch(key, { saved: toSavedPhoto(updated, photo.saved.timestamp) }, true);
    return { kind: 'updated' };
  } catch (error) {
    return { kind: 'failed', reason: refusalReason(error) };
  }
}

export function selectPhoto(index: number): void {
  const s = current();
  set({ ...s, currentIndex: wrapIndex(index, s.photos.length) });
}

export function showNextPhoto(): void {
  selectPhoto(current().currentIndex + 1);
}

export function showPreviousPhoto(): void {
  selectPhoto(current().currentIndex - 1);
}

/** After a successful submission the drafts belong to it; the list starts empty again. */
export function clearPhotos(): void {
  for (const photo of current().photos) if (photo.previewUrl) URL.revokeObjectURL(photo.previewUrl);
  pendingBytes.clear();
  set({ photos: [], currentIndex: 0 });
}

/**
 * What a server-rendered page shows (the event booth, issue 14): no photos. The browser's saved
 * list (cookie and session storage) is read after hydration, so both first renders agree.
 */
const noPhotos: PhotoListState = { photos: [], currentIndex: 0 };

export function usePhotoList(): PhotoListState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => noPhotos,
  );
}

/** For tests: forget everything, as a fresh page load would. */
export function resetPhotoStore(): void {
  for (const controller of uploads.values()) controller.abort();
  uploads.clear();
  pendingBytes.clear();
  queue = Promise.resolve();
  state = undefined;
}
