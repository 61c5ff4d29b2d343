import type { InjectOptions } from 'fastify';
import type { TestUser } from '#src/server/test/sessions.ts';
import type { TestApp } from '#src/server/test/test-app.ts';
import { uploadDraft } from '#src/server/test/uploads.ts';
import type { Photo } from '#src/shared/photos/photo.schema.ts';

/** What the recognition tests share: the two requests and an upload in a signed-in person's browser. */
export const analyze = (payload: unknown, cookie?: string): InjectOptions => ({
  method: 'POST',
  url: '/api/analyze-image',
  payload: payload as InjectOptions['payload'],
  headers: cookie ? { cookie } : {},
});
export const status = (id: string, cookie: string): InjectOptions => ({
  method: 'GET',
  url: `/api/photos/${id}/analysis`,
  headers: { cookie },
});

/** Uploads a photo in this person's browser; the cookie sends their session and the browser's draft key. */
export async function uploadAs(t: TestApp, person: TestUser): Promise<{ photo: Photo; cookie: string }> {
  const { photo, cookie: draft } = await uploadDraft(t.app, person.cookie);
  return { photo, cookie: `${person.cookie}; ${draft}` };
}
