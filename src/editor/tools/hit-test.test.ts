import { describe, expect, it } from 'vitest';
import { createEmptyPlayData, type Phase, type PlayObject } from '../../../engine';
import { arrowPointsFor } from '../store/document';
import { createPaletteObject, paletteEntry } from '../store/palette-items';
import { arrowHandleKinds, handleAt, handlesOf } from './handles';
import { itemAt, itemsInMarquee } from './hit-test';

const settings = createEmptyPlayData('half').settings;
const object = (entry: string, id: string, x: number, y: number, order = 1): PlayObject => createPaletteObject(paletteEntry(entry)!, id, { x, y }, order);

describe('hit tests and handles', () => {
  const phase: Phase = {
    id: 'phase_1',
    title: '',
    note: '',
    links: [],
    objects: [
      object('rectangle', 'object_1', 20, 20, 1),
      object('offense-1', 'object_2', 20, 20, 0),
      {
        id: 'object_3', type: 'arrow', subType: 'pass', points: arrowPointsFor({ x: 0, y: 40 }, { x: 30, y: 40 }, 0), shape: 0,
        sameTime: false, option: false, ends: true, displayOrder: 2, animationOrder: 0, pause: 0.2,
      },
    ],
  };

  it('finds players above shapes, arrows near their line, nothing on empty floor', () => {
    expect(itemAt(phase, settings, { x: 20.5, y: 20 })?.id).toBe('object_2');
    expect(itemAt(phase, settings, { x: 24, y: 22 })?.id).toBe('object_1');
    expect(itemAt(phase, settings, { x: 15, y: 40.5 })?.id).toBe('object_3');
    expect(itemAt(phase, settings, { x: 45, y: 5 })).toBeNull();
  });

  it('selects by marquee: objects by centre, arrows by both ends', () => {
    expect(itemsInMarquee(phase, { x1: 0, y1: 0, x2: 25, y2: 25 })).toEqual(['object_1', 'object_2']);
    expect(itemsInMarquee(phase, { x1: -1, y1: 35, x2: 31, y2: 45 })).toEqual(['object_3']);
  });

  it('gives arrows their point handles by shape, shapes resize and rotate', () => {
    expect(arrowHandleKinds({ shape: 0 })).toEqual(['s', 'm', 'e']);
    expect(arrowHandleKinds({ shape: 1 })).toEqual(['s', 'h1', 'e']);
    expect(arrowHandleKinds({ shape: 3 })).toEqual(['s', 'h1', 'h2', 'e']);
    const handles = handlesOf(phase.objects[0]!, settings);
    expect(handles.map((h) => h.kind)).toEqual(['resize', 'rotate']);
    expect(handleAt(handles, { x: 25.2, y: 22.5 }, 1)?.kind).toBe('resize');
    expect(handlesOf(phase.objects[1]!, settings)).toEqual([]);
  });
});
