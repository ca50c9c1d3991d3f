// Drafts of an editor's work (issue 20): the play editor's today, and every editor's that follows
// (playbooks, rotations, substitutions, practice plans) on the same terms. A draft is the latest
// value of one item's unsaved work, kept in the log of changes (change-log.ts): each change is
// written at once, one completed IndexedDB transaction each, never on a timer and never on
// `pagehide`. Writes of one item follow each other; while one runs, only the newest value waits
// (a drag's hundred moves are one or two writes). `settled` says whether everything given has been
// written, so a screen can say "kept on this device" only when it is true.
import { changeLog as appChangeLog, type ChangeLog } from './change-log';

type Operation<T> = { kind: 'keep'; value: T } | { kind: 'remove' };

interface Slot<T> {
  next: Operation<T> | null;
  running: Promise<void> | null;
}

export class DraftKeeper<T> {
  private readonly slots = new Map<string, Slot<T>>();
  private readonly listeners = new Set<() => void>();

  /** `kind` names the editor: its drafts are a stream of their own in the log. */
  constructor(
    kind: string,
    private readonly log: ChangeLog = appChangeLog,
  ) {
    this.stream = `draft:${kind}`;
  }

  private readonly stream: string;

  /** Keeps `value` as the draft of `key`; resolves once it (or a newer value) is on this device. */
  keep(key: string, value: T): Promise<void> {
    return this.schedule(key, { kind: 'keep', value });
  }

  /** The draft is saved or thrown away: out of the log, after any write still running for it. */
  remove(key: string): Promise<void> {
    return this.schedule(key, { kind: 'remove' });
  }

  async read(key: string): Promise<T | null> {
    try {
      return await this.log.read<T>(this.stream, key);
    } catch {
      return null;
    }
  }

  /** An item's draft follows it to its new key (a temporary id replaced by the server's). */
  async move(fromKey: string, toKey: string, rewrite: (value: T) => T = (value) => value): Promise<void> {
    await this.slots.get(fromKey)?.running;
    const found = await this.read(fromKey);
    if (found === null) return;
    await this.keep(toKey, rewrite(found));
    await this.remove(fromKey);
  }

  /** Whether drafts outlive the page at all (no IndexedDB: they do not). */
  get durable(): boolean {
    return this.log.durable;
  }

  /** Whether every value given to `keep` and `remove` has been written. */
  get settled(): boolean {
    return this.slots.size === 0;
  }

  /** Called whenever `settled` may have changed (useSyncExternalStore's subscribe). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private schedule(key: string, operation: Operation<T>): Promise<void> {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { next: null, running: null };
      this.slots.set(key, slot);
      this.notify();
    }
    slot.next = operation;
    slot.running ??= this.drain(key, slot);
    return slot.running;
  }

  private async drain(key: string, slot: Slot<T>): Promise<void> {
    while (slot.next) {
      const operation = slot.next;
      slot.next = null;
      try {
        if (operation.kind === 'keep') await this.log.append(this.stream, key, operation.value);
        else await this.log.remove(this.stream, key);
      } catch (error) {
        // A full or blocked database must never stop the coach drawing.
        console.warn('Could not keep a draft on this device', error);
      }
    }
    this.slots.delete(key);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
