// Serves the engine API on a message endpoint: the worker's own scope, or a port in tests.
import * as Comlink from 'comlink';
import { engineApi, resultTransferables, type EngineApi } from './engine-api';
import { installErrorTransfer } from './error-transfer';

type AnyFunction = (...args: never[]) => unknown;

/** The API with results that hold typed arrays marked for transfer rather than copy. */
export function transferringApi(): EngineApi {
  const api: Record<string, AnyFunction> = {};
  for (const name of Object.keys(engineApi) as (keyof EngineApi)[]) {
    const call = engineApi[name] as (...args: unknown[]) => unknown;
    const transferables = resultTransferables[name] as ((result: unknown) => Transferable[]) | undefined;
    api[name] =
      transferables === undefined
        ? call
        : (...args: unknown[]) => {
            const result = call(...args);
            return Comlink.transfer(result, transferables(result));
          };
  }
  return api as unknown as EngineApi;
}

export function exposeEngine(endpoint?: Comlink.Endpoint): void {
  installErrorTransfer();
  Comlink.expose(transferringApi(), endpoint);
}
