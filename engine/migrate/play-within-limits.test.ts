import { describe, expect, it } from 'vitest';
import {
  COORDINATE_LIMITS,
  MAX_ARROW_TEXT_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_FONT_SIZE,
  MAX_LINKS_PER_PHASE,
  MAX_OBJECT_SIZE,
  MAX_OBJECTS_PER_PHASE,
  MAX_PAUSE,
  MAX_PHASES_PER_PLAY,
  MAX_POLYGON_POINTS,
  MAX_VIDEOS_PER_PLAY,
  OBJECT_SIZE_FACTOR_LIMITS,
} from '../limits';
import { playDataSchema, type Arrow, type PlayData, type PlayObject, type Point } from '../model/play';
import { createEmptyPlayData } from '../model/play-defaults';
import { arrowFrom, playerAt } from '../phase/fixtures';
import { migratePlay, migratePlayWithNotes } from './documents';
import { MigrationError } from './migration-error';
import { playWithinLimits, shortenText } from './play-within-limits';

/** A ball handler, number 1, at (x, y). */
const player = (id: string, x: number, y: number): PlayObject => playerAt(id, 1, { x, y }, 'ball');

/** A dribble from `s` to `e`: its middle and first handle at `s`, its second handle at `e`. */
const dribble = (id: string, s: Point, e: Point): Arrow => arrowFrom(id, 'dribble', s, e, { points: { s, m: s, e, h1: s, h2: e }, displayOrder: 1 });

/** A v11 play as the schema accepted it before the limits: one player and one dribble to `e`. */
function hostilePlay(e: { x: number; y: number }): PlayData {
  const play = createEmptyPlayData('half');
  play.phases[0]!.objects.push(player('object_1', 30, 25), dribble('object_2', { x: 30, y: 25 }, e));
  play.phases[0]!.links.push({ arrow: { id: 'object_2', subType: 'dribble', type: 'arrow' }, end: 's', object: { id: 'object_1', subType: 'player', type: 'object' } });
  return play;
}

describe('playWithinLimits, run by migratePlay after the version steps', () => {
  it('leaves a play inside the limits as it is, with no notes (every fixture)', () => {
    const fixtures: Record<string, unknown> = import.meta.glob('../../tests/fixtures/plays/v*.json', { eager: true, import: 'default' });
    expect(Object.keys(fixtures)).toHaveLength(11);
    for (const stored of Object.values(fixtures)) {
      const { data, notes } = migratePlayWithNotes(stored);
      expect(notes).toEqual([]);
      expect(playWithinLimits(data as unknown as Record<string, unknown>).doc).toBe(data);
    }
  });

  it.each([1e12, 1e300, -1e300])('moves an arrow end at %s back to the edge of the bounded area and says so', (far) => {
    const stored = hostilePlay({ x: far, y: far });
    const before = structuredClone(stored);
    const { data, notes } = migratePlayWithNotes(stored);
    expect(stored).toEqual(before);
    const arrow = data.phases[0]!.objects[1] as Arrow;
    const edge = far > 0 ? { x: COORDINATE_LIMITS.maxX, y: COORDINATE_LIMITS.maxY } : { x: COORDINATE_LIMITS.minX, y: COORDINATE_LIMITS.minY };
    expect(arrow.points.e).toEqual(edge);
    expect(arrow.points.h2).toEqual(edge);
    expect(arrow.points.s).toEqual({ x: 30, y: 25 });
    expect(notes).toEqual([{ kind: 'moved', code: 'movedToCourtEdge', count: 1 }]);
    expect(playDataSchema.safeParse(data).success).toBe(true);
  });

  it('refuses the same play when only the schema reads it: the limits are in the schema', () => {
    expect(playDataSchema.safeParse(hostilePlay({ x: 1e12, y: 1e12 })).success).toBe(false);
    expect(playDataSchema.safeParse(hostilePlay({ x: COORDINATE_LIMITS.maxX, y: COORDINATE_LIMITS.minY })).success).toBe(true);
  });

  it('makes shapes, fonts and polygons smaller, wraps angles and brings pauses and the size factor within range', () => {
    const play = hostilePlay({ x: 40, y: 25 });
    const items = play.phases[0]!.objects;
    items.push(
      { ...player('object_3', 10, 10), subType: 'rectangle', width: 1e9, height: 5, angle: 725 },
      { ...player('object_4', 10, 10), subType: 'text', text: 'PRESS', fontSize: 500, pause: 1e6 },
      { ...player('object_5', 10, 10), subType: 'polygon', points: Array.from({ length: MAX_POLYGON_POINTS + 5 }, (_, i) => ({ x: i === 0 ? -1e9 : i % 7, y: 1 })) },
    );
    play.settings.objectSizeFactor = 1e-9;
    const { data, notes } = migratePlayWithNotes(play);
    const [, , rectangle, text, polygon] = data.phases[0]!.objects as PlayObject[];
    expect(rectangle).toMatchObject({ width: MAX_OBJECT_SIZE, height: 5, angle: 5 });
    expect(text).toMatchObject({ fontSize: MAX_FONT_SIZE, pause: MAX_PAUSE });
    expect(polygon!.points).toHaveLength(MAX_POLYGON_POINTS);
    expect(polygon!.points![0]).toEqual({ x: -MAX_OBJECT_SIZE, y: 1 });
    expect(data.settings.objectSizeFactor).toBe(OBJECT_SIZE_FACTOR_LIMITS.min);
    expect(notes.map((note) => [note.kind, note.count])).toEqual([
      ['resized', 3],
      ['adjusted', 3],
      ['dropped', 5],
    ]);
  });

  it('shortens texts beyond their limits, never splitting a character', () => {
    const play = hostilePlay({ x: 40, y: 25 });
    (play.phases[0]!.objects[1] as Arrow).text = 'x'.repeat(MAX_ARROW_TEXT_LENGTH * 3);
    play.settings.description = `${'d'.repeat(MAX_DESCRIPTION_LENGTH - 1)}🏀 and more`;
    const { data, notes } = migratePlayWithNotes(play);
    expect((data.phases[0]!.objects[1] as Arrow).text).toHaveLength(MAX_ARROW_TEXT_LENGTH);
    expect(data.settings.description).toBe('d'.repeat(MAX_DESCRIPTION_LENGTH - 1));
    expect(notes).toEqual([{ kind: 'shortened', code: 'textsShortened', count: 2 }]);
    expect(shortenText('ab🏀', 3)).toBe('ab');
    expect(shortenText('ab🏀', 4)).toBe('ab🏀');
  });

  it('keeps the first phases, items, links and videos up to their counts, and drops links to items left out', () => {
    const play = hostilePlay({ x: 40, y: 25 });
    const phase = play.phases[0]!;
    for (let i = 3; phase.objects.length < MAX_OBJECTS_PER_PHASE + 10; i++) phase.objects.push(player(`object_${i}`, 10, 10));
    // A link to an item beyond the count, then more links than a phase keeps.
    phase.links.push({ arrow: { id: 'object_2', subType: 'dribble', type: 'arrow' }, end: 'e', object: { id: `object_${MAX_OBJECTS_PER_PHASE + 5}`, subType: 'player', type: 'object' } });
    while (phase.links.length < MAX_LINKS_PER_PHASE + 20) phase.links.push(structuredClone(phase.links[0]!));
    play.phases = Array.from({ length: MAX_PHASES_PER_PLAY + 3 }, (_, i) => ({ ...structuredClone(phase), id: `phase_${i + 1}` }));
    play.settings.videos = Array.from({ length: MAX_VIDEOS_PER_PLAY + 1 }, () => ({ url: 'https://youtu.be/abcdefghijk', source: 'youtube', note: '' }));
    const before = structuredClone(play);
    const { data, notes } = migratePlayWithNotes(play);
    expect(play).toEqual(before);
    expect(data.phases).toHaveLength(MAX_PHASES_PER_PLAY);
    expect(data.phases[0]!.objects).toHaveLength(MAX_OBJECTS_PER_PHASE);
    expect(data.phases[0]!.links).toHaveLength(MAX_LINKS_PER_PHASE);
    expect(data.phases[0]!.links.some((link) => link.end === 'e')).toBe(false);
    expect(data.settings.videos).toHaveLength(MAX_VIDEOS_PER_PLAY);
    expect(notes.map((note) => [note.kind, note.count])).toEqual([
      ['dropped', 3],
      ['dropped', 10 * MAX_PHASES_PER_PLAY],
      ['dropped', 20 * MAX_PHASES_PER_PLAY],
      ['dropped', 1],
    ]);
    expect(notes[0]).toEqual({ kind: 'dropped', code: 'phasesDropped', count: 3, max: MAX_PHASES_PER_PLAY });
  });

  it('leaves to the schema what it refused before the limits (a negative size, a wrong type)', () => {
    const play = hostilePlay({ x: 40, y: 25 });
    play.phases[0]!.objects.push({ ...player('object_3', 10, 10), subType: 'rectangle', width: -4, height: 2 });
    expect(() => migratePlay(play)).toThrow(MigrationError);
    const junk = { ...hostilePlay({ x: 40, y: 25 }), phases: 'junk' };
    expect(() => migratePlay(junk)).toThrow(MigrationError);
  });

  it('brings a version-1 play whose points lie far away inside too', () => {
    const v1 = {
      phases: [{ id: 'phase_1', name: 'Start', objects: [{ id: 'object_1', type: 'arrow', subType: 'cut', points: { s: { x: 1, y: 1 }, m: { x: 2, y: 2 }, e: { x: 9e15, y: -9e15 } }, curved: false, sameTime: false, option: false, ends: true, displayOrder: 0 }] }],
      settings: { description: '', halfCourt: true },
    };
    const { data, notes } = migratePlayWithNotes(v1);
    const arrow = data.phases[0]!.objects[0] as Arrow;
    expect(arrow.points.e).toEqual({ x: COORDINATE_LIMITS.maxX, y: COORDINATE_LIMITS.minY });
    expect(notes.map((note) => note.kind)).toEqual(['moved']);
  });
});
