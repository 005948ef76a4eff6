import { FILES_PATH, type UploadedFile } from '@jobmarket/contracts';
import { tokens } from '../../../auth/tokenStorage';
import { ACCESS_TOKEN_INVALID } from '../../../providers/envelope';
import { API_BASE, http } from '../../../providers/httpClient';
import { i18nProvider } from '../../../providers/i18n';

/** A refused or failed upload, with the api's localised `msg` (or an i18n key when the api never answered). */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    /** True when `message` is the api's own, already localised text. */
    readonly fromApi: boolean,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0…100 */
  percent: number;
}

/**
 * `POST /files` through XMLHttpRequest, because fetch reports no upload progress: the stored token and the current
 * language go along as the admin's http client sends them, and the envelope is read the same way (`data` on 00000,
 * the api's localised `msg` otherwise). An expired access token (A0230) is renewed by the admin's client — one
 * authenticated call, which shares its single-flight refresh or ends the session — and the file is sent once more.
 */
export async function uploadWithProgress(file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<UploadedFile> {
  try {
    return await sendOnce(file, onProgress, signal);
  } catch (error) {
    if (!(error instanceof UploadRefused) || error.code !== ACCESS_TOKEN_INVALID) throw error;
    await http.json(`${API_BASE}/users/me`, { signal });
    onProgress({ loaded: 0, total: file.size, percent: 0 });
    return sendOnce(file, onProgress, signal);
  }
}

function sendOnce(file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', FILES_PATH);
    const authorization = tokens.accessToken();
    if (authorization) request.setRequestHeader('Authorization', authorization);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18nProvider.getLocale());
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
    };
    request.onload = () => {
      let envelope: { code?: string; msg?: string; data?: unknown } | undefined;
      try {
        envelope = JSON.parse(request.responseText) as typeof envelope;
      } catch {
        envelope = undefined;
      }
      if (envelope?.code === '00000') {
        onProgress({ loaded: file.size, total: file.size, percent: 100 });
        resolve(envelope.data as UploadedFile);
      } else if (envelope?.msg) reject(new UploadRefused(envelope.msg, envelope.code, true));
      else reject(new UploadRefused('admin.errors.network', undefined, false));
    };
    request.onerror = () => reject(new UploadRefused('admin.errors.network', undefined, false));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
