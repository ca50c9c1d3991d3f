// The place tool: idle ─down→ placing ─up→ idle. A click or tap puts the palette's object there
// (kept on the court; lifted above the finger only when a touch moved) and selects it. Placing player n of a team readies player n + 1, so five players are
// five clicks; other objects hand back to the select tool. Two states, small enough for one file.
import i18next from 'i18next';
import { clampToCourt, type Point } from '../../../../engine';
import { StateMachineTool, type ToolState } from '../../../editor-kit/tools/state-machine';
import type { Editor } from '../../store/editor-store';
import { maxDisplayOrder } from '../../store/document';
import { createPaletteObject, paletteEntry } from '../../store/palette-items';
import { liftedPoint, type ToolPointer } from '../types';

type PlaceStateName = 'idle' | 'placing';

interface PlaceContext {
  readonly editor: Editor;
  /** Where the press began. */
  origin: Point;
}

const idle: ToolState<PlaceContext, ToolPointer, PlaceStateName> = {
  onPointerDown(context, p) {
    context.origin = { x: p.x, y: p.y };
    return 'placing';
  },
};

const placing: ToolState<PlaceContext, ToolPointer, PlaceStateName> = {
  onPointerUp({ editor, origin }, p) {
    const entry = paletteEntry(editor.state.tool.placeId);
    if (!entry) return 'idle';
    const at = clampToCourt(liftedPoint(p, origin), editor.court);
    const id = editor.newObjectId();
    const object = createPaletteObject(entry, id, at, maxDisplayOrder(editor.phase) + 1, editor.court.width);
    // A new text box reads "Text" in the coach's language (the palette's template is English).
    if (object.subType === 'text' && i18next.exists('editor.palette.items.text')) object.text = i18next.t('editor.palette.items.text');
    editor.addItem(object);
    editor.select([id]);
    const { team, number } = entry.template;
    const next = team && (team === 'offense' || team === 'defense') && number !== undefined && number < 5 ? `${team}-${number + 1}` : null;
    editor.update((s) => {
      if (next) s.tool.placeId = next;
      else s.tool.mode = 'select';
    });
    return 'idle';
  },
  onCancel: () => 'idle',
};

export class PlaceTool extends StateMachineTool<PlaceContext, ToolPointer, PlaceStateName> {
  constructor(editor: Editor) {
    super('place', { idle, placing }, 'idle', { editor, origin: { x: 0, y: 0 } });
  }
}
