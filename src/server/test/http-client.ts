import { randomUUID } from 'node:crypto';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { barangaysOf } from '#src/shared/scheduling/barangays.ts';
import { makeJpeg } from './images.ts';

// The browser's calls over real HTTP, for tests that run the server in a child process
// (server-process.ts): upload a draft photo, submit a request, track it.

let jpeg: Promise<Buffer> | undefined;
/** A small JPEG, made once. */
export function smallJpeg(): Promise<Buffer> {
  jpeg ??= makeJpeg(320, 240);
  return jpeg;
}

/** "name=value" of the cookies a response sets, joined for a Cookie header (merged over `previous`). */
export function cookiesOf(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.split('=')[0]!, c] as const),
  );
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    jar.set(pair.split('=')[0]!, pair);
  }
  return [...jar.values()].join('; ');
}

export interface Draft {
  id: string;
  url: string;
  thumbUrl: string;
}

/** POST /api/photos as a browser's FormData upload; returns the photo and the browser's cookies. */
export async function uploadOver(
  base: string,
  cookie = '',
  headers: Record<string, string> = {},
): Promise<{ photo: Draft; cookie: string }> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${base}/api/photos`, {
    method: 'POST',
    body: form,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return { photo: (await res.json()) as Draft, cookie: cookiesOf(res, cookie) };
}

const cities = ['Makati', 'Mandaluyong', 'Manila', 'Pasig', 'Taguig'];
let people = 0;
/** A valid guest submission for a person of their own (each has their own message budget). */
export function guestSubmission(photoIds: string[]): Record<string, unknown> & { email: string; phone: string } {
  people++;
  const n = String(1_000_000 + ((process.pid * 37 + people) % 9_000_000)).padStart(7, '0');
  const city = cities[people % cities.length] ?? 'Makati';
  return {
    name: 'Maria Santos',
    email: `maria.${process.pid}.${people}@example.ph`,
    phone: `+63 918 ${n.slice(0, 3)} ${n.slice(3)}`,
    // Spread over cities and days: a day's pickup capacity is counted per city (decision 038).
    city,
    address: '12 Mabini St.',
    // Issue 37: a barangay of the city (the PSGC list).
    barangay: barangaysOf(city)[0]?.name ?? '',
    pickupDate: addDays(manilaDate(), 8 + (Math.floor(people / cities.length) % 20)),
    photoIds,
  };
}

/** Uploads a photo and submits a request with it; returns the tracking number and the browser's cookies. */
export async function submitOver(
  base: string,
  opts: { headers?: Record<string, string> } = {},
): Promise<{ trackingNumber: string; cookie: string; photoId: string; body: ReturnType<typeof guestSubmission> }> {
  const headers = opts.headers ?? {};
  const { photo, cookie } = await uploadOver(base, '', headers);
  const body = guestSubmission([photo.id]);
  const res = await fetch(`${base}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), cookie, ...headers },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
  const { trackingNumber } = (await res.json()) as { trackingNumber: string };
  return { trackingNumber, cookie, photoId: photo.id, body };
}
