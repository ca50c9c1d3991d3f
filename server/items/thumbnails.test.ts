import { describe, expect, it } from 'vitest';
import {
  COORDINATE_LIMITS,
  COURT_KINDS,
  MAX_ARROW_TEXT_LENGTH,
  MAX_OBJECT_TEXT_LENGTH,
  MAX_OBJECTS_PER_PHASE,
  createEmptyPlayData,
  drawPhase,
  migratePlay,
  samplePlay,
  toSvg,
  utf8Length,
  type PhaseItem,
  type PlayData,
} from '../../engine/index';
import { MAX_THUMBNAIL_BYTES, playThumbnail } from './thumbnails';

function item(index: number, fields: Partial<PhaseItem> & Pick<PhaseItem, 'type' | 'subType'>): PhaseItem {
  return { id: `object_${index}`, pos: { x: 10 + (index % 80), y: 5 + (index % 40) }, status: 'NOT_SELECTED', displayOrder: index, animationOrder: 0, pause: 1, animationType: 'end', ...fields } as PhaseItem;
}

/** A full-court play of `count` items made by `make`. */
function playOf(count: number, make: (index: number) => PhaseItem): PlayData {
  const play = createEmptyPlayData('full');
  for (let i = 1; i <= count; i++) play.phases[0]!.objects.push(make(i));
  return play;
}

const longDribble = (index: number): PhaseItem =>
  item(index, {
    type: 'arrow',
    subType: 'dribble',
    points: { s: { x: -5, y: -5 }, m: { x: 50, y: 25 }, e: { x: COORDINATE_LIMITS.maxX, y: COORDINATE_LIMITS.maxY }, h1: { x: 104, y: -5 }, h2: { x: -5, y: 60 } },
    shape: 3,
    sameTime: false,
    option: false,
    ends: true,
    text: '&'.repeat(MAX_ARROW_TEXT_LENGTH),
  } as Partial<PhaseItem> & Pick<PhaseItem, 'type' | 'subType'>);

describe('playThumbnail', () => {
  it('is the whole first phase, as toSvg writes it, when that fits', () => {
    const play = migratePlay(samplePlay({ phases: 2, arrowsPerPhase: 12 }));
    const svg = playThumbnail(play)!;
    expect(svg).toBe(toSvg(drawPhase(play.phases[0]!, play.settings, { tiles: false })));
    expect(utf8Length(svg)).toBeLessThan(MAX_THUMBNAIL_BYTES);
  });

  it('leaves texts out of a phase whose texts are too heavy', () => {
    const play = playOf(MAX_OBJECTS_PER_PHASE, (i) => item(i, { type: 'object', subType: 'text', text: '<🏀>\n'.repeat(MAX_OBJECT_TEXT_LENGTH / 5), width: 20, height: 5 }));
    expect(utf8Length(toSvg(drawPhase(play.phases[0]!, play.settings, { tiles: false })))).toBeGreaterThan(MAX_THUMBNAIL_BYTES);
    const svg = playThumbnail(play)!;
    expect(utf8Length(svg)).toBeLessThanOrEqual(MAX_THUMBNAIL_BYTES);
    expect(svg).not.toContain('🏀');
  });

  it('shows only players and hoops when the arrows are too heavy, and only the court when those are too', () => {
    const arrows = playOf(MAX_OBJECTS_PER_PHASE - 1, (i) => (i === 1 ? item(i, { type: 'object', subType: 'player', team: 'ball', number: 1 }) : longDribble(i)));
    const svg = playThumbnail(arrows)!;
    expect(utf8Length(svg)).toBeLessThanOrEqual(MAX_THUMBNAIL_BYTES);
    expect(svg).toContain('data-role="player-disc"');
    expect(svg).not.toContain('dribble-zigzag');

    const crowd = playOf(MAX_OBJECTS_PER_PHASE, (i) => item(i, { type: 'object', subType: 'player', team: 'offense', number: 1, color: `#${'a'.repeat(99)}` }));
    const courtOnly = playThumbnail(crowd)!;
    expect(utf8Length(courtOnly)).toBeLessThanOrEqual(MAX_THUMBNAIL_BYTES);
    expect(courtOnly).not.toContain('data-item');
    expect(courtOnly).toContain('data-role="court-line"');
  });

  it('fits the court alone of every kind and view many times over', () => {
    for (const courtType of COURT_KINDS) {
      for (const viewMode of ['half', 'full'] as const) {
        const play = createEmptyPlayData(viewMode);
        play.settings.courtType = courtType;
        expect(utf8Length(playThumbnail(play)!)).toBeLessThan(MAX_THUMBNAIL_BYTES / 4);
      }
    }
  });
});
