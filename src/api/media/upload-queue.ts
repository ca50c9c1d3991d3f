// The uploads a coach chose (issue 18): each with its progress, cancel and retry. An upload chosen
// offline, or cut off by the network, waits with its bytes in IndexedDB (the JSON offline queue of
// src/data cannot carry blobs) and goes on when the browser is back online, after a reload too. Its
// Idempotency-Key is kept with it, so a retry that the server already took is never a second file.
import { openDB, type IDBPDatabase } from 'idb';
import { NetworkError } from '../../lib/api-error';
import { isAbortError } from '../../data/api-client';
import type { MediaKind, MediaRecord } from './keys';
import type { UploadOptions, UploadRequest } from './upload-media';

export type UploadState = 'uploading' | 'waiting' | 'failed' | 'done';

export interface UploadTask {
  /** Also the upload's Idempotency-Key. */
  id: string;
  teamId: string;
  kind: MediaKind;
  name: string;
  size: number;
  state: UploadState;
  sent: number;
  /** Why it failed, in the server's words; null for a failed upload the server could not be reached for. */
  error: string | null;
  record: MediaRecord | null;
}

/** What waits in IndexedDB: the task and its bytes. */
export interface StoredUpload {
  id: string;
  teamId: string;
  kind: MediaKind;
  name: string;
  file: Blob;
}

export interface UploadStore {
  put(upload: StoredUpload): Promise<void>;
  delete(id: string): Promise<void>;
  all(): Promise<StoredUpload[]>;
}

export const UPLOAD_DB_NAME = 'courtside-uploads';
const UPLOAD_STORE = 'uploads';

/** The browser's store of waiting uploads. */
export function idbUploadStore(): UploadStore {
  let database: Promise<IDBPDatabase> | null = null;
  const open = () =>
    (database ??= openDB(UPLOAD_DB_NAME, 1, {
      upgrade(db) {
        if (!db.objectStoreNames.contains(UPLOAD_STORE)) db.createObjectStore(UPLOAD_STORE, { keyPath: 'id' });
      },
    }));
  return {
    put: async (upload) => void (await (await open()).put(UPLOAD_STORE, upload)),
    delete: async (id) => void (await (await open()).delete(UPLOAD_STORE, id)),
    all: async () => (await (await open()).getAll(UPLOAD_STORE)) as StoredUpload[],
  };
}

export interface UploadQueueDeps {
  upload: (request: UploadRequest, options: UploadOptions) => Promise<MediaRecord>;
  store: UploadStore;
  isOnline: () => boolean;
  newId: () => string;
}

export class UploadQueue {
  private tasks: UploadTask[] = [];
  private files = new Map<string, Blob>();
  private controllers = new Map<string, AbortController>();
  private listeners = new Set<() => void>();
  private uploadedListeners = new Set<(record: MediaRecord) => void>();

  constructor(private readonly deps: UploadQueueDeps) {}

  snapshot = (): readonly UploadTask[] => this.tasks;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Tells `listener` of each finished upload (the lists refresh). */
  onUploaded(listener: (record: MediaRecord) => void): () => void {
    this.uploadedListeners.add(listener);
    return () => this.uploadedListeners.delete(listener);
  }

  private change(id: string, patch: Partial<UploadTask>): void {
    this.tasks = this.tasks.map((task) => (task.id === id ? { ...task, ...patch } : task));
    for (const listener of this.listeners) listener();
  }

  private setTasks(tasks: UploadTask[]): void {
    this.tasks = tasks;
    for (const listener of this.listeners) listener();
  }

  /** Uploads `files` to the team's `kind` list; offline they wait. Resolves with their ids when each has started or is waiting. */
  async add(teamId: string, kind: MediaKind, files: readonly File[]): Promise<string[]> {
    const added = files.map((file) => {
      const task: UploadTask = { id: this.deps.newId(), teamId, kind, name: file.name, size: file.size, state: 'waiting', sent: 0, error: null, record: null };
      this.files.set(task.id, file);
      return task;
    });
    this.setTasks([...this.tasks, ...added]);
    await Promise.all(added.map((task) => this.start(task.id)));
    return added.map((task) => task.id);
  }

  /** The uploads left waiting by an earlier visit; those still waiting start when online. */
  async restore(): Promise<void> {
    const stored = await this.deps.store.all();
    const known = new Set(this.tasks.map((task) => task.id));
    const restored = stored
      .filter((upload) => !known.has(upload.id))
      .map((upload): UploadTask => {
        this.files.set(upload.id, upload.file);
        return { id: upload.id, teamId: upload.teamId, kind: upload.kind, name: upload.name, size: upload.file.size, state: 'waiting', sent: 0, error: null, record: null };
      });
    if (restored.length > 0) this.setTasks([...this.tasks, ...restored]);
    await this.resume();
  }

  /** Starts every waiting upload, and those the server could not be reached for (the browser is back online). */
  async resume(): Promise<void> {
    await Promise.all(this.tasks.filter((task) => task.state === 'waiting' || (task.state === 'failed' && task.error === null)).map((task) => this.start(task.id)));
  }

  retry(id: string): Promise<void> {
    return this.start(id);
  }

  /** Stops an upload and forgets it (its bytes too). */
  async cancel(id: string): Promise<void> {
    this.controllers.get(id)?.abort();
    this.controllers.delete(id);
    this.files.delete(id);
    this.setTasks(this.tasks.filter((task) => task.id !== id));
    await this.deps.store.delete(id);
  }

  /** Takes finished uploads off the list. */
  clearDone(): void {
    this.setTasks(this.tasks.filter((task) => task.state !== 'done'));
  }

  private async wait(task: UploadTask, file: Blob): Promise<void> {
    this.change(task.id, { state: 'waiting', sent: 0, error: null });
    await this.deps.store.put({ id: task.id, teamId: task.teamId, kind: task.kind, name: task.name, file });
  }

  private async start(id: string): Promise<void> {
    const task = this.tasks.find((candidate) => candidate.id === id);
    const file = this.files.get(id);
    if (!task || !file || task.state === 'uploading' || task.state === 'done') return;
    if (!this.deps.isOnline()) return this.wait(task, file);
    const controller = new AbortController();
    this.controllers.set(id, controller);
    this.change(id, { state: 'uploading', sent: 0, error: null });
    const run = async () => {
      try {
        const record = await this.deps.upload(
          { teamId: task.teamId, kind: task.kind, file, name: task.name, idempotencyKey: task.id },
          { signal: controller.signal, onProgress: (sent) => this.change(id, { sent }) },
        );
        this.files.delete(id);
        this.change(id, { state: 'done', sent: task.size, record });
        await this.deps.store.delete(id);
        for (const listener of this.uploadedListeners) listener(record);
      } catch (error) {
        if (isAbortError(error)) return;
        if (error instanceof NetworkError) {
          // Cut off by the network: it waits (its bytes kept) and goes on when online again. Where the
          // browser still says it is online, nothing will say so: it fails with Retry instead (its bytes
          // still kept, so a reload or the browser coming back online tries it again too).
          await this.wait(task, file);
          if (this.deps.isOnline() && this.tasks.some((candidate) => candidate.id === id && candidate.state === 'waiting')) this.change(id, { state: 'failed', error: null });
        } else this.change(id, { state: 'failed', error: error instanceof Error ? ((error as { detail?: string }).detail ?? error.message) : String(error) });
      } finally {
        this.controllers.delete(id);
      }
    };
    // The upload runs on; add() resolves once it has started.
    void run();
  }
}
