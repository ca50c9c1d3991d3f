// The playback worker: the play animates in a canvas the page handed over (OffscreenCanvas), drawn by
// React Three Fiber in this thread with the editor's own court and playback layer, or, where WebGL is
// software-rendered, painted in 2D from the same display list and timeline (Playback2D; the choice is
// playback-drawing.ts), so the page's main thread does nothing per frame. Lives in src/editor/ (not workers/) because it draws with the
// editor's scene. Started by PlaybackRenderer; the protocol is playback-mirror.ts.
import '../../../engine/validate-without-eval';
import './dev-worker-window';
import { createRoot, extend, useThree } from '@react-three/fiber';
import * as Comlink from 'comlink';
import { useEffect, useMemo } from 'react';
import { Group, Mesh } from 'three';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { loadInterFonts } from '../../../workers/inter-fonts';
import { TEXT_FONT_FAMILY, fontSet } from '../scene/canvas-2d';
import { CourtMesh } from '../scene/court-layer';
import { drawContextFor } from '../scene/draw-context';
import { installEditorStats } from '../scene/render-stats';
import { CourtRoot, SCENE_CANVAS, ViewCamera, measureRenders } from '../scene/scene-canvas';
import type { ViewState } from '../scene/view';
import { Playback2D } from './playback-2d';
import { choosePlaybackDrawing, probeGpu } from './playback-drawing';
import { PlaybackLayer } from './playback-layer';
import { type CanvasView, type PlaybackEvent, PlaybackMirror, type PlaybackWorkerApi } from './playback-mirror';

// The scene's elements; the whole THREE namespace is not needed here.
extend({ Group, Mesh });

let events: MessagePort | null = null;
const mirror = new PlaybackMirror((event: PlaybackEvent) => events?.postMessage(event));
const view = createStore<ViewState>()(() => ({ width: 1, height: 1, scale: 1, zoom: 1, center: { x: 0, y: 0 } }));
let root: ReturnType<typeof createRoot> | null = null;
/** Draws instead of the React scene where the canvas is drawn in 2D. */
let painter: Playback2D | null = null;
let size = { width: 0, height: 0, dpr: 0 };

function Scene() {
  const shown = useStore(mirror.shown);
  const gl = useThree((s) => s.gl);
  useEffect(() => measureRenders(gl, (renderMs, drawCalls) => mirror.frameDrawn(renderMs, drawCalls)), [gl]);
  const settings = shown?.data.settings;
  const errors = shown?.errors;
  const context = useMemo(() => (settings ? drawContextFor(settings, errors) : null), [settings, errors]);
  return (
    <>
      <ViewCamera view={view} />
      {shown && context && (
        <CourtRoot>
          <CourtMesh viewMode={shown.data.settings.viewMode} courtType={shown.data.settings.courtType} courtColor={shown.data.settings.courtColor} />
          <PlaybackLayer playback={mirror.playback} data={shown.data} context={context} />
        </CourtRoot>
      )}
    </>
  );
}

async function resize(next: CanvasView): Promise<void> {
  if (!root || (next.width === size.width && next.height === size.height && next.dpr === size.dpr)) return;
  size = { width: next.width, height: next.height, dpr: next.dpr };
  await root.configure({ ...SCENE_CANVAS, dpr: next.dpr, size: { width: next.width, height: next.height, top: 0, left: 0 } });
}

const api: PlaybackWorkerApi = {
  async start(canvas, initialView, port, countRenders, forced) {
    events = port;
    if (countRenders) installEditorStats(true);
    // The family the page's CSS gives Inter, which TEXT_FONT_FAMILY names first.
    await loadInterFonts(fontSet(), 'Inter Variable');
    const drawing = choosePlaybackDrawing(probeGpu(), forced);
    if (drawing === '2d') {
      painter = new Playback2D(canvas, mirror, initialView, { makeCanvas: (width, height) => new OffscreenCanvas(width, height), fontFamily: TEXT_FONT_FAMILY });
      return drawing;
    }
    root = createRoot(canvas);
    await resize(initialView);
    view.setState(initialView, true);
    root.render(<Scene />);
    return drawing;
  },
  view(next) {
    if (painter) {
      painter.setView(next);
      return;
    }
    void resize(next);
    view.setState(next, true);
  },
  build: (id, play) => mirror.build(id, play),
  show: (show) => mirror.show(show),
  clock: (id, clock) => mirror.clock(id, clock),
  seek: (id, time) => mirror.seek(id, time),
  hide: () => mirror.hide(),
};

Comlink.expose(api);
