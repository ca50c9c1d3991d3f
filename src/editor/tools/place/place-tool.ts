// The place tool: idle ─down→ placing ─up→ idle. A click puts the palette's object there (kept on
// the court) and selects it. Placing player n of a team readies player n + 1, so five players are
// five clicks; other objects hand back to the select tool. Two states, small enough for one file.
import i18next from 'i18next';
import { clampToCourt, MOBILE_DRAG_OFFSET } from '../../../../engine';
import { StateMachineTool, type ToolState } from '../../../editor-kit/tools/state-machine';
import type { Editor } from '../../store/editor-store';
import { maxDisplayOrder } from '../../store/document';
import { createPaletteObject, paletteEntry } from '../../store/palette-items';
import type { ToolPointer } from '../types';

type PlaceStateName = 'idle' | 'placing';

const idle: ToolState<Editor, ToolPointer, PlaceStateName> = {
  onPointerDown: () => 'placing',
};

const placing: ToolState<Editor, ToolPointer, PlaceStateName> = {
  onPointerUp(editor, p) {
    const entry = paletteEntry(editor.state.tool.placeId);
    if (!entry) return 'idle';
    const lifted = p.pointerType === 'touch' ? { x: p.x, y: p.y - MOBILE_DRAG_OFFSET * p.unitsPerPixel } : p;
    const at = clampToCourt(lifted, editor.court);
    const id = editor.newObjectId();
    const object = createPaletteObject(entry, id, at, maxDisplayOrder(editor.phase) + 1);
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

export class PlaceTool extends StateMachineTool<Editor, ToolPointer, PlaceStateName> {
  constructor(editor: Editor) {
    super('place', { idle, placing }, 'idle', editor);
  }
}
