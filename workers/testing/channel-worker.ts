// A stand-in for the browser's Worker in the workers' tests: an API served (by `serve`) on the far
// side of a MessageChannel, as Comlink would reach it in a real worker.
import { MessageChannel, type MessagePort } from 'node:worker_threads';

export abstract class ChannelWorker extends EventTarget {
  /** Every worker made, the last one latest. */
  static created: ChannelWorker[] = [];
  readonly url: string;
  readonly options: WorkerOptions | undefined;
  private readonly port: MessagePort;
  terminated = false;

  constructor(url: URL | string, options?: WorkerOptions) {
    super();
    this.url = String(url);
    this.options = options;
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.serve(port2);
    port1.on('message', (data: unknown) => this.dispatchEvent(new MessageEvent('message', { data })));
    ChannelWorker.created.push(this);
  }

  /** Exposes the worker's API on its end of the channel. */
  protected abstract serve(port: MessagePort): void;

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.port.postMessage(message, transfer as never);
  }

  terminate(): void {
    this.terminated = true;
    this.port.close();
  }
}
