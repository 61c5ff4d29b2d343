import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { draftCookieName } from '#src/server/auth/draft-key.ts';
import type { Photo } from '#src/shared/photos/photo.schema.ts';
import { makeJpeg } from './images.ts';
import { multipartFile } from './multipart.ts';

/** A fresh folder under the OS temp dir, e.g. for DATA_DIR; `remove` deletes it. */
export async function makeTempDir(prefix = 'ligpit-test-'): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  return { path: dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

/** "ligpit_draft=…" from a response's Set-Cookie, ready to send back as a Cookie header. */
export function draftCookieFrom(res: LightMyRequestResponse): string | null {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = list.find((c) => c.startsWith(`${draftCookieName}=`));
  return found ? found.split(';')[0]! : null;
}

export function uploadPhoto(
  app: FastifyInstance,
  data: Buffer,
  opts: { cookie?: string | null; field?: string; filename?: string; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartFile(data, opts);
  return app.inject({
    method: 'POST',
    url: '/api/photos',
    payload,
    headers: { ...headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
}

let smallJpeg: Promise<Buffer> | undefined;

/** Uploads a small photo as a browser would; returns the photo and the browser's draft cookie. */
export async function uploadDraft(
  app: FastifyInstance,
  cookie?: string | null,
): Promise<{ photo: Photo; cookie: string }> {
  smallJpeg ??= makeJpeg(320, 240);
  const res = await uploadPhoto(app, await smallJpeg, { cookie });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return { photo: res.json() as Photo, cookie: draftCookieFrom(res) ?? cookie! };
}
