import { useSyncExternalStore } from 'react';
import { defaultPhotoBrand, defaultPhotoCondition, maxPhotoBytes } from '../../../../shared/photo.schema.ts';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { trackUpload } from '../../../lib/upload-activity.ts';
import { deletePhoto, updatePhoto, uploadPhoto } from '../api/photos-api.ts';
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
}

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

async function send(key: string): Promise<void> {
  const bytes = pendingBytes.get(key);
  if (!bytes || !has(key)) return;
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
      return;
    }
    pendingBytes.delete(key);
    patch(key, { status: 'uploaded', progress: 1, saved: toSavedPhoto(photo, Date.now()) }, true);
    notify.success('Photo uploaded successfully');
  } catch (error) {
    if (!has(key)) return;
    const message = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
    patch(key, { status: 'failed', error: message ?? 'Failed to upload photo' });
    notify.error(message ? { title: 'Failed to upload photo', description: message } : 'Failed to upload photo');
  } finally {
    uploads.delete(key);
  }
}

function enqueue(work: () => Promise<void>): Promise<void> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return trackUpload(run);
}

/** Adds photos (from the camera or the file picker), downsizes them and uploads them one by one. */
export function addPhotos(files: Blob[]): Promise<void> {
  if (files.length === 0) return Promise.resolve();
  const s = current();
  const added: LocalPhoto[] = files.map(() => ({ key: newKey(), status: 'processing', progress: 0 }));
  set({ photos: [...s.photos, ...added], currentIndex: s.photos.length + added.length - 1 }, false);
  return Promise.all(
    added.map((photo, i) =>
      enqueue(async () => {
        if (!has(photo.key)) return;
        let bytes: Blob;
        try {
          bytes = await prepare(files[i]!);
        } catch {
          removeLocal(photo.key);
          notify.error('Failed to process photo');
          return;
        }
        pendingBytes.set(photo.key, bytes);
        patch(photo.key, { previewUrl: URL.createObjectURL(bytes) });
        await send(photo.key);
      }),
    ),
  ).then(() => undefined);
}

export function retryPhoto(key: string): Promise<void> {
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

/** Deletes a photo here and, once uploaded, on the server. Resolves true when it is gone. */
export async function removePhoto(key: string): Promise<boolean> {
  const photo = current().photos.find((p) => p.key === key);
  if (!photo) return true;
  if (photo.saved) {
    try {
      await deletePhoto(photo.saved.id);
    } catch (error) {
      // Already gone on the server (swept, or deleted in another tab): it is gone either way.
      if (!(error instanceof ApiError && error.status === 404)) {
        notify.error({ title: 'Error', description: 'Failed to delete photo from storage' });
        return false;
      }
    }
  }
  removeLocal(key);
  notify.success('Photo deleted successfully');
  return true;
}

/** Saves a photo's name, brand and condition (PATCH). */
export async function updatePhotoDetails(
  key: string,
  changes: { label: string; brand: string; condition: string },
): Promise<boolean> {
  const photo = current().photos.find((p) => p.key === key);
  if (!photo?.saved) return false;
  try {
    const updated = await updatePhoto(photo.saved.id, changes);
    patch(key, { saved: toSavedPhoto(updated, photo.saved.timestamp) }, true);
    notify.success({ title: 'Photo details updated', description: 'The metadata has been saved' }, { duration: 3000 });
    return true;
  } catch (error) {
    notify.error({
      title: 'Error',
      description:
        error instanceof ApiError && error.status < 500 && error.status > 0
          ? error.message
          : 'Failed to update photo details',
    });
    return false;
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

export function usePhotoList(): PhotoListState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    current,
  );
}

export const photoDefaults = { brand: defaultPhotoBrand, condition: defaultPhotoCondition };

/** For tests: forget everything, as a fresh page load would. */
export function resetPhotoStore(): void {
  for (const controller of uploads.values()) controller.abort();
  uploads.clear();
  pendingBytes.clear();
  queue = Promise.resolve();
  state = undefined;
}
