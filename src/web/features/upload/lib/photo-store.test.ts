import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '#src/shared/photos/photo.schema.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { answerFetch, json, seenRequests } from '#src/web/test/http.ts';
import {
  addPhotos,
  currentPhotoList,
  removePhoto,
  resetPhotoStore,
  retryPhoto,
  updatePhotoDetails,
} from './photo-store.ts';
import { submitRequest } from './submit-request.ts';

// The store's one boundary is the photos API (XMLHttpRequest for the upload progress): it is
// replaced here by a stand-in that answers as the server would. The submit goes through fetch,
// answered by the tests' HTTP server (test/http.ts).
const server = vi.hoisted(() => ({
  upload: [] as (() => Promise<unknown>)[],
  remove: undefined as undefined | (() => Promise<void>),
  update: undefined as undefined | (() => Promise<unknown>),
}));
vi.mock('#src/web/features/upload/api/photos-api.ts', () => ({
  uploadPhoto: () => (server.upload.shift() ?? (() => Promise.reject(new Error('unexpected upload'))))(),
  deletePhoto: () => (server.remove ?? (() => Promise.resolve()))(),
  updatePhoto: () => (server.update ?? (() => Promise.reject(new Error('unexpected update'))))(),
}));
// The store must show nothing itself: any toast is a failure. Toasts are recorded and checked after
// each test, not failed inside `notify`, where a try/catch around the call would swallow the failure.
const toasts = vi.hoisted(() => [] as unknown[][]);
vi.mock('#src/web/lib/toast.ts', () => ({
  notify: new Proxy(
    {},
    {
      get:
        (_, kind) =>
        (...args: unknown[]) => {
          toasts.push([String(kind), ...args]);
        },
    },
  ),
}));

const photo = (id: string, label = 'Item 1'): Photo => ({
  id,
  url: `/api/photos/${id}/file`,
  thumbUrl: `/api/photos/${id}/thumb`,
  brand: 'Random Item',
  condition: 'Unspecified',
  label,
  width: 800,
  height: 600,
  bytes: 1000,
});
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const refused = (message: string) => new ApiError(422, 'UNSUPPORTED_IMAGE', message);

beforeEach(() => {
  toasts.length = 0;
  sessionStorage.clear();
  resetPhotoStore();
  server.upload = [];
  server.remove = undefined;
  server.update = undefined;
  // jsdom has no object URLs; the store only hands them to <img>.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  expect(toasts, 'the photo store raised a toast').toEqual([]);
});

describe('photo store', () => {
  it('resolves each upload with its own outcome, the server’s reason for a refusal included', async () => {
    server.upload.push(
      async () => photo('p1'),
      async () => Promise.reject(refused('That file is not a photo.')),
      async () => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'Try later')),
    );
    const outcomes = await Promise.all(addPhotos([jpeg(), jpeg(), jpeg()]));
    expect(outcomes).toEqual([
      { kind: 'uploaded' },
      { kind: 'failed', reason: 'That file is not a photo.' },
      { kind: 'failed', reason: undefined },
    ]);
    expect(currentPhotoList().photos.map((p) => p.status)).toEqual(['uploaded', 'failed', 'failed']);
    expect(currentPhotoList().photos[0]?.saved?.id).toBe('p1');
  });

  it('retries a failed upload and reports how it went', async () => {
    server.upload.push(
      async () => Promise.reject(new ApiError(0, 'NETWORK', 'offline')),
      async () => photo('p2'),
    );
    const [first] = addPhotos([jpeg()]);
    expect(await first).toEqual({ kind: 'failed', reason: undefined });
    const key = currentPhotoList().photos[0]!.key;
    expect(await retryPhoto(key)).toEqual({ kind: 'uploaded' });
    expect(currentPhotoList().photos[0]?.status).toBe('uploaded');
  });

  it('says whether a delete went through, and keeps the photo when it did not', async () => {
    server.upload.push(
      async () => photo('p3'),
      async () => photo('p4'),
    );
    await Promise.all(addPhotos([jpeg(), jpeg()]));
    const [kept, gone] = currentPhotoList().photos.map((p) => p.key);

    server.remove = () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom'));
    expect(await removePhoto(kept!)).toEqual({ kind: 'failed' });
    expect(currentPhotoList().photos).toHaveLength(2);

    // Already gone on the server: gone here too.
    server.remove = () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Photo not found'));
    expect(await removePhoto(gone!)).toEqual({ kind: 'removed' });
    expect(await removePhoto(gone!)).toEqual({ kind: 'missing' });
    expect(currentPhotoList().photos.map((p) => p.key)).toEqual([kept]);
  });

  it('saves photo details, or passes on the server’s reason', async () => {
    server.upload.push(async () => photo('p5'));
    await Promise.all(addPhotos([jpeg()]));
    const key = currentPhotoList().photos[0]!.key;
    const details = { label: 'Desk Lamp', brand: 'IKEA', condition: 'Good' };

    server.update = async () => ({ ...photo('p5', 'Desk Lamp'), brand: 'IKEA', condition: 'Good' });
    expect(await updatePhotoDetails(key, details)).toEqual({ kind: 'updated' });
    expect(currentPhotoList().photos[0]?.saved).toMatchObject(details);

    server.update = () => Promise.reject(refused('Please enter a brand'));
    expect(await updatePhotoDetails(key, details)).toEqual({ kind: 'failed', reason: 'Please enter a brand' });
    expect(await updatePhotoDetails('no-such-key', details)).toEqual({ kind: 'missing' });
  });
});

describe('submit', () => {
  const owner = {
    name: 'Ana Cruz',
    email: 'ana@example.ph',
    phone: '+63 9171234567',
    city: 'Pasig',
    address: '12 Shaw Blvd.',
    barangay: 'Kapitolyo',
    pickupDate: '2026-12-01',
  };

  it('refuses while a photo failed to upload, without asking the server', async () => {
    const seen = seenRequests();
    server.upload.push(async () => Promise.reject(refused('No.')));
    await Promise.all(addPhotos([jpeg()]));
    const outcome = await submitRequest(owner, undefined);
    expect(outcome).toMatchObject({
      kind: 'refused',
      problem: { kind: 'toast', notice: { title: 'Failed to upload photo' } },
    });
    expect(seen).toEqual([]);
  });

  it('submits the uploaded photos once, then empties the list', async () => {
    // The server holds the first submit's answer until the second was refused as busy.
    const held: { answer?: (response: Response) => void } = {};
    const seen = answerFetch(() => new Promise<Response>((resolve) => (held.answer = resolve)));
    server.upload.push(async () => photo('0f8fad5b-d9cb-469f-a165-70867728950e'));
    await Promise.all(addPhotos([jpeg()]));

    const first = submitRequest(owner, 'sm-aura');
    expect(await submitRequest(owner, 'sm-aura')).toEqual({ kind: 'busy' });
    await vi.waitFor(() => expect(held.answer).toBeDefined());
    held.answer!(json(201, { trackingNumber: 'AB12CD34' }));
    expect(await first).toEqual({ kind: 'submitted', trackingNumber: 'AB12CD34' });

    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toMatchObject({ photoIds: ['0f8fad5b-d9cb-469f-a165-70867728950e'], eventSlug: 'sm-aura' });
    expect(currentPhotoList().photos).toEqual([]);
  });

  it('keeps the photos and reports the server’s validation problem as the form shows its own', async () => {
    answerFetch(() =>
      json(400, {
        error: 'VALIDATION',
        message: 'Please enter your name',
        key: 'submissions.nameRequired',
        issues: [{ path: 'name', message: 'Please enter your name', key: 'submissions.nameRequired' }],
      }),
    );
    server.upload.push(async () => photo('0f8fad5b-d9cb-469f-a165-70867728950e'));
    await Promise.all(addPhotos([jpeg()]));
    expect(await submitRequest(owner, undefined)).toEqual({
      kind: 'refused',
      problem: {
        kind: 'toast',
        field: 'name',
        notice: { title: 'Missing Information', description: 'Please enter your name' },
      },
    });
    expect(currentPhotoList().photos).toHaveLength(1);
  });
});
