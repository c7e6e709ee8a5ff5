// POST /user/upload (and any multipart upload: postFormWithProgress) through XMLHttpRequest,
// because fetch cannot report upload progress;
// DELETE /user/{id}/image/{imageId} through the client. Both answer the member's images.
import type { UploadType, UserImagesResponse } from '../entities/upload';
import { PLATFORM_MESSAGES } from '../messages';
import { ApiError, api } from './client';

export interface UploadImagesRequest {
  /** Where to: the member's own photos (default), or a profile's from the console (`/profile/{id}/upload`, no type). */
  path?: string;
  type?: UploadType;
  /** Already checked and scaled in the browser (member spec §5); sent as the `files` field. */
  files: readonly File[];
  /** 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads photos; they come back under moderation until approved. Fails with an ApiError. */
export async function uploadImages(
  request: UploadImagesRequest,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UserImagesResponse> {
  const body = new FormData();
  if (request.type) body.append('type', request.type);
  for (const file of request.files) body.append('files', file, file.name);
  return postFormWithProgress<UserImagesResponse>(request.path ?? '/user/upload', body, request, createRequest);
}

/**
 * POSTs a multipart form to the API, reporting the bytes sent (fetch cannot). Answers the parsed
 * JSON; fails with an ApiError carrying the server's sentence.
 */
export async function postFormWithProgress<Answer>(
  path: string,
  body: FormData,
  request: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<Answer> {
  const { url, headers } = await api.endpoint(path);
  return new Promise<Answer>((resolve, reject) => {
    const xhr = createRequest();
    const onAbort = () => xhr.abort();
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      const parsed = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(1);
        resolve(parsed as Answer);
      } else {
        reject(new ApiError(xhr.status, serverMessage(parsed) ?? PLATFORM_MESSAGES.uploadFailed, parsed));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, PLATFORM_MESSAGES.uploadFailed));
    };
    xhr.onabort = () => {
      settle();
      reject(new ApiError(0, 'The upload was cancelled'));
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

export function deleteImage(userId: string, imageId: string): Promise<UserImagesResponse> {
  return api.request<UserImagesResponse>('delete', `/user/${encodeURIComponent(userId)}/image/${encodeURIComponent(imageId)}`, {
    loader: false,
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
}
