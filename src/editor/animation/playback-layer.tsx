// The play animating: useFrame samples the worker-built timeline and writes positions straight into
// the player instances, the ball and each arrow's draw range. No React render and no allocation per
// frame (pmndrs habit); frames are requested only while playing or after a scrub.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import type { Mesh } from 'three';
import { useStore } from 'zustand';
import { drawPhase, type Primitive, phaseAtTime, sampleLength, sampleTimeline, BALL_COLOR, PLAYER_BOX_WIDTH } from '../../../engine';
import { useEditorState } from '../editor-context';
import { RENDER_ORDER, flatMaterial, unitDisc, vertexColorMaterial } from '../scene/materials';
import { buildPrimitives } from '../scene/primitive-geometry';
import { usePlayerInstances } from '../scene/players-layer';
import type { Playback } from './playback';
import { countRender } from '../scene/render-stats';

const ballMaterial = flatMaterial(BALL_COLOR);
/** The ball's radius relative to a player's. */
const BALL_SCALE = 0.42;

interface ArrowDraw {
  phaseIndex: number;
  start: number;
  end: number;
  vertices: number;
  geometry: ReturnType<typeof buildPrimitives>['geometry'];
  order: number;
}

export function PlaybackLayer({ playback }: { playback: Playback }) {
  countRender('PlaybackLayer');
  const state = useStore(playback.store);
  const data = useEditorState((s) => s.doc.data);
  const instances = usePlayerInstances();
  const invalidate = useThree((s) => s.invalidate);
  const ball = useRef<Mesh>(null);
  const arrowMeshes = useRef<(Mesh | null)[]>([]);

  const { timeline, windows } = state;
  const arrows = useMemo<ArrowDraw[]>(() => {
    if (!timeline) return [];
    const out: ArrowDraw[] = [];
    data.phases.forEach((phase, phaseIndex) => {
      const primitives = drawPhase(phase, data.settings, { withoutCourt: true });
      const byArrow = new Map<string, Primitive[]>();
      for (const primitive of primitives) {
        if (!primitive.itemId || primitive.kind === 'text') continue;
        const item = phase.objects.find((o) => o.id === primitive.itemId);
        if (item?.type !== 'arrow') continue;
        const list = byArrow.get(primitive.itemId) ?? [];
        list.push(primitive);
        byArrow.set(primitive.itemId, list);
      }
      for (const [arrowId, list] of byArrow) {
        const window = windows.find((w) => w.phaseIndex === phaseIndex && w.arrowId === arrowId);
        const built = buildPrimitives(list);
        const item = phase.objects.find((o) => o.id === arrowId)!;
        out.push({ phaseIndex, start: window?.start ?? 0, end: window?.end ?? 0, vertices: built.vertexCount, geometry: built.geometry, order: item.displayOrder });
      }
    });
    return out;
  }, [timeline, windows, data]);
  useEffect(() => () => arrows.forEach((a) => a.geometry.dispose()), [arrows]);

  // Which instance slot follows which timeline track, worked out once.
  const tracks = useMemo(() => {
    if (!timeline) return { ids: [] as string[], index: new Int32Array(0), home: new Float32Array(0) };
    const ids = [...instances.playerIds];
    const index = new Int32Array(ids.length);
    const home = new Float32Array(ids.length * 2);
    ids.forEach((id, i) => {
      index[i] = timeline.objectIds.indexOf(id);
      const look = instances.look(id);
      home[i * 2] = look?.x ?? Number.NaN;
      home[i * 2 + 1] = look?.y ?? Number.NaN;
    });
    return { ids, index, home };
  }, [timeline, instances]);
  const sample = useMemo(() => new Float32Array(timeline ? sampleLength(timeline) : 0), [timeline]);
  const playerRadius = (PLAYER_BOX_WIDTH[data.settings.viewMode] * data.settings.objectSizeFactor) / 2;

  // The rings mark the ball carrier of the phase as drawn; while animating the ball itself moves.
  useEffect(() => {
    instances.showRings(false);
    const stopListening = playback.onSeek(() => invalidate());
    return () => {
      instances.showRings(true);
      stopListening();
      // Back to the phase as drawn.
      tracks.ids.forEach((id, i) => instances.moveSilently(id, tracks.home[i * 2]!, tracks.home[i * 2 + 1]!));
      instances.flush();
    };
  }, [instances, playback, invalidate, tracks]);

  useFrame((_, delta) => {
    if (!timeline) return;
    if (playback.state.playing) {
      // A long pause between frames (a background tab) must not jump the play ahead.
      const running = playback.advance(Math.min(delta, 0.1));
      if (!running) playback.pause();
      else invalidate();
    }
    const t = playback.time;
    sampleTimeline(timeline, t, sample);
    for (let i = 0; i < tracks.ids.length; i++) {
      const track = tracks.index[i]!;
      if (track >= 0) instances.moveSilently(tracks.ids[i]!, sample[track * 2]!, sample[track * 2 + 1]!);
    }
    instances.flushPositions();
    const bx = sample[timeline.ballTrack * 2]!;
    const by = sample[timeline.ballTrack * 2 + 1]!;
    if (ball.current) {
      ball.current.visible = !Number.isNaN(bx);
      if (!Number.isNaN(bx)) ball.current.position.set(bx + playerRadius * 0.75, by - playerRadius * 0.75, 0);
    }
    const phase = phaseAtTime(timeline, t);
    for (let i = 0; i < arrows.length; i++) {
      const arrow = arrows[i]!;
      const mesh = arrowMeshes.current[i];
      if (!mesh) continue;
      mesh.visible = arrow.phaseIndex === phase;
      const span = arrow.end - arrow.start;
      const progress = span > 0 ? Math.min(1, Math.max(0, (t - arrow.start) / span)) : t >= arrow.start ? 1 : 0;
      mesh.geometry.setDrawRange(0, Math.floor((progress * arrow.vertices) / 3) * 3);
    }
    playback.tick();
  });

  if (!timeline) return null;
  return (
    <>
      {arrows.map((arrow, index) => (
        <mesh
          key={index}
          ref={(mesh) => void (arrowMeshes.current[index] = mesh)}
          geometry={arrow.geometry}
          material={vertexColorMaterial}
          renderOrder={RENDER_ORDER.items + arrow.order}
          frustumCulled={false}
        />
      ))}
      <mesh ref={ball} geometry={unitDisc} material={ballMaterial} scale={[playerRadius * BALL_SCALE, playerRadius * BALL_SCALE, 1]} renderOrder={RENDER_ORDER.overlay} />
    </>
  );
}
