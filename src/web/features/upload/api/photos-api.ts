import type { ApiErrorBody } from '#src/shared/core/app-error.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { photoApiPath, photosApi } from '#src/shared/photos/paths.ts';
import type { Photo, UpdatePhoto } from '#src/shared/photos/photo.schema.ts';
import { ApiError, api, apiErrorFrom } from '#src/web/lib/api.ts';

/**
 * POST /api/photos with upload progress. XMLHttpRequest because fetch still has no upload
 * progress events; the server sets the draft-key cookie on the first upload.
 */
export function uploadPhoto(
  file: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', photosApi.upload);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as Photo);
        return;
      }
      const error = (body ?? {}) as Partial<ApiErrorBody>;
      void apiErrorFrom(xhr.status, { message: m['photos.uploadFailed'](), ...error }).then(reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', m['core.network']()));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', m['photos.uploadCancelled']()));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('photo', file, 'photo.jpg');
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function deletePhoto(id: string): Promise<void> {
  return api<void>(photoApiPath(id), { method: 'DELETE' });
}

export function updatePhoto(id: string, changes: UpdatePhoto): Promise<Photo> {
  return api<Photo>(photoApiPath(id), { method: 'PATCH', body: changes });
}
