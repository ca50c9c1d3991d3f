// A Comlink worker that may never start (a script that cannot load) or stop answering: the clients
// of the engine and print workers race each call against `failed` and answer in the page instead.
import * as Comlink from 'comlink';
import { installErrorTransfer } from './error-transfer';

export const WORKER_FAILED = Symbol('worker failed');

export interface FallibleWorker<Api> {
  remote: Comlink.Remote<Api>;
  /** Settles (with WORKER_FAILED) once the worker failed or was stopped. */
  failed: Promise<typeof WORKER_FAILED>;
  usable(): boolean;
  /** Ends the worker; later calls go to the page's own thread. */
  stop(): void;
}

/** `start` makes the Worker (`new Worker(new URL(...), ...)` stays at the call site, where the bundler finds it). */
export function fallibleWorker<Api>(start: () => Worker): FallibleWorker<Api> {
  installErrorTransfer();
  const worker = start();
  const remote = Comlink.wrap<Api>(worker);
  let usable = true;
  let giveUp: (reason: typeof WORKER_FAILED) => void = () => {};
  const failed = new Promise<typeof WORKER_FAILED>((resolve) => (giveUp = resolve));
  // A worker whose script cannot load reports an error event and never answers.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    stop();
  });
  function stop(): void {
    if (!usable) return;
    usable = false;
    remote[Comlink.releaseProxy]();
    worker.terminate();
    giveUp(WORKER_FAILED);
  }
  return { remote, failed, usable: () => usable, stop };
}
