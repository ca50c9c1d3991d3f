// Animating the whole play moves every object through every phase: players that join in a later
// phase appear, objects that are not players (a cone) glide with the timeline, and each phase's
// players take over when the timeline enters it.
import { Group, Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { type Arrow, type DrawContext, type PlayData, ARROW_TEXT_APPEARS_AT, ERROR_COLOR, OBJECT_COLOR, arrowWindows, buildTimeline, createEmptyPlayData, playCourt } from '../../../engine';
import { layerDepth } from '../scene/materials';
import { PlayerInstances } from '../scene/player-instances';
import { parseColor } from '../scene/primitive-geometry';
import { arrowPointsFor } from '../store/document';
import { createPaletteObject, paletteEntry } from '../store/palette-items';
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

const cut = (id: string, displayOrder: number): Arrow => ({
  id, type: 'arrow', subType: 'cut', points: arrowPointsFor({ x: 10, y: 30 }, { x: 30, y: 30 }, 0), shape: 0,
  sameTime: false, option: false, ends: true, displayOrder, animationOrder: 0, pause: 0.2,
});

function animate(data: PlayData, errors: Record<string, string> = {}) {
  const context: DrawContext = { court: playCourt(data.settings), view: data.settings.viewMode, objectSizeFactor: data.settings.objectSizeFactor, errorFor: (id) => errors[id] };
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

  it('draws arrows in the colour the display list gives them, and everything in its order', () => {
    const data = createEmptyPlayData('half');
    // Display order: the stopped arrow under the player, the player, then the cone over both.
    data.phases[0]!.objects = [place('offense-1', 'a', 10, 30, 5), cut('stopped', 1), cut('fine', 2), place('cone', 'cone', 12, 30, 9)];
    const { animator, instances } = animate(data, { stopped: 'Nobody to move' });
    const { arrows, objects } = animator.scene;
    const colourOf = (id: string) => [...arrows.find((arrow) => arrow.id === id)!.geometry.getAttribute('color').array.slice(0, 3)];
    expect(colourOf('stopped')).toEqual(parseColor(ERROR_COLOR).slice(0, 3).map((c) => expect.closeTo(c, 5)));
    expect(colourOf('fine')).toEqual(parseColor(OBJECT_COLOR).slice(0, 3).map((c) => expect.closeTo(c, 5)));

    expect(arrows.map((arrow) => [arrow.id, arrow.rank])).toEqual([['stopped', 0], ['fine', 1]]);
    expect(objects.map((object) => [object.id, object.rank])).toEqual([['cone', 3]]);
    animator.frame(0);
    // The player lies between the arrows and the cone: its depth says so to the instanced draw.
    expect(instances.look('a')!.depth).toBe(layerDepth(2));
    expect(layerDepth(1)).toBeLessThan(layerDepth(2));
    expect(layerDepth(3)).toBeGreaterThan(layerDepth(2));
  });

  it("shows an arrow's text once the line has drawn itself to it, and only in the arrow's phase", () => {
    const data = twoPhasePlay();
    data.phases[0]!.objects.push({ ...cut('labelled', 3), text: 'Curl' }, cut('plain', 4));
    const context: DrawContext = { court: playCourt(data.settings), view: data.settings.viewMode, objectSizeFactor: data.settings.objectSizeFactor, errorFor: () => undefined };
    const timeline = buildTimeline(data);
    const drawing = { phaseIndex: 0, arrowId: 'labelled', start: 0.2, end: 1.2 };
    const animator = new PlayAnimator(buildPlayScene(data, timeline, [drawing], context), timeline, new PlayerInstances(), { x: 0, y: 0 });
    const [labelled, plain] = animator.scene.arrows;
    expect(labelled!.texts.map((text) => text.text)).toEqual(['Curl']);
    expect(plain!.texts).toEqual([]);
    // The text is not part of the line that draws itself.
    expect(labelled!.vertices).toBe(plain!.vertices);
    animator.arrowNodes[0] = new Mesh(labelled!.geometry);
    const text = (animator.arrowTextNodes[0] = new Group());
    const at = (progress: number) => drawing.start + (drawing.end - drawing.start) * progress;

    animator.frame(at(ARROW_TEXT_APPEARS_AT - 0.1));
    expect(text.visible).toBe(false);
    animator.frame(at(ARROW_TEXT_APPEARS_AT + 0.1));
    expect(text.visible).toBe(true);
    animator.frame(timeline.duration);
    expect(animator.currentPhase).toBe(1);
    expect(text.visible).toBe(false);
  });

  it('writes each player at its layer depth', () => {
    const instances = new PlayerInstances();
    instances.set('low', { x: 1, y: 2, r: 1, fill: '#212b36', label: '1', labelColor: '#ffffff', ring: null, depth: layerDepth(0) });
    instances.set('high', { x: 3, y: 4, r: 1, fill: '#e53935', label: '2', labelColor: '#ffffff', ring: null, depth: layerDepth(7) });
    const zOf = (slot: number) => instances.discs.instanceMatrix.array[slot * 16 + 14];
    expect([zOf(0), zOf(1)]).toEqual([expect.closeTo(layerDepth(0), 6), expect.closeTo(layerDepth(7), 6)]);
  });
});
