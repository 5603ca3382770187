import { LOCAL_STORAGE_KEYS, type UploadKind, type UploadResponse } from '@thoughtful/shared';
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NO_REASON_MESSAGE,
  serverErrors,
} from '../../../lib/api-client';

export interface UploadOptions {
  /** Called as the file is sent, with the fraction sent so far (0 … 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.TOKEN);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isUploadResponse(data: unknown): data is UploadResponse {
  return (
    typeof data === 'object' && data !== null && typeof (data as { url?: unknown }).url === 'string'
  );
}

/**
 * `POST /api/uploads` (DESIGN.md §4): the file as multipart (`kind`, then `file`), answered with
 * `{ url }`. XMLHttpRequest rather than fetch, because only it reports how much of the body has
 * been sent, which the upload field shows as progress. Failures are `ApiError`s like apiFetch's;
 * a cancelled upload rejects with an AbortError.
 */
export function uploadFile(
  file: File,
  kind: UploadKind,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadResponse> {
  return new Promise<UploadResponse>((resolve, reject) => {
    if (signal?.aborted) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an AbortError's, never shown
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP's words, not a reader's
    xhr.open('POST', '/api/uploads');
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP's words, not a reader's
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('x-auth-token', token);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (isUploadResponse(data)) {
          onProgress?.(1);
          resolve({ url: data.url });
        } else {
          reject(new ApiError(xhr.status, [INVALID_RESPONSE_MESSAGE]));
        }
        return;
      }
      const errors = serverErrors(data) ?? [{ msg: xhr.statusText || NO_REASON_MESSAGE }];
      reject(
        new ApiError(
          xhr.status,
          errors.map((entry) => entry.msg),
          errors,
        ),
      );
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, [NETWORK_ERROR_MESSAGE])));
    xhr.addEventListener('abort', () =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an AbortError's, never shown
      reject(new DOMException('The upload was cancelled.', 'AbortError')),
    );
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    // The kind goes first, so the server knows the mode before it reads the file.
    form.append('kind', kind);
    form.append('file', file);
    xhr.send(form);
  });
}

export interface UploadVariables {
  file: File;
  kind: UploadKind;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function useUploadFile() {
  return useMutation({
    mutationFn: ({ file, kind, onProgress, signal }: UploadVariables) =>
      uploadFile(file, kind, { onProgress, signal }),
    // A failed upload is the user's to retry (a new file), never the client's.
    retry: false,
  });
}
