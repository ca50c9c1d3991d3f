// The court scene: an orthographic React Three Fiber canvas that draws only on demand. Pointer
// input is turned into court units here and handed to the active tool; wheel, pinch and the zoom
// buttons move the camera. A pen draws as a mouse does; a resting palm is ignored (palm-rejection.ts).
import { Canvas, useThree } from '@react-three/fiber';
import { Profiler, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { playCourt } from '../../../engine';
import { useEditor, useEditorState } from '../editor-context';
import type { ToolManager } from '../tools/tool-manager';
import type { PointerKind, ToolPointer } from '../tools/types';
import { CourtLayer } from './court-layer';
import { InteractionLayer } from './interaction-layer';
import { PalmRejection } from './palm-rejection';
import { ItemsLayer } from './item-views';
import { PlayersLayer } from './players-layer';
import { countRender, editorStats, recordFrame } from './render-stats';
import { CourtRoot, SCENE_CANVAS, SCENE_DPR, ViewCamera, measureRenders } from './scene-canvas';
import type { ViewController } from './view';

export interface EditorCanvasProps {
  tools: ToolManager;
  view: ViewController;
  /** The play animates: the court takes no editing input. */
  playing?: boolean;
  /** The playback layer when the play animates in this thread: it draws every object instead of the editing layers. */
  playbackLayer?: ReactNode;
  /** DOM overlays above the canvas (inline text editor, hints, zoom buttons). */
  overlay?: ReactNode;
}

/** Fits the view to the canvas and the court, and counts frames for the benchmark (stats on only). */
function CameraRig({ view }: { view: ViewController }) {
  countRender('CameraRig');
  const size = useThree((s) => s.size);
  const gl = useThree((s) => s.gl);
  const settings = useEditorState((s) => s.doc.data.settings);
  const court = useMemo(() => playCourt(settings), [settings]);
  useEffect(() => view.resize(size.width, size.height, court), [view, size.width, size.height, court]);
  useEffect(() => (editorStats() ? measureRenders(gl, recordFrame) : undefined), [gl]);
  return <ViewCamera view={view.store} />;
}

function pointerKind(type: string): PointerKind {
  return type === 'touch' ? 'touch' : type === 'pen' ? 'pen' : 'mouse';
}

export function EditorCanvas({ tools, view, playing = false, playbackLayer, overlay }: EditorCanvasProps) {
  countRender('EditorCanvas');
  const editor = useEditor();
  const wrapper = useRef<HTMLDivElement>(null);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; x: number; y: number } | null>(null);
  const panning = useRef<{ x: number; y: number } | null>(null);
  const palm = useMemo(() => new PalmRejection(), []);

  const toPointer = (event: { clientX: number; clientY: number; pointerType?: string; shiftKey: boolean }): ToolPointer => {
    const rect = wrapper.current!.getBoundingClientRect();
    const at = view.toCourt(event.clientX - rect.left, event.clientY - rect.top);
    return { x: at.x, y: at.y, pointerType: pointerKind(event.pointerType ?? 'mouse'), shiftKey: event.shiftKey, unitsPerPixel: 1 / view.pixelsPerUnit };
  };

  // Wheel zoom must prevent the page from scrolling, which React's passive wheel listener cannot.
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey || Math.abs(event.deltaY) >= Math.abs(event.deltaX)) {
        view.zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
      } else {
        view.panBy(-event.deltaX, -event.deltaY);
      }
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [view]);

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (playing) return;
    const verdict = palm.down(event);
    if (verdict.dropTouches) {
      // A pen landed where a palm already rests: what the palm started is dropped.
      tools.cancel();
      touches.current.clear();
      pinch.current = null;
    }
    if (!verdict.accept) return;
    wrapper.current?.setPointerCapture?.(event.pointerId);
    if (event.pointerType === 'touch') {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.current.size === 2) {
        // A second finger: pinch and pan the view, dropping what the first finger started.
        tools.cancel();
        const [a, b] = [...touches.current.values()];
        pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
        return;
      }
    }
    if (event.button === 1 || (event.button === 0 && event.altKey)) {
      panning.current = { x: event.clientX, y: event.clientY };
      return;
    }
    if (event.button !== 0) return;
    tools.down(toPointer(event));
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!palm.move(event) || playing) return;
    if (event.pointerType === 'touch' && touches.current.has(event.pointerId)) {
      touches.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch.current && touches.current.size >= 2) {
        const [a, b] = [...touches.current.values()];
        const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
        const x = (a!.x + b!.x) / 2;
        const y = (a!.y + b!.y) / 2;
        const rect = wrapper.current!.getBoundingClientRect();
        view.panBy(x - pinch.current.x, y - pinch.current.y);
        if (pinch.current.distance > 0) view.zoomAt(distance / pinch.current.distance, x - rect.left, y - rect.top);
        pinch.current = { distance, x, y };
        return;
      }
    }
    if (panning.current) {
      view.panBy(event.clientX - panning.current.x, event.clientY - panning.current.y);
      panning.current = { x: event.clientX, y: event.clientY };
      return;
    }
    tools.move(toPointer(event));
  };

  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!palm.up(event)) return;
    if (event.pointerType === 'touch') {
      touches.current.delete(event.pointerId);
      if (pinch.current) {
        if (touches.current.size === 0) pinch.current = null;
        return;
      }
    }
    if (panning.current) {
      panning.current = null;
      return;
    }
    if (playing) return;
    tools.up(toPointer(event));
  };

  const onProfile = () => {
    const stats = editorStats();
    if (stats) stats.commits++;
  };

  return (
    <div
      ref={wrapper}
      className="relative h-full w-full touch-none select-none overflow-hidden"
      data-testid="editor-canvas"
      data-tool={editor.state.tool.mode}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={(event) => {
        // A palm's cancel must not drop the pen's stroke.
        if (!palm.cancel(event)) return;
        touches.current.delete(event.pointerId);
        pinch.current = null;
        tools.cancel();
      }}
      onPointerLeave={() => editor.setHovered(null)}
      onDoubleClick={(event) => tools.doubleClick(toPointer(event))}
      onContextMenu={(event) => event.preventDefault()}
    >
      <Profiler id="editor-scene" onRender={onProfile}>
        <Canvas {...SCENE_CANVAS} dpr={SCENE_DPR}>
          <CameraRig view={view} />
          <CourtRoot>
            <CourtLayer />
            <group visible={!playbackLayer}>
              <ItemsLayer />
            </group>
            <PlayersLayer hidden={!!playbackLayer}>{playbackLayer}</PlayersLayer>
            {!playing && <InteractionLayer view={view} />}
          </CourtRoot>
        </Canvas>
      </Profiler>
      {overlay}
    </div>
  );
}
