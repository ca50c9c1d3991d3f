import * as Comlink from 'comlink';
import { readFileSync } from 'node:fs';
import { MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePlay } from '../engine/animate/sample-play';
import { MigrationError } from '../engine/migrate/migration-error';
import { arrowFrom, linkOf, phaseOf, playerAt } from '../engine/phase/fixtures';
import { createEngineClient, type EngineClient } from './engine-client';
import { deserializeError, installErrorTransfer, serializeError } from './error-transfer';
import { exposeEngine } from './expose-engine';
import { ChannelWorker } from './testing/channel-worker';

const fixture = (path: string): unknown => JSON.parse(readFileSync(new URL(`../tests/fixtures/${path}`, import.meta.url), 'utf8'));
const v1Play = fixture('plays/v1.json');

const pg = playerAt('object_1', 1, { x: 30, y: 25 }, 'ball');
const sg = playerAt('object_2', 2, { x: 40, y: 10 });
const pass = arrowFrom('object_3', 'pass', pg.pos, sg.pos);
const passPhase = phaseOf([pg, sg, pass], [linkOf(pass, 's', pg), linkOf(pass, 'e', sg)]);

/** What every client must answer, whichever thread runs the engine. */
async function exerciseApi(client: EngineClient): Promise<void> {
  const next = await client.computeNextPhase(passPhase, { snapDistance: 2 });
  expect(next.steps).toEqual([{ arrowId: 'object_3', moment: 0, description: '1 Point Guard passes to 2 Shooting Guard' }]);
  expect(next.ball).toEqual({ at: 'player', id: 'object_2' });

  expect(await client.canLink(pass, 'e', sg)).toEqual({ ok: true });
  expect(await client.isLinkInRange(pass, 'e', sg, 2)).toBe(true);
  expect((await client.findSnapTarget(passPhase, pass, 's', 2))?.id).toBe('object_1');
  expect((await client.resolveLinkedObject(passPhase, { id: pass.id, subType: 'pass', type: 'arrow' }))?.id).toBe('object_2');
  expect((await client.resolveArrowEnd(passPhase, pass.id, 's'))?.id).toBe('object_1');

  const play = await client.migratePlay(v1Play);
  expect(play.settings.version).toBe(11);
  await expect(client.migratePlaybook({ chapters: 'nope' })).rejects.toBeInstanceOf(MigrationError);
  expect(await client.migrateRotation(fixture('rotations/v1.json'))).toBeTypeOf('object');
  expect(await client.migratePrintSettings(fixture('print-settings/v1.json'))).toBeTypeOf('object');
  expect(await client.migratePracticePlan(fixture('practice-plans/v1.json'))).toBeTypeOf('object');

  const timeline = await client.buildTimeline(samplePlay({ phases: 2 }));
  expect(timeline.segments).toBeInstanceOf(Float64Array);
  expect(timeline.pathPoints).toBeInstanceOf(Float32Array);
  expect(timeline.duration).toBeGreaterThan(0);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createEngineClient without workers (Node, old browsers)', () => {
  it('runs the engine in this thread', async () => {
    expect(typeof Worker).toBe('undefined');
    const client = createEngineClient();
    expect(client.mode).toBe('in-thread');
    expect(await client.ping()).toEqual({ thread: 'main' });
    await exerciseApi(client);
    client.dispose();
  });

  it('keeps a migration error what it is, with its code', async () => {
    const client = createEngineClient({ useWorker: false });
    const error: unknown = await client.migratePlay({ phases: [], settings: { version: 99 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).code).toBe('too-new');
  });

  it('answers with a rejection, never a throw, when the engine throws', async () => {
    const client = createEngineClient({ useWorker: false });
    const call = client.computeNextPhase(undefined as never, { snapDistance: 2 });
    await expect(call).rejects.toBeInstanceOf(TypeError);
  });
});

/** The engine served on the far side of a MessageChannel. */
class EngineWorker extends ChannelWorker {
  protected serve(port: MessagePort): void {
    exposeEngine(port as unknown as Parameters<typeof exposeEngine>[0]);
  }
}

describe('createEngineClient with a worker', () => {
  it('starts engine.worker.ts as a module worker and answers the same through Comlink', async () => {
    vi.stubGlobal('Worker', EngineWorker);
    const client = createEngineClient();
    const worker = ChannelWorker.created.at(-1)!;
    expect(worker.url).toMatch(/engine\.worker\.ts$/);
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(client.mode).toBe('worker');
    await exerciseApi(client);
    client.dispose();
    expect(worker.terminated).toBe(true);
    expect(client.mode).toBe('in-thread');
  });

  it('moves a timeline\'s buffers rather than copying them', async () => {
    vi.stubGlobal('Worker', EngineWorker);
    const client = createEngineClient();
    const postMessage = vi.spyOn(MessagePort.prototype, 'postMessage');
    const timeline = await client.buildTimeline(samplePlay({ phases: 2 }));
    const moved = postMessage.mock.calls.flatMap(([, transfer]) => (Array.isArray(transfer) ? transfer : []));
    postMessage.mockRestore();
    expect(moved).toHaveLength(5);
    // Moved buffers are gone from the worker's side; the page has them, whole.
    for (const buffer of moved) expect((buffer as ArrayBuffer).byteLength).toBe(0);
    expect(timeline.segments.length).toBeGreaterThan(0);
    client.dispose();
  });

  it('keeps a migration error\'s class, code and path across the boundary', async () => {
    vi.stubGlobal('Worker', EngineWorker);
    const client = createEngineClient();
    const error: unknown = await client.migratePlay({ phases: [], settings: { version: 99 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect(error).toMatchObject({ name: 'MigrationError', code: 'too-new', path: ['settings', 'version'] });
    client.dispose();
  });

  it('falls back to this thread when the worker fails to start, including calls already waiting', async () => {
    class BrokenWorker extends EngineWorker {
      override postMessage(): void {
        queueMicrotask(() => this.dispatchEvent(new Event('error', { cancelable: true })));
      }
    }
    vi.stubGlobal('Worker', BrokenWorker);
    const client = createEngineClient();
    expect(client.mode).toBe('worker');
    const next = await client.computeNextPhase(passPhase, { snapDistance: 2 });
    expect(next.ball).toEqual({ at: 'player', id: 'object_2' });
    expect(client.mode).toBe('in-thread');
    expect(await client.ping()).toEqual({ thread: 'main' });
    client.dispose();
  });

  it('falls back to this thread when the page forbids workers, or when asked to', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Workers are not allowed', 'SecurityError');
        }
      },
    );
    expect(createEngineClient().mode).toBe('in-thread');
    vi.stubGlobal('Worker', EngineWorker);
    expect(createEngineClient({ useWorker: false }).mode).toBe('in-thread');
  });
});

describe('error transfer', () => {
  it('carries plain fields and rebuilds known classes', () => {
    const migration = new MigrationError('Too new', { code: 'too-new', path: ['settings', 'version'], cause: new Error('x') });
    const data = serializeError(migration);
    expect(data).toMatchObject({ name: 'MigrationError', message: 'Too new', code: 'too-new', path: ['settings', 'version'] });
    expect(data).not.toHaveProperty('cause');
    const back = deserializeError(structuredClone(data));
    expect(back).toBeInstanceOf(MigrationError);
    expect(back).toMatchObject({ code: 'too-new', path: ['settings', 'version'] });

    const plain = Object.assign(new RangeError('Out of range'), { detail: { nested: true }, count: 3 });
    const copy = deserializeError(structuredClone(serializeError(plain)));
    expect(copy).toBeInstanceOf(Error);
    expect(copy).toMatchObject({ name: 'RangeError', message: 'Out of range', count: 3 });
    expect(copy).not.toHaveProperty('detail');
  });

  it('leaves thrown values that are not errors to Comlink', () => {
    installErrorTransfer();
    const handler = Comlink.transferHandlers.get('throw')!;
    const [wire] = handler.serialize({ value: 'plain text' });
    expect(wire).toEqual({ isError: false, value: 'plain text' });
    expect(() => handler.deserialize(wire)).toThrow('plain text');
  });
});
