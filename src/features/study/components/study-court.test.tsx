// @vitest-environment happy-dom
// The study court (issue 35): a player's marker ringed in the picture, and "where does 3 go?"
// answered by a tap or by the keys: the arrows move the aim a foot (five with Shift), Enter answers.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyPlayData, type PlayData } from '../../../../engine/index';
import { hornsPhase1 } from '../../../../engine/phase/fixtures';
import '../../../lib/i18n';
import '../study-texts';
import { StudyCourt } from './study-court';

function horns(): PlayData {
  const play = createEmptyPlayData('half');
  play.phases = [hornsPhase1()];
  return play;
}

const svgOf = (img: HTMLElement) => decodeURIComponent(img.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

describe('the study court', () => {
  afterEach(cleanup);

  it('rings the marker asked for, and no other', () => {
    const play = horns();
    const { rerender } = render(<StudyCourt play={play} phaseIndex={0} highlight={['object_3']} alt="Phase 1" />);
    // The ring is the only circle with the highlight's stroke, centred on 3 (x 3, y 46).
    expect(svgOf(screen.getByRole('img', { name: 'Phase 1' }))).toMatch(/<circle[^>]*cx="3"[^>]*cy="46"[^>]*stroke="#f5b800"/);
    rerender(<StudyCourt play={play} phaseIndex={0} highlight={[]} alt="Phase 1" />);
    expect(svgOf(screen.getByRole('img', { name: 'Phase 1' }))).not.toContain('#f5b800');
  });

  it('answers with the aim moved by the keys from where the player stands', () => {
    const onPoint = vi.fn();
    render(<StudyCourt play={horns()} phaseIndex={0} highlight={['object_2']} alt="Phase 1" onPoint={onPoint} aimFrom={{ x: 3, y: 4 }} pointLabel="Where does 2 go?" />);
    const court = screen.getByRole('group', { name: 'Where does 2 go?' });
    for (let step = 0; step < 11; step++) fireEvent.keyDown(court, { key: 'ArrowRight' });
    fireEvent.keyDown(court, { key: 'ArrowUp' });
    fireEvent.keyDown(court, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(court, { key: 'Enter' });
    expect(onPoint).toHaveBeenCalledExactlyOnceWith({ x: 14, y: 8 });
  });

  it('answers a tap with the court point under it', () => {
    const onPoint = vi.fn();
    render(<StudyCourt play={horns()} phaseIndex={0} highlight={[]} alt="Phase 1" onPoint={onPoint} pointLabel="Where does 2 go?" />);
    const img = screen.getByRole('img', { name: 'Phase 1' });
    // The picture shows the court's whole view box: its middle is the view box's middle.
    img.getBoundingClientRect = () => ({ left: 100, top: 50, width: 600, height: 400, right: 700, bottom: 450, x: 100, y: 50, toJSON: () => ({}) });
    fireEvent.click(img, { clientX: 400, clientY: 250 });
    const viewBox = svgOf(img).match(/viewBox="([^"]+)"/)![1]!.split(' ').map(Number) as [number, number, number, number];
    expect(onPoint).toHaveBeenCalledExactlyOnceWith({ x: viewBox[0] + viewBox[2] / 2, y: viewBox[1] + viewBox[3] / 2 });
  });
});
