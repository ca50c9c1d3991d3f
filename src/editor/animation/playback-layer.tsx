// The play animating: useFrame samples the worker-built timeline and moves every object of the phase
// playing (players through their own instances, the rest as whole meshes), the ball and each arrow's
// draw range. No React render and no allocation per frame (pmndrs habit); frames are requested only
// while playing or after a scrub. It runs in the playback worker's canvas (playback.worker.tsx), or
// in the editor's own canvas where a page cannot hand a canvas to a worker (EditorPlaybackLayer).
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { BALL_COLOR, PLAYER_BOX_WIDTH, type DrawContext, type PlayData } from '../../../engine';
import { useEditorState } from '../editor-context';
import { useDrawContext } from '../scene/draw-context';
import { RENDER_ORDER, flatMaterial, layerDepth, layeredVertexColorMaterial, unitDisc } from '../scene/materials';
import { PlayerInstances } from '../scene/player-instances';
import { PrimitiveMesh, PrimitiveText } from '../scene/primitive-mesh';
import { countRender } from '../scene/render-stats';
import type { Playback } from './playback';
import { PlayAnimator, buildPlayScene, disposePlayScene } from './play-scene';

const ballMaterial = flatMaterial(BALL_COLOR);
/** The ball's radius relative to a player's. */
const BALL_SCALE = 0.42;

/** The play being edited, animating in the editor's canvas. */
export function EditorPlaybackLayer({ playback }: { playback: Playback }) {
  const data = useEditorState((s) => s.doc.data);
  const context = useDrawContext();
  return <PlaybackLayer playback={playback} data={data} context={context} />;
}

export function PlaybackLayer({ playback, data, context }: { playback: Playback; data: PlayData; context: DrawContext }) {
  countRender('PlaybackLayer');
  const drawn = useStore(playback.store, (s) => s.source?.drawn ?? null);
  const invalidate = useThree((s) => s.invalidate);
  const instances = useMemo(() => new PlayerInstances(), []);
  useEffect(() => {
    instances.listen(() => invalidate());
    // The rings mark the ball carrier of a phase as drawn; while animating the ball itself moves.
    instances.showRings(false);
    return () => instances.dispose();
  }, [instances, invalidate]);

  const playerRadius = (PLAYER_BOX_WIDTH[data.settings.viewMode] * data.settings.objectSizeFactor) / 2;
  const animator = useMemo(() => {
    if (!drawn) return null;
    const scene = buildPlayScene(data, drawn.timeline, drawn.windows, context);
    return new PlayAnimator(scene, drawn.timeline, instances, { x: playerRadius * 0.75, y: -playerRadius * 0.75 });
  }, [drawn, data, context, instances, playerRadius]);
  useEffect(
    () => () => {
      if (animator) disposePlayScene(animator.scene);
    },
    [animator],
  );
  useEffect(() => playback.onSeek(() => invalidate()), [playback, invalidate]);

  useFrame((_, delta) => {
    if (!animator) return;
    // A long pause between frames (a background tab) must not jump the play ahead.
    if (playback.step(Math.min(delta, 0.1))) invalidate();
    animator.frame(playback.time);
    playback.tick();
  });

  if (!animator) return null;
  const { scene } = animator;
  return (
    <>
      {scene.objects.map((object, index) => (
        <group key={`o${index}`} ref={(node) => animator.attach('object', index, node)} visible={false}>
          <PrimitiveMesh primitives={object.primitives} renderOrder={RENDER_ORDER.items + object.rank} depth={layerDepth(object.rank)} />
        </group>
      ))}
      {scene.arrows.map((arrow, index) => (
        <mesh
          key={`a${index}`}
          ref={(node) => animator.attach('arrow', index, node)}
          geometry={arrow.geometry}
          material={layeredVertexColorMaterial}
          position-z={layerDepth(arrow.rank)}
          renderOrder={RENDER_ORDER.items + arrow.rank}
          frustumCulled={false}
          visible={false}
        />
      ))}
      {scene.arrows.map(
        (arrow, index) =>
          arrow.texts.length > 0 && (
            <group key={`t${index}`} ref={(node) => animator.attach('arrow-text', index, node)} position-z={layerDepth(arrow.rank)} visible={false}>
              {arrow.texts.map((text, at) => (
                <PrimitiveText key={at} text={text} renderOrder={RENDER_ORDER.items + arrow.rank + 0.5} layered />
              ))}
            </group>
          ),
      )}
      <primitive object={instances.rings} renderOrder={RENDER_ORDER.players} />
      <primitive object={instances.discs} renderOrder={RENDER_ORDER.players + 1} />
      <primitive object={instances.labels} renderOrder={RENDER_ORDER.playerLabels + 1} />
      <mesh ref={(node) => animator.attachBall(node)} geometry={unitDisc} material={ballMaterial} scale={[playerRadius * BALL_SCALE, playerRadius * BALL_SCALE, 1]} renderOrder={RENDER_ORDER.overlay} />
    </>
  );
}
