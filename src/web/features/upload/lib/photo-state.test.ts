import { beforeEach, describe, expect, it } from 'vitest';
import {
  indexAfterDelete,
  loadPhotoState,
  photoStateMaxAgeMs,
  type SavedPhoto,
  savePhotoState,
  wrapIndex,
} from './photo-state.ts';

const photo = (n: number): SavedPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/api/photos/${n}/file`,
  thumbUrl: `/api/photos/${n}/thumb`,
  label: `Item ${n}`,
  brand: 'Random Item',
  condition: 'Unspecified',
  timestamp: 1,
});

beforeEach(() => {
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test's cookie jar
  document.cookie = 'photoTimestamp=; Max-Age=0; Path=/';
});

describe('photo state', () => {
  it('survives a reload within 30 minutes, with the photoTimestamp cookie', () => {
    const t0 = 1_800_000_000_000;
    savePhotoState({ photos: [photo(1), photo(2)], currentIndex: 1 }, t0);
    expect(document.cookie).toContain(`photoTimestamp=${t0}`);
    expect(JSON.parse(sessionStorage.getItem('ligpit_photo_state')!).photos).toHaveLength(2);
    expect(loadPhotoState(t0 + photoStateMaxAgeMs)).toEqual({ photos: [photo(1), photo(2)], currentIndex: 1 });
  });

  it('drops the list when the cookie is older than 30 minutes, or missing', () => {
    const t0 = 1_800_000_000_000;
    savePhotoState({ photos: [photo(1)], currentIndex: 0 }, t0);
    expect(loadPhotoState(t0 + photoStateMaxAgeMs + 1)).toEqual({ photos: [], currentIndex: 0 });
    // biome-ignore lint/suspicious/noDocumentCookie: simulating an expired cookie
    document.cookie = 'photoTimestamp=; Max-Age=0; Path=/';
    expect(loadPhotoState(t0)).toEqual({ photos: [], currentIndex: 0 });
  });

  it('wraps previous/next around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('moves the index down after a delete and resets it to 0 when the list is empty', () => {
    expect(indexAfterDelete(2, 2, 2)).toBe(1); // deleted the last one shown
    expect(indexAfterDelete(1, 1, 2)).toBe(0); // deleted the current one
    expect(indexAfterDelete(2, 0, 2)).toBe(1); // deleted one before the current
    expect(indexAfterDelete(0, 0, 2)).toBe(0); // deleted the first while showing it
    expect(indexAfterDelete(0, 1, 2)).toBe(0); // deleted one after the current
    expect(indexAfterDelete(0, 0, 0)).toBe(0);
  });
});
