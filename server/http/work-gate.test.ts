import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { WorkGate } from './work-gate';

/** A piece of work that ends when told to, and says when it started. */
function held() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => ((started = true), done), finish, started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkGate', () => {
  it('runs at most so many at once, the rest in turn, and refuses beyond its queue with 503', async () => {
    const gate = new WorkGate(2, 1, 'busy');
    const works = [held(), held(), held()];
    const runs = works.map((w) => gate.run(w.work));
    await tick();
    expect(works.map((w) => w.started())).toEqual([true, true, false]);
    const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect((refused as HttpError).message).toBe('busy');
    works[0]!.finish();
    await tick();
    expect(works[2]!.started()).toBe(true);
    // A newcomer while the third holds the freed slot waits: still two at once.
    const fourth = held();
    const fourthRun = gate.run(fourth.work);
    await tick();
    expect(fourth.started()).toBe(false);
    works[1]!.finish();
    works[2]!.finish();
    fourth.finish();
    await Promise.all([...runs, fourthRun]);
    expect(fourth.started()).toBe(true);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new WorkGate(1, 0, 'busy');
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(gate.run(async () => 'ran')).resolves.toBe('ran');
  });
});
