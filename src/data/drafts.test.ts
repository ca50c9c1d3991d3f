// Drafts (issue 20): every value written through the log of changes, the newest one last, a drag's
// many changes folded into few writes, and "settled" only once all is written.
import { describe, expect, it } from 'vitest';
import { ChangeLog, type ChangeStore } from './change-log';
import { memoryChangeStore } from './change-log-memory';
import { DraftKeeper } from './drafts';

/** A store whose writes finish when the test says so. */
function slowStore(): ChangeStore & { writes: unknown[]; finish: () => void } {
  const inner = memoryChangeStore();
  const waiting: (() => void)[] = [];
  const writes: unknown[] = [];
  return {
    ...inner,
    writes,
    put: async (entries) => {
      writes.push(...entries.map((entry) => entry.value));
      await new Promise<void>((resolve) => waiting.push(resolve));
      await inner.put(entries);
    },
    finish: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe('drafts', () => {
  it('writes the first value at once and, while it runs, keeps only the newest one waiting', async () => {
    const store = slowStore();
    const drafts = new DraftKeeper<number>('play', new ChangeLog(store, null, 'tab-a'));
    expect(drafts.settled).toBe(true);
    const first = drafts.keep('p1', 1);
    drafts.keep('p1', 2);
    const last = drafts.keep('p1', 3);
    expect(drafts.settled).toBe(false);
    await expect.poll(() => store.writes).toEqual([1]);
    store.finish();
    await expect.poll(() => store.writes).toEqual([1, 3]);
    store.finish();
    await Promise.all([first, last]);
    expect(drafts.settled).toBe(true);
    expect(await drafts.read('p1')).toBe(3);
  });

  it('removes a draft after the write still running, and moves one to its new key', async () => {
    const drafts = new DraftKeeper<{ key: string }>('play', new ChangeLog(memoryChangeStore(), null, 'tab-a'));
    void drafts.keep('1234567890123456', { key: '1234567890123456' });
    await drafts.move('1234567890123456', 'server-id', () => ({ key: 'server-id' }));
    expect(await drafts.read('1234567890123456')).toBeNull();
    expect(await drafts.read('server-id')).toEqual({ key: 'server-id' });
    void drafts.keep('server-id', { key: 'newer' });
    await drafts.remove('server-id');
    expect(await drafts.read('server-id')).toBeNull();
  });
});
