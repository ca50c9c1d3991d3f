import { describe, expect, it } from 'vitest';
import { History } from './history';

interface Doc {
  title: string;
  count: number;
}

const start: Doc = { title: '', count: 0 };

describe('History', () => {
  it('undoes and redoes a step by its patches', () => {
    const history = new History<Doc>();
    const one = history.change(start, (d) => void (d.count = 1), 'record', undefined);
    const two = history.change(one, (d) => void (d.title = 'Horns'), 'record', undefined);
    expect(history.size).toBe(2);
    const undone = history.undo(two)!.doc;
    expect(undone).toEqual({ title: '', count: 1 });
    expect(history.undo(undone)!.doc).toEqual(start);
    expect(history.undo(start)).toBeNull();
    expect(history.canRedo).toBe(true);
    const redone = history.redo(history.redo(start)!.doc)!.doc;
    expect(redone).toEqual(two);
    expect(history.canRedo).toBe(false);
  });

  it('keeps at most `limit` steps, dropping the oldest', () => {
    const history = new History<Doc>(3);
    let doc = start;
    for (let i = 1; i <= 5; i++) doc = history.change(doc, (d) => void (d.count = i), 'record', undefined);
    expect(history.size).toBe(3);
    for (let i = 0; i < 3; i++) doc = history.undo(doc)!.doc;
    expect(doc.count).toBe(2);
    expect(history.undo(doc)).toBeNull();
  });

  it('records a drag as one step when it ends, with the meta of its first change', () => {
    const history = new History<Doc, number>();
    let doc = start;
    history.begin('gesture');
    for (let i = 1; i <= 20; i++) doc = history.change(doc, (d) => void (d.count = i), 'gesture', i);
    expect(history.canUndo).toBe(false);
    history.end('gesture');
    expect(history.size).toBe(1);
    const undone = history.undo(doc)!;
    expect(undone).toEqual({ doc: start, meta: 1 });
  });

  it('records an open group before undoing, and a begun group keeps the unfinished one', () => {
    const history = new History<Doc>();
    let doc = history.change(start, (d) => void (d.title = 'H'), 'typing', undefined);
    doc = history.change(doc, (d) => void (d.title = 'Ho'), 'typing', undefined);
    history.begin('gesture');
    doc = history.change(doc, (d) => void (d.count = 1), 'gesture', undefined);
    history.begin('gesture');
    doc = history.change(doc, (d) => void (d.count = 2), 'gesture', undefined);
    // Undo records the open drag, then the open field: the field's step is the last.
    doc = history.undo(doc)!.doc;
    expect(doc).toEqual({ title: '', count: 2 });
    doc = history.undo(doc)!.doc;
    expect(doc).toEqual({ title: '', count: 1 });
    doc = history.undo(doc)!.doc;
    expect(doc).toEqual(start);
  });

  it('cancels an open drag back to where it began, recording nothing', () => {
    const history = new History<Doc>();
    let doc = history.change(start, (d) => void (d.count = 1), 'gesture', undefined);
    doc = history.change(doc, (d) => void (d.count = 2), 'gesture', undefined);
    doc = history.cancel(doc, 'gesture');
    expect(doc).toEqual(start);
    history.end('gesture');
    expect(history.canUndo).toBe(false);
  });

  it('records no step for a change that changes nothing, nor for an empty group', () => {
    const history = new History<Doc>();
    const same = history.change(start, (d) => void (d.count = 0), 'record', undefined);
    expect(same).toBe(start);
    history.begin('gesture');
    history.change(start, () => {}, 'gesture', undefined);
    history.end('gesture');
    expect(history.canUndo).toBe(false);
  });

  it('changes without a step in never mode', () => {
    const history = new History<Doc>();
    const doc = history.change(start, (d) => void (d.count = 3), 'never', undefined);
    expect(doc.count).toBe(3);
    expect(history.canUndo).toBe(false);
  });

  it('clears redo when a new change is recorded', () => {
    const history = new History<Doc>();
    let doc = history.change(start, (d) => void (d.count = 1), 'record', undefined);
    doc = history.undo(doc)!.doc;
    expect(history.canRedo).toBe(true);
    history.change(doc, (d) => void (d.title = 'new'), 'record', undefined);
    expect(history.canRedo).toBe(false);
  });

  it('forgets everything on clear', () => {
    const history = new History<Doc>();
    history.change(start, (d) => void (d.count = 1), 'record', undefined);
    history.change(start, (d) => void (d.count = 1), 'gesture', undefined);
    history.clear();
    history.end('gesture');
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
  });
});

describe('History.batch', () => {
  it('makes one step of every step recorded inside it, nested batches included', () => {
    const history = new History<Doc>();
    let doc = start;
    history.batch(() => {
      doc = history.change(doc, (d) => void (d.count = 1), 'record', undefined);
      history.batch(() => (doc = history.change(doc, (d) => void (d.title = 'Horns'), 'record', undefined)));
      expect(history.canUndo).toBe(false);
    });
    expect(history.size).toBe(1);
    expect(history.undo(doc)!.doc).toEqual(start);
  });
});
