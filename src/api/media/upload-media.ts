// Uploading a file: the raw bytes as the body, with XMLHttpRequest because fetch reports no upload
// progress in most browsers. The Idempotency-Key makes a retried upload one file on the server.
import { ApiError, NetworkError } from '../../lib/api-error';
import { API_BASE } from '../../lib/api-base';
import { buildUrl, coachLanguage } from '../../data/api-client';
import { tokenStore } from '../../data/token-store';
import type { MediaKind, MediaRecord } from './keys';

export interface UploadRequest {
  teamId: string;
  kind: MediaKind;
  file: Blob;
  name: string;
  idempotencyKey: string;
  title?: string;
  notes?: string;
}

export interface UploadOptions {
  /** Bytes sent of the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Tests hand in their own. */
  createRequest?: () => XMLHttpRequest;
  accessToken?: () => Promise<string | null>;
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function detailOf(body: unknown, fallback: string): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error ? error : fallback;
}

export async function uploadMedia(upload: UploadRequest, options: UploadOptions = {}): Promise<MediaRecord> {
  const url = buildUrl(API_BASE, '/media', { team_id: upload.teamId, kind: upload.kind, name: upload.name, title: upload.title, notes: upload.notes });
  const token = await (options.accessToken ?? (() => tokenStore.freshAccessToken()))();
  if (options.signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
  return new Promise<MediaRecord>((resolve, reject) => {
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    const language = coachLanguage();
    if (language) xhr.setRequestHeader('accept-language', language);
    xhr.setRequestHeader('content-type', upload.file.type || 'application/octet-stream');
    xhr.setRequestHeader('idempotency-key', upload.idempotencyKey);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : upload.file.size);
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as MediaRecord);
      else reject(new ApiError(xhr.status, url, detailOf(body, xhr.statusText || `status ${xhr.status}`), body));
    };
    xhr.onerror = () => reject(new NetworkError(url));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(upload.file);
  });
}
