// @vitest-environment node
// Node's own Blob, FormData and structuredClone (jsdom's Blob cannot be stored by fake-indexeddb).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { addToQueue, closeQueueDb, makeReference, type QueuedRequest, readQueue } from './booth-queue.ts';
import { backoffMs, onQueuedSent, pickupDateFor, syncQueue } from './booth-sync.ts';

// The booth's queue against a stand-in for the API (the real API and browser are in
// e2e/events.spec.ts): order, backoff kept in IndexedDB, refusals set aside, swept drafts.

type Handler = (url: string, init: RequestInit) => { status: number; body: unknown } | 'offline';

let handler: Handler;
const calls: { url: string; key?: string; body?: Record<string, unknown> }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      url,
      key: headers['Idempotency-Key'],
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    });
    const answer = handler(url, init);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  closeQueueDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('ligpit-booth');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
});

function request(name: string, overrides: Partial<QueuedRequest> = {}): Omit<QueuedRequest, 'seq'> {
  return {
    reference: makeReference(),
    idempotencyKey: `key-${name}`,
    eventSlug: 'bgc-flea',
    values: {
      name,
      email: `${name.toLowerCase()}@example.ph`,
      phone: '+63 9171234567',
      city: 'Taguig',
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      pickupDate: addDays(manilaDate(), 10),
      handover: 'pickup',
      eventSlot: '',
    },
    queuedAt: new Date().toISOString(),
    photos: [{ blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }],
    attempts: 0,
    nextAttemptAt: 0,
    state: 'waiting',
    ...overrides,
  };
}

let photoCount = 0;
const api: Handler = (url) => {
  if (url === '/api/photos') return { status: 201, body: { id: `photo-${++photoCount}` } };
  return { status: 201, body: { trackingNumber: `TN${String(photoCount).padStart(6, '0')}` } };
};

describe('the booth queue', () => {
  it('sends oldest first, each with its own key, queued time and photos, then forgets it', async () => {
    handler = api;
    await addToQueue(request('Ana'));
    await addToQueue(request('Ben'));
    const sent: string[] = [];
    const stop = onQueuedSent((s) => sent.push(s.trackingNumber));
    await syncQueue();
    stop();
    const submits = calls.filter((c) => c.url === '/api/submissions');
    expect(submits.map((c) => c.body?.name)).toEqual(['Ana', 'Ben']);
    expect(submits.map((c) => c.key)).toEqual(['key-Ana', 'key-Ben']);
    expect(submits[0]?.body).toMatchObject({ eventSlug: 'bgc-flea', photoIds: ['photo-1'] });
    expect(typeof submits[0]?.body?.queuedAt).toBe('string');
    expect(sent).toHaveLength(2);
    expect(await readQueue()).toEqual([]);
  });

  it('holds the queue in order when the network is gone, and keeps the backoff for after a reload', async () => {
    handler = () => 'offline';
    await addToQueue(request('Ana'));
    await addToQueue(request('Ben'));
    await syncQueue();
    const [ana, ben] = await readQueue();
    expect(ana).toMatchObject({ attempts: 1, state: 'waiting' });
    expect(ana!.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(ben).toMatchObject({ attempts: 0 }); // not tried before the one ahead of it
    expect(calls.every((c) => c.url === '/api/photos')).toBe(true);

    // Not due yet: a new run (a reload) does not try again.
    calls.length = 0;
    await syncQueue();
    expect(calls).toEqual([]);
  });

  it('does not upload a photo twice when the submit fails after it', async () => {
    let submits = 0;
    handler = (url, init) => {
      if (url === '/api/submissions' && ++submits === 1) return 'offline';
      return api(url, init);
    };
    await addToQueue(request('Ana'));
    await syncQueue();
    const [waiting] = await readQueue();
    expect(waiting?.photos[0]?.serverId).toBeDefined();
    await (await import('./booth-queue.ts')).saveQueued({ ...waiting!, nextAttemptAt: 0 });
    await syncQueue();
    expect(calls.filter((c) => c.url === '/api/photos')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/submissions').map((c) => c.key)).toEqual(['key-Ana', 'key-Ana']);
    expect(await readQueue()).toEqual([]);
  });

  it('sets a refused request aside for staff and sends the ones behind it', async () => {
    handler = (url, init) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
      if (url === '/api/submissions' && body.name === 'Ana') {
        return {
          status: 409,
          body: { error: 'EVENT_CLOSED', message: 'This event has ended and is no longer taking requests.' },
        };
      }
      return api(url, init);
    };
    await addToQueue(request('Ana'));
    await addToQueue(request('Ben'));
    await syncQueue();
    const left = await readQueue();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      state: 'stuck',
      lastError: 'This event has ended and is no longer taking requests.',
    });
    expect(left[0]?.values.name).toBe('Ana');
  });

  it('uploads the photos again once when the drafts were swept meanwhile', async () => {
    let submits = 0;
    handler = (url, init) => {
      if (url === '/api/submissions' && ++submits === 1) {
        return {
          status: 400,
          body: { error: 'BAD_REQUEST', message: 'Some of your photos are no longer available. Please remove them.' },
        };
      }
      return api(url, init);
    };
    await addToQueue(request('Ana', { photos: [{ serverId: 'swept', blob: new Blob(['jpeg']) }] }));
    await syncQueue();
    expect(calls.map((c) => c.url)).toEqual(['/api/submissions', '/api/photos', '/api/submissions']);
    expect(calls[2]?.body?.photoIds).not.toContain('swept');
    expect(await readQueue()).toEqual([]);
  });
});

describe('booth rules', () => {
  it('backs off 5 s, 10 s, 20 s … up to 5 minutes', () => {
    expect([1, 2, 3, 10].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 300_000]);
  });

  it('moves a pickup date that slipped out of the 7–30 day window to its nearest day', () => {
    const now = new Date('2026-05-16T10:00:00+08:00');
    expect(pickupDateFor('2026-05-23', now)).toBe('2026-05-23');
    expect(pickupDateFor('2026-05-20', now)).toBe('2026-05-23');
    expect(pickupDateFor('2026-07-01', now)).toBe('2026-06-15');
  });

  it('makes references that cannot be taken for a tracking number', () => {
    expect(makeReference()).toMatch(/^B-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });
});
