// A record the app keeps in local storage as JSON: read through the caller's reader (defaults when
// there is none, it is not JSON, or storage is off), written without ever throwing (a full or
// forbidden storage only loses the copy, and says so in the console).

export function readStored<T>(key: string, read: (parsed: unknown) => T, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): T {
  try {
    const stored = storage?.getItem(key);
    return read(stored ? JSON.parse(stored) : undefined);
  } catch {
    return read(undefined);
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}
