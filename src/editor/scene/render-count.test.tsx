// @vitest-environment happy-dom
// A drag re-renders the dragged player, not the other players, the arrows or the court (Excalidraw
// habit: count renders). The scene's components are rendered without WebGL: only React is measured.
// The court is the editor's own CourtLayer: its mesh counts its renders, and a Profiler counts every
// commit of its subtree (the layer's own subscriptions included).
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorContext } from '../editor-context';
import { createEditor } from '../store/editor-store';
import { arrowPointsFor } from '../store/document';
import { CourtLayer } from './court-layer';
import { createPaletteObject, paletteEntry } from '../store/palette-items';
import { ItemsLayer } from './item-views';
import { PlayerInstances } from './player-instances';
import { InstancesContext, PlayerMarker } from './players-layer';
import { countRenders, renderCount } from './render-stats';

describe('render counts', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    countRenders(true);
  });
  afterEach(() => {
    countRenders(false);
    vi.restoreAllMocks();
  });

  it('a drag re-renders one player and nothing else', () => {
    const editor = createEditor();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const id = editor.newObjectId();
      editor.addItem(createPaletteObject(paletteEntry(i < 5 ? `offense-${i + 1}` : `defense-${i - 4}`)!, id, { x: 5 + i * 3, y: 10 }, i));
      ids.push(id);
    }
    const arrowId = editor.newObjectId();
    editor.addItem({
      id: arrowId, type: 'arrow', subType: 'cut', points: arrowPointsFor({ x: 10, y: 30 }, { x: 30, y: 30 }, 0), shape: 0,
      sameTime: false, option: false, ends: true, displayOrder: 20, animationOrder: 0, pause: 0.2,
    });
    const instances = new PlayerInstances();
    let courtCommits = 0;
    render(
      <EditorContext.Provider value={editor}>
        <InstancesContext.Provider value={instances}>
          <Profiler id="court" onRender={() => courtCommits++}>
            <CourtLayer />
          </Profiler>
          {ids.map((id, rank) => (
            <PlayerMarker key={id} id={id} rank={rank} />
          ))}
          <ItemsLayer />
        </InstancesContext.Provider>
      </EditorContext.Provider>,
    );
    expect(instances.playerIds).toHaveLength(10);
    // The court is really there and counted: it rendered once, when it mounted.
    expect(renderCount('court')).toBe(1);
    expect(courtCommits).toBe(1);
    countRenders(true);
    courtCommits = 0;
    const dragged = ids[3]!;
    act(() => editor.beginGesture());
    for (let step = 1; step <= 5; step++) {
      act(() => editor.moveItemsTo([dragged], dragged, { x: 14 + step, y: 10 + step }, 'gesture'));
    }
    act(() => editor.endGesture());
    expect(renderCount(`player:${dragged}`)).toBe(5);
    for (const id of ids) if (id !== dragged) expect(renderCount(`player:${id}`)).toBe(0);
    expect(renderCount(`item:${arrowId}`)).toBe(0);
    expect(renderCount('court')).toBe(0);
    expect(courtCommits).toBe(0);
    expect(instances.look(dragged)).toMatchObject({ x: 19, y: 15 });
  });
});
