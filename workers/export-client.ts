// The page's way to the export worker (issue 15): an animation with progress, a way to stop it, and
// the phase sheet. A worker draws and encodes where the platform has module workers; otherwise (or
// when the worker fails to start) this thread does, the encoders then loaded on first use.
import * as Comlink from 'comlink';
import { fallibleWorker } from './fallible-worker';
import type { AnimationRequest, ExportApi, ExportedFile, ExportProgress } from './export/export-api';
import { ExportCancelled, ExportUnsupported } from './export/export-errors';
import type { PlayData } from '../engine';

export interface ExportClient {
  /** The animation; rejects with ExportCancelled after cancel(). */
  animation(request: AnimationRequest, onProgress?: ExportProgress): Promise<ExportedFile>;
  sheet(play: PlayData): Promise<ExportedFile>;
  /** Stops every export under way. */
  cancel(): void;
  readonly mode: 'worker' | 'in-thread';
  /** Stops the worker; later exports run in this thread. */
  dispose(): void;
}

/** An error that crossed the worker boundary as a plain error: made its own class again. */
function asExportError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'ExportCancelled' && !(error instanceof ExportCancelled)) return new ExportCancelled();
  if (error.name === 'ExportUnsupported' && !(error instanceof ExportUnsupported)) return new ExportUnsupported((error as Partial<ExportUnsupported>).what === 'video' ? 'video' : 'canvas');
  return error;
}

function inThreadClient(): ExportClient {
  let api: Promise<ExportApi> | undefined;
  const get = () => (api ??= import('./export/export-api').then((module) => module.createExportApi()));
  return {
    animation: async (request, onProgress) => (await get()).animation(request, onProgress),
    sheet: async (play) => (await get()).sheet(play),
    // Nothing to stop when this thread has never exported (its encoders are not even loaded).
    cancel: () => void api?.then((loaded) => loaded.cancel()),
    mode: 'in-thread',
    dispose: () => {},
  };
}

export function createExportClient(options: { useWorker?: boolean } = {}): ExportClient {
  const inThread = inThreadClient();
  if ((options.useWorker ?? true) && typeof Worker !== 'undefined') {
    try {
      return workerClient(inThread);
    } catch {
      // The page may forbid workers (a content security policy): exports still work.
    }
  }
  return inThread;
}

function workerClient(inThread: ExportClient): ExportClient {
  const { remote, usable, run, stop } = fallibleWorker<ExportApi>(() => new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'courtside-export' }));
  /** `call` in the worker (its errors made their own classes again), or in this thread once the worker has failed. */
  const inWorker = <T,>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> =>
    run(() => call().catch((error: unknown) => Promise.reject(asExportError(error))), fallback);
  return {
    animation: (request, onProgress) =>
      inWorker(
        () => remote.animation(request, onProgress === undefined ? undefined : Comlink.proxy(onProgress)),
        () => inThread.animation(request, onProgress),
      ),
    sheet: (play) => inWorker(() => remote.sheet(play), () => inThread.sheet(play)),
    cancel() {
      if (usable()) void remote.cancel();
      inThread.cancel();
    },
    get mode() {
      return usable() ? 'worker' : 'in-thread';
    },
    dispose: stop,
  };
}
