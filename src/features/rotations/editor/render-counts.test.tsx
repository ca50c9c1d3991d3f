// @vitest-environment happy-dom
// Issue 31: each panel of the rotation editor subscribes to the part of the store it shows, so a
// change in one panel re-renders that panel (and what it feeds), not the others. A Profiler counts
// every commit of a panel's subtree, its own subscriptions included.
import { act, cleanup, screen } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RosterPlayer, RotationData } from '../../../../engine/model/rotation';
import { createEmptyRotationData } from '../../../../engine/model/rotation-defaults';
import { teamKeys } from '../../../api/teams/keys';
import { renderScreen } from '../../../testing/render-screen';
import { ChecksPanel } from './checks-panel';
import { runCommand } from '../../../editor-kit/commands';
import { rotationCommands } from './commands';
import { GamePanel } from './game-panel';
import { MinutesPanel } from './minutes-panel';
import { PlayersPanel } from './players-panel';
import { RotationTitleBar } from './rotation-title-bar';
import { RotationEditor } from './rotation-store';
import { TimelinePanel } from './timeline-panel';

const roster: RosterPlayer[] = Array.from({ length: 6 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, number: String(i), position: (i % 5) + 1 }));
const game = (): RotationData => ({ ...createEmptyRotationData('Game'), periodLength: 480, players: roster });

const PANELS = {
  titleBar: ({ editor }: { editor: RotationEditor }) => <RotationTitleBar editor={editor} input={{ services: { save: () => Promise.resolve() } }} notSynced={false} backTo="/dashboard/rotations" />,
  timeline: TimelinePanel,
  checks: ChecksPanel,
  minutes: MinutesPanel,
  game: GamePanel,
  players: PlayersPanel,
} satisfies Record<string, ComponentType<{ editor: RotationEditor }>>;
type Panel = keyof typeof PANELS;

let commits: Record<Panel, number>;

function renderPanels(editor: RotationEditor) {
  commits = { titleBar: 0, timeline: 0, checks: 0, minutes: 0, game: 0, players: 0 };
  renderScreen(
    <>
      {(Object.keys(PANELS) as Panel[]).map((panel) => {
        const Shown = PANELS[panel];
        return (
          <Profiler key={panel} id={panel} onRender={() => commits[panel]++}>
            <Shown editor={editor} />
          </Profiler>
        );
      })}
    </>,
    { path: '/', at: '/', cached: [[teamKeys.players('t1'), []]] },
  );
  for (const panel of Object.keys(commits) as Panel[]) commits[panel] = 0;
}

/** The panels that committed since the last look. */
function rendered(): Panel[] {
  const which = (Object.keys(commits) as Panel[]).filter((panel) => commits[panel] > 0);
  for (const panel of which) commits[panel] = 0;
  return which;
}

describe('rotation editor render counts', () => {
  let editor: RotationEditor;
  beforeEach(() => {
    editor = new RotationEditor(game(), { rotationId: 'r1', teamId: 't1', version: 2 }, 'Game');
    renderPanels(editor);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renaming the rotation re-renders only the bar', () => {
    act(() => runCommand(editor, rotationCommands.rename, { text: 'Final' }));
    expect(screen.getByRole('textbox', { name: 'Rotation title' })).toHaveProperty('value', 'Final');
    expect(rendered()).toEqual(['titleBar']);
  });

  it("a game step re-renders the game and the grid, not the players, the checks or the minutes", () => {
    act(() => runCommand(editor, rotationCommands.setGame, { game: { snapStep: 60 } }));
    expect(rendered()).toEqual(['titleBar', 'timeline', 'game']);
  });

  it('a player made unavailable does not re-render the game', () => {
    act(() => runCommand(editor, rotationCommands.setAvailable, { playerId: 'p3', available: false }));
    expect(screen.getByRole('checkbox', { name: 'Player 3 is available' })).toHaveProperty('checked', false);
    expect(rendered()).toEqual(['titleBar', 'timeline', 'checks', 'minutes', 'players']);
  });

  it('a stint re-renders the grid, the checks and the minutes, not the game or the players', () => {
    act(() => runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'p1', period: 1, start: 0, end: 120 } }));
    expect(rendered()).toEqual(['titleBar', 'timeline', 'checks', 'minutes']);
  });

  it('saving state and the plan explanation stay in their own parts', () => {
    act(() => editor.store.setState({ saving: true }));
    expect(rendered()).toEqual(['titleBar']);
    act(() => editor.store.setState({ unmet: [] }));
    expect(rendered()).toEqual(['timeline']);
  });
});
