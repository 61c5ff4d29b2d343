import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { barangaysOf, findBarangay } from '#src/shared/scheduling/barangays.ts';

/** What the submission tests share: a valid guest body, a submit call and a browser with draft photos. */
export const newKey = () => randomUUID();

let people = 0;

function barangayFor(location: unknown): string {
  return findBarangay(String(location), 'Poblacion')?.name ?? barangaysOf(String(location))[0]?.name ?? 'Poblacion';
}
/** A valid body for a person of their own: each phone and address has its own message budget (decision 033). */
export function validBody(photoIds: string[], overrides: Record<string, unknown> = {}) {
  people++;
  return {
    name: 'Maria Santos',
    email: `maria.santos.${people}@example.ph`,
    phone: `+63 918 ${String(10_000_000 + people).slice(1, 4)} ${String(10_000_000 + people).slice(4)}`,
    city: 'Makati',
    address: '12 Mabini St.',
    // Issue 37: a barangay of the city a test chose (the PSGC list), Makati's Poblacion by default.
    barangay: barangayFor(overrides.city ?? overrides.location ?? 'Makati'),
    pickupDate: addDays(manilaDate(), 10),
    photoIds,
    ...overrides,
  };
}

export function submit(
  app: FastifyInstance,
  body: unknown,
  opts: { cookie?: string | null; key?: string | null } = {},
) {
  const key = opts.key === undefined ? newKey() : opts.key;
  return app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });
}

/** A browser with `n` draft photos. */
export async function browserWithPhotos(
  app: FastifyInstance,
  n: number,
): Promise<{ cookie: string; photoIds: string[] }> {
  let cookie: string | null = null;
  const photoIds: string[] = [];
  for (let i = 0; i < n; i++) {
    const up = await uploadDraft(app, cookie);
    cookie = up.cookie;
    photoIds.push(up.photo.id);
  }
  return { cookie: cookie!, photoIds };
}

/** An app with a photo folder of its own, as the submission tests run it; `close` removes both. */
export async function openSubmissionApp(): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const dataDir = await makeTempDir();
  const t = await createTestApp({
    env: { DATA_DIR: dataDir.path, RATE_LIMIT_ALLOW: '127.0.0.1', PUBLIC_URL: 'https://ligpit.example' },
  });
  return {
    t,
    close: async () => {
      await t.close();
      await dataDir.remove();
    },
  };
}
