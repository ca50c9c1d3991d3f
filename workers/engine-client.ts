// The page's way to the engine: the same async API whether a worker answers (browsers) or the
// engine runs in this thread (Node tests, browsers without module workers, a worker that failed
// to start). In a browser the engine's code is then only loaded by the worker.
import type { EngineApi } from './engine-api';
import { fallibleWorker } from './fallible-worker';

/** Every engine function, answering a promise. */
export type EngineCalls = {
  [K in keyof EngineApi]: EngineApi[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export interface EngineClient extends EngineCalls {
  /** 'worker' while a worker answers; 'in-thread' without one, or once it failed to start. */
  readonly mode: 'worker' | 'in-thread';
  /** Stops the worker. Calls after this run in-thread. */
  dispose(): void;
}

export interface EngineClientOptions {
  /** Use a web worker where the platform has one (default true). */
  useWorker?: boolean;
}

/** The API's names, known here without loading the engine (the compiler checks the list). */
const API_NAMES: Readonly<Record<keyof EngineApi, true>> = {
  ping: true,
  migratePlay: true,
  migratePlayWithNotes: true,
  migratePlaybook: true,
  migrateRotation: true,
  migratePrintSettings: true,
  migratePracticePlan: true,
  computeNextPhase: true,
  canLink: true,
  isLinkInRange: true,
  findSnapTarget: true,
  resolveLinkedObject: true,
  resolveArrowEnd: true,
  buildTimeline: true,
};

type Call = (name: keyof EngineApi, args: unknown[]) => Promise<unknown>;

let inThreadApi: Promise<EngineApi> | undefined;

/** Runs an engine function in this thread; the engine is loaded on first use. */
const callInThread: Call = async (name, args) => {
  inThreadApi ??= import('./engine-api').then((module) => module.engineApi);
  const api = await inThreadApi;
  return (api[name] as (...a: unknown[]) => unknown)(...args);
};

export function createEngineClient(options: EngineClientOptions = {}): EngineClient {
  if ((options.useWorker ?? true) && typeof Worker !== 'undefined') {
    try {
      return workerClient();
    } catch {
      // The page may forbid workers (a content security policy): the engine still answers.
    }
  }
  return clientOf(callInThread, () => 'in-thread', () => {});
}

function workerClient(): EngineClient {
  const { remote, usable, run, stop } = fallibleWorker<EngineApi>(() => new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'courtside-engine' }));
  // Engine calls are pure: one the worker never answered runs again in the page.
  const call: Call = (name, args) =>
    run(
      () => (remote[name] as unknown as (...a: unknown[]) => Promise<unknown>)(...args),
      () => callInThread(name, args),
    );
  return clientOf(call, () => (usable() ? 'worker' : 'in-thread'), stop);
}

function clientOf(call: Call, mode: () => 'worker' | 'in-thread', dispose: () => void): EngineClient {
  const client: Record<string, unknown> = {};
  for (const name of Object.keys(API_NAMES) as (keyof EngineApi)[]) {
    client[name] = (...args: unknown[]) => call(name, args);
  }
  Object.defineProperty(client, 'mode', { get: mode, enumerable: true });
  client.dispose = dispose;
  return client as unknown as EngineClient;
}
