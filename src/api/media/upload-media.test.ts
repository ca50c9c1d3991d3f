import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-error';
import { DEFAULT_LANGUAGE, setLanguage } from '../../lib/i18n';
import { mediaInUse } from './delete-media';
import { uploadMedia } from './upload-media';

/** An XMLHttpRequest stand-in that answers as `respond` says once sent. */
function fakeXhr(respond: (xhr: FakeXhr) => void) {
  const made: FakeXhr[] = [];
  return {
    made,
    create: () => {
      const xhr = new FakeXhr(respond);
      made.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  };
}

class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly respond: (xhr: FakeXhr) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.respond(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const request = { teamId: 'team-1', kind: 'video' as const, file: new Blob([new Uint8Array(8)], { type: 'video/mp4' }), name: 'drill 1.mp4', idempotencyKey: 'key-1' };

describe('uploadMedia', () => {
  it('sends the raw file with the query, token and Idempotency-Key, and reports progress', async () => {
    const progress: number[] = [];
    const xhr = fakeXhr((x) => {
      x.upload.onprogress?.({ loaded: 4, total: 8, lengthComputable: true });
      x.answer(201, { media_id: 'm-1' });
    });
    const record = await uploadMedia(request, { createRequest: xhr.create, accessToken: async () => 'token', onProgress: (sent) => progress.push(sent) });
    expect(record).toEqual({ media_id: 'm-1' });
    const [sent] = xhr.made;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/apiv2/media?team_id=team-1&kind=video&name=drill+1.mp4');
    expect(sent?.headers).toMatchObject({ authorization: 'Bearer token', 'idempotency-key': 'key-1', 'content-type': 'video/mp4', 'accept-language': 'en' });
    expect(sent?.body).toBe(request.file);
    expect(progress).toEqual([4]);
  });

  it("asks for the server's sentences in the coach's language", async () => {
    const xhr = fakeXhr((x) => x.answer(201, { media_id: 'm-1' }));
    await setLanguage('fr');
    await uploadMedia(request, { createRequest: xhr.create, accessToken: async () => null }).finally(() => setLanguage(DEFAULT_LANGUAGE));
    expect(xhr.made[0]?.headers['accept-language']).toBe('fr');
  });

  it("turns a refusal into an ApiError with the server's sentence", async () => {
    const xhr = fakeXhr((x) => x.answer(413, { error: 'Videos may be at most 1 GB' }));
    const error = await uploadMedia(request, { createRequest: xhr.create, accessToken: async () => null }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, detail: 'Videos may be at most 1 GB' });
    expect(error).not.toBeInstanceOf(NetworkError);
  });

  it('is a NetworkError when no answer came, and an AbortError when cancelled', async () => {
    const offline = fakeXhr((x) => x.onerror?.());
    await expect(uploadMedia(request, { createRequest: offline.create, accessToken: async () => null })).rejects.toBeInstanceOf(NetworkError);
    const controller = new AbortController();
    const hanging = fakeXhr(() => controller.abort());
    await expect(uploadMedia(request, { createRequest: hanging.create, accessToken: async () => null, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(hanging.made[0]?.aborted).toBe(true);
  });
});

describe('mediaInUse', () => {
  it('reads where a file is used from the 409 of deleting it, and nothing from other errors', () => {
    const body = { error: 'in use', plays: [{ play_id: '6f1c1f39-3b9e-4c55-8f0e-0d8e3c1f7a10', title: 'Horns' }], playbooks: [] };
    expect(mediaInUse(new ApiError(409, '/apiv2/media/x', 'in use', body))).toEqual(body);
    expect(mediaInUse(new ApiError(404, '/apiv2/media/x', 'gone', body))).toBeNull();
    expect(mediaInUse(new ApiError(409, '/apiv2/media/x', 'stale', { error: 'stale' }))).toBeNull();
    expect(mediaInUse(new Error('boom'))).toBeNull();
  });
});
