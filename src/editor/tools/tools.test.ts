import { describe, expect, it } from 'vitest';
import { MOBILE_DRAG_OFFSET, HANDOFF_SNAP_DISTANCE, LINK_REFUSALS, type Arrow, type PlayObject } from '../../../engine';
import { createEditor, type Editor } from '../store/editor-store';
import { choosePlace, chooseArrow } from '../store/commands';
import { ToolManager } from './tool-manager';
import type { PointerKind, ToolPointer } from './types';

const UPP = 0.1; // 10 px per court unit

function p(x: number, y: number, pointerType: PointerKind = 'mouse', shiftKey = false): ToolPointer {
  return { x, y, pointerType, shiftKey, unitsPerPixel: UPP };
}

function setup() {
  const editor = createEditor();
  const tools = new ToolManager(editor);
  const click = (x: number, y: number, shift = false) => {
    tools.down(p(x, y, 'mouse', shift));
    tools.up(p(x, y, 'mouse', shift));
  };
  const drag = (from: [number, number], to: [number, number], kind: PointerKind = 'mouse', steps = 5) => {
    tools.down(p(from[0], from[1], kind));
    for (let i = 1; i <= steps; i++) tools.move(p(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps, kind));
    tools.up(p(to[0], to[1], kind));
  };
  return { editor, tools, click, drag };
}

function placePlayer(editor: Editor, click: (x: number, y: number) => void, entry: string, x: number, y: number): string {
  choosePlace(editor, entry);
  click(x, y);
  return editor.state.selection[0]!;
}

const object = (editor: Editor, id: string) => editor.phase.objects.find((o) => o.id === id) as PlayObject;
const arrow = (editor: Editor, id: string) => editor.phase.objects.find((o) => o.id === id) as Arrow;

describe('place tool', () => {
  it('places, selects, and readies the next number', () => {
    const { editor, tools, click } = setup();
    choosePlace(editor, 'offense-1');
    click(10, 20);
    expect(tools.tools.place.state).toBe('place.idle');
    expect(tools.tools.place.path).toEqual(['place.idle', 'place.placing', 'place.idle']);
    expect(editor.phase.objects[0]).toMatchObject({ subType: 'player', team: 'offense', number: 1, pos: { x: 10, y: 20 } });
    expect(editor.state.tool.placeId).toBe('offense-2');
    for (let i = 2; i <= 5; i++) click(10 + i * 3, 20);
    expect(editor.phase.objects.map((o) => (o as PlayObject).number)).toEqual([1, 2, 3, 4, 5]);
    choosePlace(editor, 'cone');
    click(30, 30);
    expect(editor.state.tool.mode).toBe('select');
  });

  it('places every palette kind', () => {
    const { editor, click } = setup();
    for (const entry of ['defense_alt-1', 'ball-1', 'hoop', 'text', 'rectangle', 'circle', 'polygon', 'triangle']) {
      choosePlace(editor, entry);
      click(20, 20);
    }
    expect(editor.phase.objects.map((o) => o.subType)).toEqual(['player', 'player', 'hoop', 'text', 'rectangle', 'circle', 'polygon', 'triangle']);
  });
});

describe('select tool', () => {
  it('click selects, shift-click adds, empty click clears', () => {
    const { editor, tools, click } = setup();
    const a = placePlayer(editor, click, 'offense-1', 10, 10);
    const b = placePlayer(editor, click, 'offense-2', 20, 10);
    editor.update((s) => void (s.tool.mode = 'select'));
    click(10, 10);
    expect(editor.state.selection).toEqual([a]);
    click(20, 10, true);
    expect(editor.state.selection).toEqual([a, b]);
    expect(editor.statusOf(a)).toBe('SELECTED_MULTIPLE');
    click(20, 10, true);
    expect(editor.state.selection).toEqual([a]);
    click(40, 40);
    expect(editor.state.selection).toEqual([]);
    expect(tools.tools.select.path.slice(1)).toEqual([
      'select.pointing', 'select.idle', 'select.pointing', 'select.idle', 'select.pointing', 'select.idle', 'select.marquee', 'select.idle',
    ]);
  });

  it('marquee selects several', () => {
    const { editor, tools, drag, click } = setup();
    const a = placePlayer(editor, click, 'offense-1', 10, 10);
    const b = placePlayer(editor, click, 'offense-2', 15, 12);
    placePlayer(editor, click, 'offense-3', 40, 40);
    editor.update((s) => void (s.tool.mode = 'select'));
    drag([5, 5], [20, 20]);
    expect(editor.state.selection).toEqual([a, b]);
    expect(editor.state.marquee).toBeNull();
    expect(tools.tool.state).toBe('select.idle');
  });

  it('hover marks HOVERING', () => {
    const { editor, tools, click } = setup();
    const a = placePlayer(editor, click, 'offense-1', 10, 10);
    editor.update((s) => void (s.tool.mode = 'select'));
    editor.select([]);
    tools.move(p(10.5, 10));
    expect(editor.statusOf(a)).toBe('HOVERING');
    tools.move(p(30, 30));
    expect(editor.statusOf(a)).toBe('NOT_SELECTED');
  });

  it('drags with the mouse as one undo step, INTERACTING meanwhile', () => {
    const { editor, tools, click } = setup();
    const a = placePlayer(editor, click, 'offense-1', 10, 10);
    editor.update((s) => void (s.tool.mode = 'select'));
    tools.down(p(10.5, 10));
    tools.move(p(12.5, 10));
    expect(tools.tool.state).toBe('select.dragging');
    expect(editor.statusOf(a)).toBe('INTERACTING');
    tools.move(p(20.5, 15));
    tools.up(p(20.5, 15));
    expect(object(editor, a).pos).toEqual({ x: 20, y: 15 });
    expect(editor.statusOf(a)).toBe('SELECTED');
    editor.undo();
    expect(object(editor, a).pos).toEqual({ x: 10, y: 10 });
  });

  it('touch drags lift the object 35 px above the finger', () => {
    const { editor, tools, click } = setup();
    const a = placePlayer(editor, click, 'offense-1', 10, 10);
    editor.update((s) => void (s.tool.mode = 'select'));
    tools.down(p(10, 10, 'touch'));
    tools.move(p(20, 20, 'touch'));
    tools.up(p(20, 20, 'touch'));
    expect(object(editor, a).pos).toEqual({ x: 20, y: 20 - MOBILE_DRAG_OFFSET * UPP });
  });

  it('escape during a drag puts things back', () => {
    const { editor, tools, click } = setup();
    const a = placePlayer(editor, click, 'offense-1', 10, 10);
    editor.update((s) => void (s.tool.mode = 'select'));
    tools.down(p(10, 10));
    tools.move(p(20, 20));
    tools.cancel();
    expect(object(editor, a).pos).toEqual({ x: 10, y: 10 });
    expect(tools.tool.state).toBe('select.idle');
  });

  it('resizes and rotates shapes with their handles', () => {
    const { editor, tools, click } = setup();
    choosePlace(editor, 'rectangle');
    click(20, 20);
    const id = editor.state.selection[0]!;
    // Resize handle at the bottom-right corner (20 x 10 box).
    tools.down(p(30, 25));
    expect(tools.tool.state).toBe('select.handle');
    tools.move(p(35, 30));
    tools.up(p(35, 30));
    expect(object(editor, id)).toMatchObject({ width: 30, height: 20 });
    // Rotate handle above the top edge (half height 10, gap 3).
    tools.down(p(20, 7));
    tools.move(p(40, 20));
    tools.up(p(40, 20));
    expect(object(editor, id).angle).toBe(90);
    editor.undo();
    expect(object(editor, id).angle).toBeUndefined();
  });

  it('double-click on text starts inline editing', () => {
    const { editor, tools, click } = setup();
    choosePlace(editor, 'text');
    click(20, 20);
    const id = editor.state.selection[0]!;
    tools.doubleClick(p(20, 20));
    expect(editor.state.editingId).toBe(id);
    expect(editor.statusOf(id)).toBe('EDIT');
  });
});

describe('arrow tool', () => {
  it('draws a pass from the ball carrier that links both ends', () => {
    const { editor, tools, click, drag } = setup();
    const passer = placePlayer(editor, click, 'ball-1', 10, 10);
    const receiver = placePlayer(editor, click, 'offense-2', 30, 10);
    chooseArrow(editor, 'pass', 0);
    drag([10, 10], [29, 11]);
    const id = editor.state.selection[0]!;
    const drawn = arrow(editor, id);
    // The end stops at the receiver's disc (radius 1.75) plus a small gap, so the arrowhead shows.
    expect(drawn).toMatchObject({ subType: 'pass', shape: 0, points: { s: { x: 10, y: 10 }, e: { x: 27.95, y: 10 } } });
    expect(editor.phase.links).toEqual([
      { arrow: { id, subType: 'pass', type: 'arrow' }, end: 's', object: { id: passer, subType: 'player', type: 'object' } },
      { arrow: { id, subType: 'pass', type: 'arrow' }, end: 'e', object: { id: receiver, subType: 'player', type: 'object' } },
    ]);
    expect(tools.tools.arrow.path).toEqual(['arrow.idle', 'arrow.pointing', 'arrow.drawing', 'arrow.idle']);
    // One undo removes the arrow and its links.
    editor.undo();
    expect(editor.phase.objects.some((o) => o.id === id)).toBe(false);
    expect(editor.phase.links).toEqual([]);
  });

  it('a cut ends on the floor: dropped on a player it says why and stays unlinked', () => {
    const { editor, click, drag } = setup();
    placePlayer(editor, click, 'offense-1', 10, 10);
    placePlayer(editor, click, 'offense-2', 30, 10);
    chooseArrow(editor, 'cut', 1);
    drag([10, 10], [30, 10]);
    const id = editor.state.selection[0]!;
    expect(editor.phase.links.map((l) => l.end)).toEqual(['s']);
    expect(editor.state.hint?.message).toBe(LINK_REFUSALS.endsOnFloor);
    expect(arrow(editor, id).shape).toBe(1);
  });

  it('a handoff snaps within 10 units', () => {
    const { editor, click, drag } = setup();
    placePlayer(editor, click, 'ball-1', 10, 10);
    const receiver = placePlayer(editor, click, 'offense-2', 30, 10);
    chooseArrow(editor, 'handoff', 0);
    drag([10, 10], [30 - HANDOFF_SNAP_DISTANCE + 1, 10]);
    expect(editor.phase.links.find((l) => l.end === 'e')?.object.id).toBe(receiver);
  });

  it('a shot links to a hoop', () => {
    const { editor, click, drag } = setup();
    placePlayer(editor, click, 'ball-1', 20, 25);
    choosePlace(editor, 'hoop');
    click(5.25, 25);
    const hoop = editor.state.selection[0]!;
    chooseArrow(editor, 'shot', 0);
    drag([20, 25], [6, 25]);
    expect(editor.phase.links.find((l) => l.end === 'e')?.object.id).toBe(hoop);
  });

  it('edits arrow ends with handles and relinks', () => {
    const { editor, tools, click, drag } = setup();
    placePlayer(editor, click, 'ball-1', 10, 10);
    const a = placePlayer(editor, click, 'offense-2', 30, 10);
    const b = placePlayer(editor, click, 'offense-3', 30, 30);
    chooseArrow(editor, 'pass', 0);
    drag([10, 10], [30, 10]);
    const id = editor.state.selection[0]!;
    expect(editor.phase.links.find((l) => l.end === 'e')?.object.id).toBe(a);
    editor.update((s) => void (s.tool.mode = 'select'));
    editor.select([id]);
    tools.down(p(27.95, 10));
    expect(tools.tool.state).toBe('select.handle');
    tools.move(p(29, 29));
    tools.up(p(29, 29));
    expect(editor.phase.links.find((l) => l.end === 'e')?.object.id).toBe(b);
    expect(arrow(editor, id).points.e).toEqual({ x: 28.55, y: 28.55 });
    // Dragging the middle of a straight arrow bends it into a curve.
    const middle = arrow(editor, id).points.m!;
    tools.down(p(middle.x, middle.y));
    tools.move(p(25, 15));
    tools.up(p(25, 15));
    expect(arrow(editor, id).shape).toBe(1);
  });

  it('moving a linked player carries the arrow end', () => {
    const { editor, tools, click, drag } = setup();
    placePlayer(editor, click, 'ball-1', 10, 10);
    const receiver = placePlayer(editor, click, 'offense-2', 30, 10);
    chooseArrow(editor, 'pass', 0);
    drag([10, 10], [30, 10]);
    const id = editor.state.selection[0]!;
    editor.update((s) => void (s.tool.mode = 'select'));
    editor.select([]);
    tools.down(p(30.5, 10.5));
    tools.move(p(35.5, 20.5));
    tools.up(p(35.5, 20.5));
    expect(object(editor, receiver).pos).toEqual({ x: 35, y: 20 });
    expect(arrow(editor, id).points.e).toEqual({ x: 32.95, y: 20 });
  });
});

describe('a viewer (not editable)', () => {
  it('only hovers: HOVERING_ANIMATOR, no selection, no moves, no document commands', async () => {
    const { editor, tools, click } = setup();
    const a = placePlayer(editor, click, 'offense-1', 10, 10);
    editor.update((s) => {
      s.editable = false;
      s.selection = [];
      s.tool.mode = 'select';
    });
    tools.down(p(10, 10));
    tools.move(p(20, 20));
    tools.up(p(20, 20));
    expect(object(editor, a).pos).toEqual({ x: 10, y: 10 });
    expect(editor.state.selection).toEqual([]);
    tools.move(p(10.2, 10));
    expect(editor.statusOf(a)).toBe('HOVERING');
    expect(editor.effectiveStatusOf(a)).toBe('HOVERING_ANIMATOR');
    const { runCommand } = await import('../store/commands');
    editor.update((s) => void (s.selection = [a]));
    expect(runCommand(editor, 'delete')).toBe(false);
    expect(runCommand(editor, 'addPhase')).toBe(false);
    expect(runCommand(editor, 'escape')).toBe(true);
    expect(editor.phase.objects).toHaveLength(1);
  });
});
