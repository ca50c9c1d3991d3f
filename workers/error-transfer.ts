// Errors that cross the worker boundary keep their data: Comlink sends only name, message and
// stack, so a MigrationError would lose its `code` and `path` and stop being a MigrationError.
// Installed on both sides (the worker serializes, the page deserializes); idempotent.
import * as Comlink from 'comlink';
// The error's own module, not the engine's index: the page loads this without the engine.
import { MigrationError, type MigrationErrorCode } from '../engine';

interface SerializedThrow {
  isError: boolean;
  value: unknown;
}

type ErrorData = Record<string, unknown> & { message: string; name: string; stack?: string };

let installed = false;

/** A value that structured clone surely copies: primitives and arrays of primitives. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  return Array.isArray(value) && value.every((part) => part === null || ['string', 'number', 'boolean'].includes(typeof part));
}

/** Name, message, stack and the error's own plain fields (a MigrationError's code and path). */
export function serializeError(error: Error): ErrorData {
  const data: ErrorData = { message: error.message, name: error.name };
  if (error.stack !== undefined) data.stack = error.stack;
  for (const [key, value] of Object.entries(error)) if (key !== 'cause' && isPlainData(value)) data[key] = value;
  return data;
}

/** The error again, as its own class where the page knows it. */
export function deserializeError(data: ErrorData): Error {
  const error =
    data.name === 'MigrationError'
      ? new MigrationError(data.message, { code: data.code as MigrationErrorCode, path: (data.path as (string | number)[]) ?? [] })
      : Object.assign(new Error(data.message), { name: data.name });
  for (const [key, value] of Object.entries(data)) {
    if (key !== 'message' && key !== 'name' && key !== 'code' && key !== 'path') Object.assign(error, { [key]: value });
  }
  return error;
}

export function installErrorTransfer(): void {
  if (installed) return;
  const original = Comlink.transferHandlers.get('throw');
  if (original === undefined) return;
  installed = true;
  Comlink.transferHandlers.set('throw', {
    canHandle: (value: unknown): value is unknown => original.canHandle(value),
    serialize(thrown: unknown) {
      const { value } = thrown as { value: unknown };
      if (value instanceof Error) return [{ isError: true, value: serializeError(value) } satisfies SerializedThrow, []];
      return original.serialize(thrown);
    },
    deserialize(serialized: unknown) {
      const { isError, value } = serialized as SerializedThrow;
      if (isError) throw deserializeError(value as ErrorData);
      return original.deserialize(serialized);
    },
  });
}
