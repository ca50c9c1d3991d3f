import { describe, expect, it } from 'vitest';
import { MOBILE_DRAG_OFFSET, HANDOFF_SNAP_DISTANCE, LINK_REFUSALS, type Arrow, type PlayObject } from '../../../engine';
import { createEditor, type Editor } from '../store/editor-store';
import { runCommand } from '../../editor-kit/commands';
import { choosePlace, chooseArrow, editorCommands } from '../store/commands';
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
    // Resize handle at the bottom-right corner (a new 10 x 5 box on a 50 ft wide court).
    tools.down(p(25, 22.5));
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

  it("clears the hovered player's ring when an arrow is finished, dropped as a slip or cancelled", () => {
    const { editor, tools, click, drag } = setup();
    placePlayer(editor, click, 'ball-1', 10, 10);
    chooseArrow(editor, 'pass');
    tools.move(p(10, 10));
    expect(editor.state.hovered).not.toBeNull();
    drag([10, 10], [20, 20]);
    expect(editor.state.hovered).toBeNull();
    tools.move(p(10.2, 10));
    click(10.2, 10);
    expect(editor.state.hovered).toBeNull();
    tools.move(p(10, 10));
    tools.cancel();
    expect(editor.state.hovered).toBeNull();
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

describe('arrow handles after drawing (issue 15.4)', () => {
  function drawPass() {
    const context = setup();
    const { editor, click, drag } = context;
    const passer = placePlayer(editor, click, 'ball-1', 10, 10);
    const receiver = placePlayer(editor, click, 'offense-2', 30, 10);
    chooseArrow(editor, 'pass', 0);
    drag([10, 10], [30, 10]);
    return { ...context, passer, receiver, id: editor.state.selection[0]! };
  }
  const arrows = (editor: Editor) => editor.phase.objects.filter((o) => o.type === 'arrow');

  it('dragging the new arrow’s middle handle bends it, the tool still the arrow tool', () => {
    const { editor, tools, drag, id } = drawPass();
    const middle = arrow(editor, id).points.m!;
    drag([middle.x, middle.y], [20, 16]);
    expect(arrows(editor)).toHaveLength(1);
    expect(arrow(editor, id)).toMatchObject({ shape: 1, points: { m: { x: 20, y: 16 } } });
    expect(tools.tools.arrow.path.slice(-2)).toEqual(['arrow.handle', 'arrow.idle']);
    expect(editor.state.tool.mode).toBe('arrow');
    // The bend is one undo step; the arrow stays.
    editor.undo();
    expect(arrow(editor, id).shape).toBe(0);
  });

  it('dragging from its end draws the next arrow from there; the select tool moves the end and re-links it', () => {
    const { editor, click, drag, id, passer, receiver } = drawPass();
    editor.update((s) => void (s.tool.mode = 'place'));
    const other = placePlayer(editor, click, 'offense-3', 30, 30);
    editor.update((s) => {
      s.tool.mode = 'arrow';
      s.selection = [id];
    });
    const end = arrow(editor, id).points.e!;
    drag([end.x + 1, end.y], [end.x + 1, end.y + 8]);
    expect(arrows(editor)).toHaveLength(2);
    // The receiver's next action: the new arrow starts linked to the player the pass ends at.
    expect(editor.phase.links.filter((l) => l.end === 's').map((l) => l.object.id)).toEqual([passer, receiver]);

    editor.update((s) => {
      s.tool.mode = 'select';
      s.selection = [id];
    });
    drag([end.x, end.y], [30, 29]);
    expect(arrows(editor)).toHaveLength(2);
    expect(editor.phase.links.find((l) => l.arrow.id === id && l.end === 'e')?.object.id).toBe(other);
  });

  it('a press on a player or the empty floor still draws a new arrow', () => {
    const { editor, drag, passer, receiver } = drawPass();
    chooseArrow(editor, 'dribble', 0);
    // The new pass's start handle sits on the passer, its end at the receiver's disc: the players win.
    drag([30, 10], [30, 25]);
    expect(arrows(editor)).toHaveLength(2);
    expect(editor.phase.links.filter((l) => l.end === 's').map((l) => l.object.id)).toEqual([passer, receiver]);
    drag([40, 40], [45, 45]);
    expect(arrows(editor)).toHaveLength(3);
  });
});

describe('dragging an arrow by its head or body (issue 15.5)', () => {
  function linkedPass() {
    const context = setup();
    const { editor, click, drag } = context;
    placePlayer(editor, click, 'ball-1', 10, 10);
    const receiver = placePlayer(editor, click, 'offense-2', 30, 10);
    const other = placePlayer(editor, click, 'offense-3', 30, 30);
    chooseArrow(editor, 'pass', 0);
    drag([10, 10], [30, 10]);
    const id = editor.state.selection[0]!;
    editor.update((s) => {
      s.tool.mode = 'select';
      s.selection = [];
      s.notice = null;
    });
    return { ...context, receiver, other, id };
  }
  const endLink = (editor: Editor) => editor.phase.links.find((l) => l.end === 'e')?.object.id;

  it('pressing an unselected arrow’s head drags that end and re-links it to the player it is dropped on', () => {
    const { editor, tools, drag, other, id } = linkedPass();
    const start = arrow(editor, id).points.s;
    const head = arrow(editor, id).points.e!;
    drag([head.x, head.y], [29, 29]);
    expect(tools.tool.path.slice(-2)).toEqual(['select.handle', 'select.idle']);
    expect(arrow(editor, id).points.s).toEqual(start);
    expect(endLink(editor)).toBe(other);
    expect(editor.state.notice).toBeNull();
  });

  it('dropped on the empty floor it unlinks and says so', () => {
    const { editor, drag, id } = linkedPass();
    const head = arrow(editor, id).points.e!;
    drag([head.x, head.y], [45, 20]);
    expect(arrow(editor, id).points.e).toEqual({ x: 45, y: 20 });
    expect(endLink(editor)).toBeUndefined();
    expect(editor.state.notice).toMatchObject({ key: 'editor.unlinked.end' });
    editor.undo();
    expect(endLink(editor)).toBeDefined();
  });

  it('moving a linked arrow by its body re-links ends near a player and names the ends unlinked', () => {
    const { editor, drag, receiver } = linkedPass();
    // A small move keeps both ends near their players: they stay linked.
    drag([20, 10], [20.5, 10.5]);
    expect(editor.phase.links.map((l) => l.end)).toEqual(['s', 'e']);
    expect(endLink(editor)).toBe(receiver);
    expect(editor.state.notice).toBeNull();
    // Far away on the floor: both ends unlink, and the coach is told.
    drag([20, 10], [20, 40]);
    expect(editor.phase.links).toEqual([]);
    expect(editor.state.notice).toMatchObject({ key: 'editor.unlinked.both' });
  });
});

describe('touch taps land where tapped (issue 15.7)', () => {
  it('a tap places the player at the tapped point; a drag past the threshold lifts', () => {
    const { editor, tools } = setup();
    choosePlace(editor, 'offense-1');
    tools.down(p(10, 10, 'touch'));
    tools.move(p(10.2, 10.1, 'touch'));
    tools.up(p(10.2, 10.1, 'touch'));
    expect(object(editor, editor.state.selection[0]!).pos).toEqual({ x: 10.2, y: 10.1 });
    tools.down(p(20, 20, 'touch'));
    tools.up(p(25, 20, 'touch'));
    expect(object(editor, editor.state.selection[0]!).pos).toEqual({ x: 25, y: 20 - MOBILE_DRAG_OFFSET * UPP });
  });

  it('an arrow started from a tap on a player links to that player', () => {
    const { editor, click, drag } = setup();
    const passer = placePlayer(editor, click, 'ball-1', 10, 10);
    chooseArrow(editor, 'dribble', 0);
    drag([10.3, 10.2], [20, 20], 'touch');
    expect(editor.phase.links).toMatchObject([{ end: 's', object: { id: passer } }]);
  });

  it('a small wobble on a handle does not lift it', () => {
    const { editor, tools } = setup();
    choosePlace(editor, 'rectangle');
    tools.down(p(20, 20, 'touch'));
    tools.up(p(20, 20, 'touch'));
    const id = editor.state.selection[0]!;
    tools.down(p(25, 22.5, 'touch'));
    tools.move(p(25.5, 22.5, 'touch'));
    tools.up(p(25.5, 22.5, 'touch'));
    expect(object(editor, id)).toMatchObject({ width: 11, height: 5 });
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
    editor.update((s) => void (s.selection = [a]));
    expect(runCommand(editor, editorCommands.delete)).toBe(false);
    expect(runCommand(editor, editorCommands.addPhase)).toBe(false);
    expect(runCommand(editor, editorCommands.escape)).toBe(true);
    expect(editor.phase.objects).toHaveLength(1);
  });
});
