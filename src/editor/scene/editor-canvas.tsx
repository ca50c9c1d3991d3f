// The court scene: an orthographic React Three Fiber canvas that draws only on demand. Pointer
// input is turned into court units here and handed to the active tool; wheel, pinch and the zoom
// buttons move the camera.
import { Canvas, useThree } from '@react-three/fiber';
import { Profiler, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { OrthographicCamera, WebGLRenderer } from 'three';
import { playCourt } from '../../../engine';
import { useEditor, useEditorState } from '../editor-context';
import type { ToolManager } from '../tools/tool-manager';
import type { PointerKind, ToolPointer } from '../tools/types';
import { CourtLayer } from './court-layer';
import { InteractionLayer } from './interaction-layer';
import { ItemsLayer } from './item-views';
import { PlayersLayer } from './players-layer';
import { countRender, editorStats } from './render-stats';
import type { ViewController, ViewState } from './view';

export interface EditorCanvasProps {
  tools: ToolManager;
  view: ViewController;
  /** Hides the editing layers while the play animates (the playback layer draws instead). */
  playing?: boolean;
  /** Extra scene content (the playback layer). */
  children?: ReactNode;
  /** DOM overlays above the canvas (inline text editor, hints, zoom buttons). */
  overlay?: ReactNode;
}

/** Keeps the three.js camera on the view's centre and zoom; y is flipped by the root group. */
function CameraRig({ view }: { view: ViewController }) {
  countRender('CameraRig');
  const camera = useThree((s) => s.camera) as OrthographicCamera;
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  const settings = useEditorState((s) => s.doc.data.settings);
  const court = useMemo(() => playCourt(settings), [settings]);
  useEffect(() => view.resize(size.width, size.height, court), [view, size.width, size.height, court]);
  const state = useStore(view.store);
  useEffect(() => {
    applyView(camera, state);
    invalidate();
  }, [camera, state, invalidate]);
  useEffect(() => instrumentRenderer(gl), [gl]);
  return null;
}

function applyView(camera: OrthographicCamera, state: ViewState): void {
  camera.zoom = state.scale * state.zoom;
  camera.position.set(state.center.x, -state.center.y, 100);
  camera.updateProjectionMatrix();
}

/** Draw calls per frame, for the benchmark (renderer.info resets every frame); only with stats on. */
function instrumentRenderer(gl: WebGLRenderer): (() => void) | undefined {
  const stats = editorStats();
  if (!stats) return undefined;
  const render = gl.render.bind(gl);
  gl.render = (scene, cam) => {
    const start = performance.now();
    render(scene, cam);
    if (stats.renderTimes.length >= 2000) stats.renderTimes.shift();
    stats.renderTimes.push(performance.now() - start);
    stats.lastDrawCalls = gl.info.render.calls;
    stats.drawCalls += gl.info.render.calls;
    stats.lastFrameAt = performance.now();
    for (const at of stats.pendingInputs) stats.inputLatencies.push(stats.lastFrameAt - at);
    stats.pendingInputs.length = 0;
  };
  return () => {
    gl.render = render;
  };
}

function pointerKind(type: string): PointerKind {
  return type === 'touch' ? 'touch' : type === 'pen' ? 'pen' : 'mouse';
}

export function EditorCanvas({ tools, view, playing = false, children, overlay }: EditorCanvasProps) {
  countRender('EditorCanvas');
  const editor = useEditor();
  const wrapper = useRef<HTMLDivElement>(null);
  const touches = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; x: number; y: number } | null>(null);
  const panning = useRef<{ x: number; y: number } | null>(null);

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
    if (playing) return;
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
        touches.current.delete(event.pointerId);
        pinch.current = null;
        tools.cancel();
      }}
      onPointerLeave={() => editor.setHovered(null)}
      onDoubleClick={(event) => tools.doubleClick(toPointer(event))}
      onContextMenu={(event) => event.preventDefault()}
    >
      <Profiler id="editor-scene" onRender={onProfile}>
        <Canvas orthographic frameloop="demand" flat dpr={[1, 2]} gl={{ antialias: true }} camera={{ position: [0, 0, 100], zoom: 10, near: 0.1, far: 1000 }}>
          <CameraRig view={view} />
          <group scale={[1, -1, 1]}>
            <CourtLayer />
            {/* While the play animates, the playback layer (children) draws every object instead. */}
            <group visible={!playing}>
              <ItemsLayer />
            </group>
            <PlayersLayer hidden={playing}>{children}</PlayersLayer>
            {!playing && <InteractionLayer view={view} />}
          </group>
        </Canvas>
      </Profiler>
      {overlay}
    </div>
  );
}
