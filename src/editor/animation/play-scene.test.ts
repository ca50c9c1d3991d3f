// Animating the whole play moves every object through every phase: players that join in a later
// phase appear, objects that are not players (a cone) glide with the timeline, and each phase's
// players take over when the timeline enters it.
import { Group } from 'three';
import { describe, expect, it } from 'vitest';
import { type DrawContext, type PlayData, buildTimeline, createEmptyPlayData, playCourt } from '../../../engine';
import { PlayerInstances } from '../scene/player-instances';
import { createPaletteObject, paletteEntry } from '../store/palette-items';
import { arrowWindows } from './arrow-windows';
import { PlayAnimator, buildPlayScene } from './play-scene';

const place = (entry: string, id: string, x: number, y: number, order: number) => createPaletteObject(paletteEntry(entry)!, id, { x, y }, order);

function twoPhasePlay(): PlayData {
  const data = createEmptyPlayData('half');
  data.phases[0]!.objects = [place('offense-1', 'a', 10, 10, 0), place('cone', 'cone', 30, 30, 1)];
  data.phases.push({
    id: 'phase_2',
    title: 'Phase 2',
    note: '',
    objects: [place('offense-1', 'a', 20, 20, 0), place('cone', 'cone', 35, 30, 1), place('offense-2', 'b', 25, 25, 2)],
    links: [],
  });
  return data;
}

function animate(data: PlayData) {
  const context: DrawContext = { court: playCourt(data.settings), view: data.settings.viewMode, objectSizeFactor: data.settings.objectSizeFactor, errorFor: () => undefined };
  const timeline = buildTimeline(data);
  const instances = new PlayerInstances();
  const animator = new PlayAnimator(buildPlayScene(data, timeline, arrowWindows(data, timeline), context), timeline, instances, { x: 0, y: 0 });
  animator.scene.objects.forEach((_, index) => (animator.objectNodes[index] = new Group()));
  return { timeline, instances, animator };
}

describe('whole-play animation', () => {
  it('moves every object of every phase, and shows players that join later', () => {
    const { timeline, instances, animator } = animate(twoPhasePlay());
    const cones = animator.scene.objects.map((object) => ({ object, node: animator.objectNodes[animator.scene.objects.indexOf(object)]! }));
    expect(cones.map(({ object }) => object.phaseIndex)).toEqual([0, 1]);

    animator.frame(0);
    expect(instances.playerIds).toEqual(['a']);
    expect(instances.look('a')).toMatchObject({ x: 10, y: 10 });

    // Just before the second phase starts, phase 1's objects glide to where phase 2 has them.
    const gliding = timeline.phaseStarts[1]! - 0.05;
    animator.frame(gliding);
    expect(animator.currentPhase).toBe(0);
    expect(instances.look('a')!.x).toBeGreaterThan(10);
    expect(instances.look('a')!.y).toBeGreaterThan(10);
    expect(cones[0]!.node.visible).toBe(true);
    expect(cones[0]!.node.position.x).toBeGreaterThan(0);
    expect(cones[1]!.node.visible).toBe(false);

    // The second phase: its own players (the one who joins included) and its own cone.
    animator.frame(timeline.duration);
    expect(animator.currentPhase).toBe(1);
    expect([...instances.playerIds].sort()).toEqual(['a', 'b']);
    expect(instances.look('a')).toMatchObject({ x: 20, y: 20 });
    expect(instances.look('b')).toMatchObject({ x: 25, y: 25 });
    expect(cones[0]!.node.visible).toBe(false);
    expect(cones[1]!.node.visible).toBe(true);
    expect(cones[1]!.node.position.x).toBeCloseTo(0);

    // Scrubbing back to the start gives the first phase's players back.
    animator.frame(0);
    expect(instances.playerIds).toEqual(['a']);
  });
});
