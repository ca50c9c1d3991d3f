// A Comlink worker that may never start (a script that cannot load) or stop answering: the clients
// of the engine, print and export workers run each call through `run`, which answers in the page
// instead once the worker has failed.
import * as Comlink from 'comlink';
import { installErrorTransfer } from './error-transfer';

const WORKER_FAILED = Symbol('worker failed');

export interface FallibleWorker<Api> {
  remote: Comlink.Remote<Api>;
  usable(): boolean;
  /** `call` in the worker, or `fallback` in the page once the worker has failed (before or during the call). */
  run<T>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T>;
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
  async function run<T>(call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (!usable) return fallback();
    const answer = await Promise.race([call(), failed]);
    return answer === WORKER_FAILED ? fallback() : answer;
  }
  return { remote, usable: () => usable, run, stop };
}
