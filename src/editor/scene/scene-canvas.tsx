// What the editor's canvas and the playback worker's canvas share: the renderer's settings, the
// camera that follows the view (ViewController's state), the y-flipped root and the frame counters.
import { useThree } from '@react-three/fiber';
import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { OrthographicCamera, WebGLRenderer } from 'three';
import type { ViewState } from './view';

/** The court's renderer: orthographic, drawn only on demand, colours as given, antialiased. */
export const SCENE_CANVAS = {
  orthographic: true,
  frameloop: 'demand' as const,
  flat: true,
  gl: { antialias: true },
  camera: { position: [0, 0, 100] as [number, number, number], zoom: 10, near: 0.1, far: 1000 },
};

/** Device pixels per CSS pixel: the screen's, between 1 and 2. */
export const SCENE_DPR: [number, number] = [1, 2];

export function sceneDpr(devicePixelRatio: number): number {
  return Math.min(SCENE_DPR[1], Math.max(SCENE_DPR[0], devicePixelRatio || 1));
}

/** Court units are y-down (spec's coordinates); three.js is y-up. */
export function CourtRoot({ children }: { children: ReactNode }) {
  return <group scale={[1, -1, 1]}>{children}</group>;
}

/** Keeps the three.js camera on the view's centre and zoom; y is flipped by CourtRoot. */
export function ViewCamera({ view }: { view: StoreApi<ViewState> }) {
  const camera = useThree((s) => s.camera) as OrthographicCamera;
  const invalidate = useThree((s) => s.invalidate);
  const state = useStore(view);
  useEffect(() => {
    applyView(camera, state);
    invalidate();
  }, [camera, state, invalidate]);
  return null;
}

function applyView(camera: OrthographicCamera, state: ViewState): void {
  camera.zoom = state.scale * state.zoom;
  camera.position.set(state.center.x, -state.center.y, 100);
  camera.updateProjectionMatrix();
}

/** Times every render call and counts its draw calls (renderer.info resets every frame); answers the undo. */
export function measureRenders(gl: WebGLRenderer, onFrame: (renderMs: number, drawCalls: number) => void): () => void {
  const render = gl.render.bind(gl);
  gl.render = (scene, camera) => {
    const start = performance.now();
    render(scene, camera);
    onFrame(performance.now() - start, gl.info.render.calls);
  };
  return () => {
    gl.render = render;
  };
}
