import { describe, expect, it } from 'vitest';
import { COORDINATE_LIMITS, createEmptyPlayData, MAX_OBJECTS_PER_PHASE, MAX_PHASES_PER_PLAY } from '../../../engine';
import { createEditor, type Editor } from './editor-store';
import { runCommand } from '../../editor-kit/commands';
import { commandForKey, editorCommands, runKey } from './commands';
import { answerDelete } from './delete-actions';
import { createPaletteObject, paletteEntry } from './palette-items';
import { effectiveStatus, statusOf } from './status';
import { arrowPointsFor } from './document';

function place(editor: Editor, entryId: string, x: number, y: number): string {
  const id = editor.newObjectId();
  editor.addItem(createPaletteObject(paletteEntry(entryId)!, id, { x, y }, editor.phase.objects.length + 1));
  return id;
}

function key(k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) {
  return { key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra };
}

describe('editor store', () => {
  it('records one undo step per change and round-trips undo and redo', () => {
    const editor = createEditor();
    const before = editor.state.doc;
    const id = place(editor, 'offense-1', 10, 10);
    editor.moveItems([id], 2, 3);
    const after = editor.state.doc;
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 12, y: 13 } });
    expect(editor.undo()).toBe(true);
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 10, y: 10 } });
    expect(editor.undo()).toBe(true);
    expect(editor.state.doc).toEqual(before);
    expect(editor.undo()).toBe(false);
    editor.redo();
    editor.redo();
    expect(editor.state.doc).toEqual(after);
    expect(editor.state.canRedo).toBe(false);
  });

  it('records a drag once, at its end', () => {
    const editor = createEditor();
    const id = place(editor, 'offense-1', 10, 10);
    editor.beginGesture();
    for (let i = 1; i <= 20; i++) editor.moveItemsTo([id], id, { x: 10 + i, y: 10 }, 'gesture');
    editor.endGesture();
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 30, y: 10 } });
    editor.undo();
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 10, y: 10 } });
    editor.redo();
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 30, y: 10 } });
  });

  it('records typing in a field as one step when the field is left', () => {
    const editor = createEditor();
    for (const title of ['H', 'Ho', 'Horns']) editor.change((doc) => void (doc.title = title), 'typing');
    expect(editor.state.canUndo).toBe(false);
    editor.endTyping();
    expect(editor.state.doc.title).toBe('Horns');
    editor.undo();
    expect(editor.state.doc.title).toBe('');
    editor.redo();
    expect(editor.state.doc.title).toBe('Horns');
  });

  it('keeps an unfinished drag when another one starts', () => {
    const editor = createEditor();
    const id = place(editor, 'offense-1', 10, 10);
    editor.beginGesture();
    editor.moveItems([id], 1, 0, 'gesture');
    editor.beginGesture();
    editor.moveItems([id], 1, 0, 'gesture');
    editor.endGesture();
    editor.undo();
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 11, y: 10 } });
    editor.undo();
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 10, y: 10 } });
  });

  it('loads without an undo step and marks clean; changes mark dirty; save resets statuses', () => {
    const editor = createEditor();
    const data = createEmptyPlayData('full');
    editor.load({ title: 'Horns', data });
    expect(editor.state.dirty).toBe(false);
    expect(editor.state.canUndo).toBe(false);
    const id = place(editor, 'defense-2', 20, 20);
    expect(editor.state.dirty).toBe(true);
    editor.updateItem(id, (item) => void (item.status = 'SELECTED'), 'never');
    const saved = editor.serialize();
    expect(saved.data.phases[0]!.objects[0]!.status).toBe('NOT_SELECTED');
    editor.select([id]);
    const { revision } = editor;
    editor.markSaved(revision);
    expect(editor.state.dirty).toBe(false);
    expect(editor.state.selection).toEqual([]);
    // A change made while the save was on its way keeps the play unsaved.
    editor.moveItems([id], 1, 0);
    editor.markSaved(revision);
    expect(editor.state.dirty).toBe(true);
  });

  it('derives statuses from selection, hover, drag and edit (spec §4)', () => {
    const editor = createEditor();
    const a = place(editor, 'offense-1', 10, 10);
    const b = place(editor, 'offense-2', 20, 10);
    editor.select([a]);
    expect(editor.statusOf(a)).toBe('SELECTED');
    editor.select([a, b]);
    expect(editor.statusOf(b)).toBe('SELECTED_MULTIPLE');
    editor.update((s) => void (s.interacting = [a]));
    expect(editor.statusOf(a)).toBe('INTERACTING');
    editor.select([]);
    editor.update((s) => void (s.interacting = []));
    editor.setHovered(b);
    expect(editor.statusOf(b)).toBe('HOVERING');
    expect(statusOf(a, { ...editor.state, editingId: a, mobile: true })).toBe('EDIT_MOBILE');
    expect(effectiveStatus('HOVERING', { editable: false, animatable: true })).toBe('HOVERING_ANIMATOR');
    expect(effectiveStatus('SELECTED', { editable: false, animatable: true })).toBe('NOT_SELECTED');
    expect(effectiveStatus('SELECTED', { editable: true, animatable: true })).toBe('SELECTED');
  });

  it('carries linked arrow ends when a player moves', () => {
    const editor = createEditor();
    const passer = place(editor, 'ball-1', 10, 10);
    const receiver = place(editor, 'offense-2', 30, 10);
    const arrowId = editor.newObjectId();
    editor.addItem({
      id: arrowId, type: 'arrow', subType: 'pass', points: arrowPointsFor({ x: 10, y: 10 }, { x: 30, y: 10 }, 0), shape: 0,
      sameTime: false, option: false, ends: true, displayOrder: 5, animationOrder: 0, pause: 0.2,
    });
    editor.setLink(arrowId, 's', editor.phase.objects.find((o) => o.id === passer)!);
    editor.setLink(arrowId, 'e', editor.phase.objects.find((o) => o.id === receiver)!);
    editor.moveItems([receiver], 0, 5);
    const arrow = editor.phase.objects.find((o) => o.id === arrowId)!;
    expect(arrow.type === 'arrow' && arrow.points.e).toEqual({ x: 30, y: 15 });
    expect(arrow.type === 'arrow' && arrow.points.s).toEqual({ x: 10, y: 10 });
    editor.deleteItems([receiver]);
    expect(editor.phase.links.map((l) => l.end)).toEqual(['s']);
  });

  it('keeps objects on the court (spec §5)', () => {
    const editor = createEditor();
    const id = place(editor, 'offense-1', 10, 10);
    editor.moveItems([id], -100, 0);
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: -4.5, y: 10 } });
  });

  it('runs commands from the keyboard: nudge, delete, duplicate, copy/paste, order, undo/redo', () => {
    const editor = createEditor();
    const a = place(editor, 'offense-1', 10, 10);
    const b = place(editor, 'offense-2', 20, 10);
    editor.select([a]);
    expect(runKey(editor, key('ArrowRight'))).toBe(true);
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 11, y: 10 } });
    expect(runKey(editor, key('ArrowUp'))).toBe(true);
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 11, y: 9 } });
    expect(runKey(editor, key('z', { ctrlKey: true }))).toBe(true);
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 11, y: 10 } });
    expect(runKey(editor, key('z', { metaKey: true, shiftKey: true }))).toBe(true);
    expect(editor.phase.objects[0]).toMatchObject({ pos: { x: 11, y: 9 } });

    expect(runKey(editor, key('d', { ctrlKey: true }))).toBe(true);
    expect(editor.phase.objects).toHaveLength(3);
    expect(editor.state.selection).toEqual(['object_3']);
    expect(runKey(editor, key('c', { ctrlKey: true }))).toBe(true);
    expect(runKey(editor, key('v', { ctrlKey: true }))).toBe(true);
    expect(editor.phase.objects.map((o) => o.id)).toEqual([a, b, 'object_3', 'object_4']);

    editor.select([a]);
    expect(runKey(editor, key(']'))).toBe(true);
    const order = (id: string) => editor.phase.objects.find((o) => o.id === id)!.displayOrder;
    expect(order(a)).toBeGreaterThan(order(b));
    expect(runKey(editor, key('['))).toBe(true);
    expect(order(a)).toBeLessThan(order(b));

    expect(runKey(editor, key('Delete'))).toBe(true);
    expect(editor.phase.objects.map((o) => o.id)).not.toContain(a);
    expect(commandForKey(editor, key('Delete'))).toBeNull();
  });

  it('adds, duplicates, reorders and deletes phases, keeping at least one', () => {
    const editor = createEditor();
    place(editor, 'offense-1', 10, 10);
    runCommand(editor, editorCommands.duplicatePhase);
    expect(editor.state.doc.data.phases).toHaveLength(2);
    expect(editor.state.phaseIndex).toBe(1);
    expect(editor.phase.objects).toHaveLength(1);
    runCommand(editor, editorCommands.addPhase);
    expect(editor.state.doc.data.phases.map((p) => p.id)).toEqual(['phase_1', 'phase_2', 'phase_3']);
    editor.movePhase(2, 0);
    expect(editor.state.doc.data.phases.map((p) => p.id)).toEqual(['phase_3', 'phase_1', 'phase_2']);
    runCommand(editor, editorCommands.deletePhase);
    // phase_1 has a player: deleting it asks first.
    runCommand(editor, editorCommands.deletePhase);
    expect(editor.state.deleteQuestion).toMatchObject({ kind: 'phase', phaseId: 'phase_1' });
    answerDelete(editor, 'delete');
    expect(runCommand(editor, editorCommands.deletePhase)).toBe(false);
    expect(editor.state.doc.data.phases).toHaveLength(1);
    editor.undo();
    editor.undo();
    editor.undo();
    expect(editor.state.doc.data.phases.map((p) => p.id)).toEqual(['phase_1', 'phase_2', 'phase_3']);
  });

  it('keeps a play within the engine limits: items and phases up to their counts, arrows inside the bounded area', () => {
    const editor = createEditor();
    for (let i = 0; i < MAX_OBJECTS_PER_PHASE; i++) place(editor, 'offense-1', 10, 10);
    expect(editor.phase.objects).toHaveLength(MAX_OBJECTS_PER_PHASE);
    place(editor, 'offense-1', 10, 10);
    expect(editor.phase.objects).toHaveLength(MAX_OBJECTS_PER_PHASE);
    expect(editor.state.notice).toMatchObject({ tone: 'error', key: 'editor.notices.tooManyItems', values: { max: MAX_OBJECTS_PER_PHASE } });
    expect(editor.insertCopies([editor.phase.objects[0]!])).toEqual([]);

    const phases = createEditor();
    for (let i = 1; i < MAX_PHASES_PER_PLAY + 3; i++) phases.addPhase();
    expect(phases.state.doc.data.phases).toHaveLength(MAX_PHASES_PER_PLAY);
    phases.duplicatePhase();
    expect(phases.state.doc.data.phases).toHaveLength(MAX_PHASES_PER_PLAY);

    const arrows = createEditor();
    arrows.addItem({ id: 'object_1', type: 'arrow', subType: 'cut', points: arrowPointsFor({ x: 90, y: 50 }, { x: 100, y: 58 }, 3), shape: 3, sameTime: false, option: false, ends: true, displayOrder: 1, animationOrder: 0, pause: 1 });
    for (let i = 0; i < 40; i++) arrows.moveItems(['object_1'], 1, 1);
    const moved = arrows.phase.objects[0]!;
    expect(moved.type === 'arrow' && Object.values(moved.points).every((p) => p !== null && p.x <= COORDINATE_LIMITS.maxX && p.y <= COORDINATE_LIMITS.maxY)).toBe(true);
  });

  it('toggles sameTime and option on selected arrows', () => {
    const editor = createEditor();
    const id = editor.newObjectId();
    editor.addItem({
      id, type: 'arrow', subType: 'cut', points: arrowPointsFor({ x: 10, y: 10 }, { x: 30, y: 10 }, 1), shape: 1,
      sameTime: false, option: false, ends: true, displayOrder: 1, animationOrder: 0, pause: 0.2,
    });
    expect(runCommand(editor, editorCommands.toggleSameTime)).toBe(false);
    editor.select([id]);
    runCommand(editor, editorCommands.toggleSameTime);
    runCommand(editor, editorCommands.toggleOption);
    expect(editor.phase.objects[0]).toMatchObject({ sameTime: true, option: true });
  });
});
