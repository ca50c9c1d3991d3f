// The place tool: idle ─down→ placing ─up→ idle. A click puts the palette's object there (kept on
// the court) and selects it. Placing player n of a team readies player n + 1, so five players are
// five clicks; other objects hand back to the select tool.
import { clampToCourt, MOBILE_DRAG_OFFSET } from '../../../engine';
import type { Editor } from '../store/editor-store';
import { maxDisplayOrder } from '../store/document';
import { createPaletteObject, paletteEntry } from '../store/palette-items';
import type { Tool, ToolPointer } from './types';

export class PlaceTool implements Tool {
  readonly id = 'place';
  private current: 'idle' | 'placing' = 'idle';
  readonly path: string[] = ['place.idle'];

  constructor(private readonly editor: Editor) {}

  get state(): string {
    return `place.${this.current}`;
  }

  private enter(state: 'idle' | 'placing'): void {
    this.current = state;
    this.path.push(`place.${state}`);
  }

  onPointerDown(): void {
    this.enter('placing');
  }

  onPointerMove(): void {}

  onPointerUp(p: ToolPointer): void {
    if (this.current !== 'placing') return;
    this.enter('idle');
    const { editor } = this;
    const entry = paletteEntry(editor.state.tool.placeId);
    if (!entry) return;
    const lifted = p.pointerType === 'touch' ? { x: p.x, y: p.y - MOBILE_DRAG_OFFSET * p.unitsPerPixel } : p;
    const at = clampToCourt(lifted, editor.court);
    const id = editor.newObjectId();
    editor.addItem(createPaletteObject(entry, id, at, maxDisplayOrder(editor.phase) + 1));
    editor.select([id]);
    const { team, number } = entry.template;
    const next = team && (team === 'offense' || team === 'defense') && number !== undefined && number < 5 ? `${team}-${number + 1}` : null;
    editor.update((s) => {
      if (next) s.tool.placeId = next;
      else s.tool.mode = 'select';
    });
  }

  onCancel(): void {
    if (this.current !== 'idle') this.enter('idle');
  }
}
