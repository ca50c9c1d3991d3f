// The log of changes (issue 20): entries kept in order, rewritten in place, and handed from a tab
// that is gone to exactly one live tab.
import { describe, expect, it } from 'vitest';
import { ChangeLog } from './change-log';
import { memoryChangeStore, memoryLocks } from './change-log-memory';

describe('the log of changes', () => {
  it('answers a tab its changes in the order they were made, a rewrite keeping its place', async () => {
    const store = memoryChangeStore();
    let now = 5;
    const log = new ChangeLog(store, null, 'tab-a', () => now);
    await log.append('queue', 'first', { title: 'Horns' });
    await log.append('queue', 'second', { title: 'Flex' });
    now = 4; // a clock set back never reorders the log
    await log.append('queue', 'third', { title: 'Zipper' });
    await log.appendAll('queue', [{ key: 'first', value: { title: 'Horns, server id' } }]);
    await log.append('draft', 'play-1', { doc: 1 });
    const mine = await log.claim<{ title: string }>('queue');
    expect(mine.map((entry) => [entry.key, entry.value.title])).toEqual([
      ['first', 'Horns, server id'],
      ['second', 'Flex'],
      ['third', 'Zipper'],
    ]);
    await log.remove('queue', 'second');
    expect((await log.claim('queue')).map((entry) => entry.key)).toEqual(['first', 'third']);
    expect(await log.read('draft', 'play-1')).toEqual({ doc: 1 });
  });

  it("leaves a live tab's changes to it, and hands those of a closed tab to one live tab only", async () => {
    const store = memoryChangeStore();
    const { locks, close } = memoryLocks();
    const a = new ChangeLog(store, locks, 'tab-a');
    const b = new ChangeLog(store, locks, 'tab-b');
    await a.append('queue', 'a1', 'from a');
    await b.append('queue', 'b1', 'from b');
    await a.append('queue', 'a2', 'from a again');
    await Promise.resolve();
    expect((await b.claim('queue')).map((entry) => entry.key)).toEqual(['b1']);

    close('tab-a');
    const c = new ChangeLog(store, locks, 'tab-c');
    const d = new ChangeLog(store, locks, 'tab-d');
    const [forC, forD] = await Promise.all([c.claim('queue'), d.claim('queue')]);
    expect([...forC, ...forD].map((entry) => entry.key).sort()).toEqual(['a1', 'a2']);
    expect(forC.length === 0 || forD.length === 0).toBe(true);
  });

  it('takes over the changes of a tab the moment it closes, when watching it', async () => {
    const store = memoryChangeStore();
    const { locks, close } = memoryLocks();
    const a = new ChangeLog(store, locks, 'tab-a');
    const b = new ChangeLog(store, locks, 'tab-b');
    await a.append('queue', 'a1', 'from a');
    await b.claim('queue');
    const adopted: string[] = [];
    await b.watchOtherTabs<string>('queue', (entries) => adopted.push(...entries.map((entry) => entry.value)));
    await new Promise((resolve) => setTimeout(resolve));
    expect(adopted).toEqual([]);
    close('tab-a');
    await expect.poll(() => adopted).toEqual(['from a']);
    expect([...store.entries.values()].map((entry) => entry.tabId)).toEqual(['tab-b']);
  });

  it('keeps nothing, and waits for nothing, where there is no IndexedDB', async () => {
    const log = new ChangeLog(null, null, 'tab-a');
    expect(log.durable).toBe(false);
    await log.append('queue', 'a', 1);
    expect(await log.claim('queue')).toEqual([]);
  });
});

describe('tabs told of each other', () => {
  it('watches a tab that starts logging changes later, and takes them over when it closes', async () => {
    const store = memoryChangeStore();
    const { locks, close } = memoryLocks();
    const listeners: (() => void)[] = [];
    const news = { tell: () => listeners.forEach((heard) => heard()), listen: (heard: () => void) => void listeners.push(heard) };
    const a = new ChangeLog(store, locks, 'tab-a', Date.now, news);
    const adopted: string[] = [];
    await a.claim('queue');
    await a.watchOtherTabs<string>('queue', (entries) => adopted.push(...entries.map((entry) => entry.value)));
    const b = new ChangeLog(store, locks, 'tab-b', Date.now, news);
    await b.append('queue', 'b1', 'from b');
    await new Promise((resolve) => setTimeout(resolve));
    expect(adopted).toEqual([]);
    close('tab-b');
    await expect.poll(() => adopted).toEqual(['from b']);
  });
});
