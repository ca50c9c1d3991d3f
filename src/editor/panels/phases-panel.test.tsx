// @vitest-environment happy-dom
// During whole-play playback the phase list follows the phase playing, and shows the edited phase
// again when playback stops (issue 15, point 8).
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { arrowWindows, buildTimeline, samplePlay } from '../../../engine';
import '../../lib/i18n';
import { Playback, drawnHere } from '../animation/playback';
import { EditorContext } from '../editor-context';
import { createEditor } from '../store/editor-store';
import '../editor-texts';
import { PhasesPanel } from './phases-panel';

describe('phases panel: whole-play playback', () => {
  it('highlights the phase playing, then the edited phase again on stop', () => {
    const play = samplePlay({ phases: 3, arrowsPerPhase: 2 });
    const timeline = buildTimeline(play);
    const editor = createEditor();
    editor.load({ title: 'Sample', data: play });
    editor.setPhaseIndex(1);
    const playback = new Playback();
    const view = render(
      <EditorContext.Provider value={editor}>
        <PhasesPanel services={{}} busy={false} playback={playback} />
      </EditorContext.Provider>,
    );
    const current = () => view.getAllByRole('listitem').findIndex((item) => item.querySelector('[aria-current="step"]') !== null);
    expect(current()).toBe(1);

    act(() => playback.start(drawnHere(timeline, arrowWindows(play, timeline)), 'play', 0));
    expect(current()).toBe(0);
    act(() => {
      playback.advance(timeline.phaseStarts[2]! + 0.01);
      playback.tick();
    });
    expect(current()).toBe(2);
    act(() => playback.seekTo(timeline.phaseStarts[1]!));
    expect(current()).toBe(1);
    act(() => playback.seekTo(0));
    expect(current()).toBe(0);

    act(() => playback.stop());
    expect(current()).toBe(1);
    expect(editor.state.phaseIndex).toBe(1);
    view.unmount();
  });

  it('keeps the edited phase while one phase plays', () => {
    const play = samplePlay({ phases: 3, arrowsPerPhase: 2 });
    const timeline = buildTimeline(play);
    const editor = createEditor();
    editor.load({ title: 'Sample', data: play });
    editor.setPhaseIndex(2);
    const playback = new Playback();
    const view = render(
      <EditorContext.Provider value={editor}>
        <PhasesPanel services={{}} busy={false} playback={playback} />
      </EditorContext.Provider>,
    );
    act(() => playback.start(drawnHere(timeline, arrowWindows(play, timeline)), 'phase', 2));
    expect(view.getAllByRole('listitem').findIndex((item) => item.querySelector('[aria-current="step"]') !== null)).toBe(2);
    view.unmount();
  });
});
