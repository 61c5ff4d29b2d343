import type { ApiErrorBody } from '#src/shared/core/app-error.ts';
import { photoApiPath, photosApi } from '#src/shared/photos/paths.ts';
import type { Photo, UpdatePhoto } from '#src/shared/photos/photo.schema.ts';
import { ApiError, api } from '#src/web/lib/api.ts';

const networkMessage = 'We could not reach Ligpit. Check your connection and try again.';

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
      reject(
        new ApiError(
          xhr.status,
          typeof error.error === 'string' ? error.error : `HTTP_${xhr.status}`,
          typeof error.message === 'string' ? error.message : 'Failed to upload photo',
          error.issues,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', networkMessage));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload cancelled'));
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
