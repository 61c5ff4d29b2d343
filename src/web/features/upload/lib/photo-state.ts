import type { Photo } from '#src/shared/photos/photo.schema.ts';
import { getCookie, readSession, setCookie, storageKeys, writeSession } from '#src/web/lib/browser-storage.ts';

// product.md §3 "Local photo state" and §4: the list survives a reload, but is dropped when the
// photoTimestamp cookie (kept 1 day) is older than 30 minutes.
export const photoTimestampCookie = 'photoTimestamp';
export const photoStateMaxAgeMs = 30 * 60 * 1000;
const cookieMaxAgeSeconds = 24 * 60 * 60;

/** A photo that the server has stored as a draft of this browser. */
export interface SavedPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  label: string;
  brand: string;
  condition: string;
  timestamp: number;
}

export interface SavedPhotoState {
  photos: SavedPhoto[];
  currentIndex: number;
}

export function toSavedPhoto(photo: Photo, timestamp: number): SavedPhoto {
  const { id, url, thumbUrl, label, brand, condition } = photo;
  return { id, url, thumbUrl, label, brand, condition, timestamp };
}

export function loadPhotoState(now: number = Date.now()): SavedPhotoState {
  const empty: SavedPhotoState = { photos: [], currentIndex: 0 };
  const stamp = Number(getCookie(photoTimestampCookie));
  if (!Number.isFinite(stamp) || stamp <= 0 || now - stamp > photoStateMaxAgeMs) return empty;
  const saved = readSession<SavedPhotoState>(storageKeys.photoState);
  if (!saved || !Array.isArray(saved.photos)) return empty;
  const photos = saved.photos.filter((p) => typeof p?.id === 'string' && typeof p.url === 'string');
  const currentIndex = Math.min(Math.max(0, Number(saved.currentIndex) || 0), Math.max(0, photos.length - 1));
  return { photos, currentIndex };
}

export function savePhotoState(state: SavedPhotoState, now: number = Date.now()): void {
  writeSession(storageKeys.photoState, state);
  setCookie(photoTimestampCookie, String(now), cookieMaxAgeSeconds);
}

/** product.md §4: after a delete the index moves down, and is 0 when the list is empty. */
export function indexAfterDelete(currentIndex: number, deletedIndex: number, remaining: number): number {
  if (remaining <= 0) return 0;
  const moved = deletedIndex < currentIndex || (deletedIndex === currentIndex && currentIndex > 0);
  return Math.min(moved ? currentIndex - 1 : currentIndex, remaining - 1);
}

/** Previous/next cycle round (product.md §2: cycling wraps around). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
