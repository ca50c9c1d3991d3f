import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-error';
import type { MediaRecord } from './keys';
import type { UploadOptions, UploadRequest } from './upload-media';
import { UploadQueue, type StoredUpload, type UploadStore } from './upload-queue';

function memoryStore(): UploadStore & { rows: Map<string, StoredUpload> } {
  const rows = new Map<string, StoredUpload>();
  return { rows, put: async (upload) => void rows.set(upload.id, upload), delete: async (id) => void rows.delete(id), all: async () => [...rows.values()] };
}

/** A server that answers each upload as `answer` says; it keeps one file per Idempotency-Key. */
function fakeServer(goOffline: () => void) {
  const received: UploadRequest[] = [];
  const files = new Map<string, MediaRecord>();
  let answer: 'ok' | 'offline' | 'unreachable' | 'bad' | 'hang' = 'ok';
  const upload = (request: UploadRequest, options: UploadOptions) =>
    new Promise<MediaRecord>((resolve, reject) => {
      received.push(request);
      // The network drops (the browser goes offline), or the server cannot be reached while it stays online.
      if (answer === 'offline') goOffline();
      if (answer === 'offline' || answer === 'unreachable') return reject(new NetworkError('/apiv2/media'));
      if (answer === 'bad') return reject(new ApiError(415, '/apiv2/media', 'Not an accepted video'));
      if (answer === 'hang') {
        options.onProgress?.(3, request.file.size);
        options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        return;
      }
      options.onProgress?.(request.file.size, request.file.size);
      const record = files.get(request.idempotencyKey) ?? ({ media_id: `m-${files.size + 1}`, title: request.name } as MediaRecord);
      files.set(request.idempotencyKey, record);
      resolve(record);
    });
  return { received, files, upload, set: (next: typeof answer) => (answer = next) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = (name: string) => new File([new Uint8Array(10)], name, { type: 'video/mp4' });

function setup(online = true) {
  const state = { online };
  const server = fakeServer(() => (state.online = false));
  const store = memoryStore();
  let n = 0;
  const queue = new UploadQueue({ upload: server.upload, store, isOnline: () => state.online, newId: () => `key-${++n}` });
  return { server, store, state, queue };
}

describe('UploadQueue', () => {
  it('uploads several files with their own Idempotency-Keys and reports each finished one', async () => {
    const { server, queue } = setup();
    const uploaded: string[] = [];
    queue.onUploaded((record) => uploaded.push(record.media_id));
    await queue.add('team', 'video', [file('a.mp4'), file('b.mp4')]);
    await settle();
    expect(server.received.map((request) => [request.name, request.idempotencyKey, request.teamId, request.kind])).toEqual([
      ['a.mp4', 'key-1', 'team', 'video'],
      ['b.mp4', 'key-2', 'team', 'video'],
    ]);
    expect(queue.snapshot().map((task) => [task.state, task.sent])).toEqual([
      ['done', 10],
      ['done', 10],
    ]);
    expect(uploaded).toEqual(['m-1', 'm-2']);
  });

  it('keeps an upload chosen offline in the store, restores it after a reload and uploads it once when online', async () => {
    const { server, store, state, queue } = setup(false);
    await queue.add('team', 'image', [file('court.png')]);
    expect(queue.snapshot()[0]?.state).toBe('waiting');
    expect(server.received).toHaveLength(0);
    expect([...store.rows.values()].map((row) => [row.id, row.name, row.file.size])).toEqual([['key-1', 'court.png', 10]]);

    // A reload: a new queue on the same store.
    const reloaded = new UploadQueue({ upload: server.upload, store, isOnline: () => state.online, newId: () => 'other' });
    await reloaded.restore();
    expect(reloaded.snapshot().map((task) => [task.id, task.state])).toEqual([['key-1', 'waiting']]);
    state.online = true;
    await reloaded.resume();
    await settle();
    await reloaded.resume(); // a second 'online' event changes nothing
    await settle();
    expect(server.received.map((request) => request.idempotencyKey)).toEqual(['key-1']);
    expect(reloaded.snapshot()[0]?.state).toBe('done');
    expect(store.rows.size).toBe(0);
  });

  it('waits with its bytes when the network drops, and a retry with the same key is one file', async () => {
    const { server, store, state, queue } = setup();
    server.set('offline');
    await queue.add('team', 'audio', [file('whistle.mp3')]);
    await settle();
    expect(queue.snapshot()[0]?.state).toBe('waiting');
    expect(store.rows.has('key-1')).toBe(true);
    server.set('ok');
    state.online = true;
    await queue.resume();
    await settle();
    await queue.retry('key-1');
    await settle();
    expect(server.files.size).toBe(1);
    expect(queue.snapshot()[0]?.state).toBe('done');
  });

  it('fails with Retry when the server cannot be reached while online, its bytes kept; Retry or coming back online sends it once', async () => {
    const { server, store, queue } = setup();
    server.set('unreachable');
    await queue.add('team', 'image', [file('court.png'), file('press.png')]);
    await settle();
    expect(queue.snapshot().map((task) => [task.state, task.error])).toEqual([
      ['failed', null],
      ['failed', null],
    ]);
    expect([...store.rows.keys()]).toEqual(['key-1', 'key-2']);
    server.set('ok');
    await queue.retry('key-1');
    await settle();
    expect(queue.snapshot().map((task) => task.state)).toEqual(['done', 'failed']);
    await queue.resume();
    await settle();
    expect(queue.snapshot().map((task) => task.state)).toEqual(['done', 'done']);
    expect(server.files.size).toBe(2);
    expect(store.rows.size).toBe(0);
  });

  it("shows the server's refusal and retries on demand", async () => {
    const { server, queue } = setup();
    server.set('bad');
    await queue.add('team', 'video', [file('notes.zip')]);
    await settle();
    expect(queue.snapshot()[0]).toMatchObject({ state: 'failed', error: 'Not an accepted video' });
    server.set('ok');
    await queue.retry('key-1');
    await settle();
    expect(queue.snapshot()[0]?.state).toBe('done');
  });

  it('cancels an upload in flight: aborted, forgotten, its bytes gone', async () => {
    const { server, store, queue } = setup();
    server.set('hang');
    await queue.add('team', 'video', [file('long.mp4')]);
    await settle();
    expect(queue.snapshot()[0]).toMatchObject({ state: 'uploading', sent: 3 });
    await queue.cancel('key-1');
    await settle();
    expect(queue.snapshot()).toEqual([]);
    expect(store.rows.size).toBe(0);
  });
});
