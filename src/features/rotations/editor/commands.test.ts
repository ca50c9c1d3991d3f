import { describe, expect, it, vi } from 'vitest';
import { MAX_ROSTER_PLAYERS } from '../../../../engine/limits';
import { rotationDataSchema, type RosterPlayer, type RotationData } from '../../../../engine/model/rotation';
import { createEmptyRotationData } from '../../../../engine/model/rotation-defaults';
import { checkRotation } from '../../../../engine/rotation/checks';
import ar from '../../../lib/locales/on-demand/rotation-editor.ar';
import en from '../../../lib/locales/on-demand/rotation-editor.en';
import { runCommand } from '../../../editor-kit/commands';
import { rotationCommands, rotationKeys } from './commands';
import { RotationEditor } from './rotation-store';

type Texts = { [key: string]: string | Texts };
const text = (texts: Texts, key: string) => key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
const key = (k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });

const roster = (count: number): RosterPlayer[] => Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, number: String(i), position: (i % 5) + 1 }));
const game = (): RotationData => ({ ...createEmptyRotationData('Game'), periodLength: 480 });
const editorOf = (data = game()) => new RotationEditor(data, { rotationId: 'r1', teamId: 't1', version: 2 }, 'Game');

describe('rotation editor commands', () => {
  it('have a label in English and in Arabic', () => {
    for (const command of Object.values(rotationCommands)) {
      expect(typeof text(en as Texts, command.labelKey), command.id).toBe('string');
      expect(typeof text(ar as Texts, command.labelKey), command.id).toBe('string');
    }
  });

  it('add roster players as a snapshot, once each, and take one out with their stints', () => {
    const editor = editorOf();
    const players = roster(6);
    runCommand(editor, rotationCommands.addPlayers, { players });
    runCommand(editor, rotationCommands.addPlayers, { players: players.slice(0, 2) });
    runCommand(editor, rotationCommands.addPlayers, { players: [...roster(7).slice(6), ...roster(7).slice(6)] });
    expect(editor.data.players.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    runCommand(editor, rotationCommands.removePlayer, { playerId: 'p7' });
    players[0]!.name = 'Renamed on the roster';
    expect(editor.data.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5', 'Player 6']);
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'p2', period: 1, start: 0, end: 120 } });
    runCommand(editor, rotationCommands.removePlayer, { playerId: 'p2' });
    expect(editor.data.players).toHaveLength(5);
    expect(editor.data.stints).toEqual([]);
    runCommand(editor, rotationCommands.undo);
    expect(editor.data.stints).toEqual([{ playerId: 'p2', period: 1, start: 0, end: 120 }]);
  });

  it('refuses players beyond the limit and says so', () => {
    const editor = editorOf();
    runCommand(editor, rotationCommands.addPlayers, { players: roster(MAX_ROSTER_PLAYERS + 1) });
    expect(editor.data.players).toEqual([]);
    expect(editor.state.notice).toMatchObject({ key: 'rotationEditor.notices.tooManyPlayers', values: { max: MAX_ROSTER_PLAYERS } });
  });

  it('move, resize, lock and remove stints, each one undo step, and redo them', () => {
    const editor = editorOf();
    runCommand(editor, rotationCommands.addPlayers, { players: roster(5) });
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'p1', period: 1, start: 0, end: 120 } });
    runCommand(editor, rotationCommands.setStint, { index: 0, span: { start: 60, end: 240 } });
    runCommand(editor, rotationCommands.toggleLock, { index: 0 });
    expect(editor.data.stints).toEqual([{ playerId: 'p1', period: 1, start: 60, end: 240, locked: true }]);
    runCommand(editor, rotationCommands.removeStint, { index: 0 });
    expect(editor.data.stints).toEqual([]);
    runCommand(editor, rotationCommands.undo);
    runCommand(editor, rotationCommands.undo);
    expect(editor.data.stints).toEqual([{ playerId: 'p1', period: 1, start: 60, end: 240 }]);
    runCommand(editor, rotationCommands.undo);
    expect(editor.data.stints).toEqual([{ playerId: 'p1', period: 1, start: 0, end: 120 }]);
    expect(rotationKeys.runKey(editor, key('z', { ctrlKey: true, shiftKey: true }), {})).toBe(true);
    expect(editor.data.stints[0]).toMatchObject({ start: 60, end: 240 });
    // A stint of someone not in the rotation, or of no length, is not added.
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'ghost', period: 1, start: 0, end: 60 } });
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'p1', period: 1, start: 60, end: 60 } });
    expect(editor.data.stints).toHaveLength(1);
  });

  it('changes the game: fewer periods drop their stints, a shorter period cuts them; the bench stretch can be cleared', () => {
    const editor = editorOf();
    runCommand(editor, rotationCommands.addPlayers, { players: roster(5) });
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'p1', period: 1, start: 0, end: 480 } });
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'p1', period: 4, start: 0, end: 60 } });
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'p2', period: 1, start: 400, end: 480 } });
    runCommand(editor, rotationCommands.setGame, { game: { periods: 2, periodLength: 360, snapStep: 30, changeStep: 60, maxBenchStretch: 300 } });
    expect(editor.data).toMatchObject({ periods: 2, periodLength: 360, snapStep: 30, changeStep: 60, maxBenchStretch: 300 });
    expect(editor.data.stints).toEqual([{ playerId: 'p1', period: 1, start: 0, end: 360 }]);
    runCommand(editor, rotationCommands.setGame, { game: { maxBenchStretch: undefined } });
    expect(editor.data).not.toHaveProperty('maxBenchStretch');
    expect(rotationDataSchema.safeParse(editor.serialize().data).success).toBe(true);
  });

  it('plans fair minutes for the available players within their bounds, keeping locks, as one undo step', () => {
    const editor = editorOf();
    runCommand(editor, rotationCommands.addPlayers, { players: roster(11) });
    runCommand(editor, rotationCommands.setAvailable, { playerId: 'p11', available: false });
    runCommand(editor, rotationCommands.setBounds, { playerId: 'p1', bounds: { minSeconds: 1200 } });
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'p2', period: 3, start: 0, end: 240, locked: true } });
    runCommand(editor, rotationCommands.planFairMinutes);
    const check = checkRotation({ ...editor.data, players: editor.data.players.filter((p) => p.available !== false) });
    expect(check.wrongCount).toEqual([]);
    expect(check.players.find((p) => p.playerId === 'p1')!.total).toBeGreaterThanOrEqual(1200);
    expect(editor.data.stints.some((s) => s.playerId === 'p11')).toBe(false);
    expect(editor.data.stints).toContainEqual({ playerId: 'p2', period: 3, start: 0, end: 240, locked: true });
    expect(editor.state.unmet).toEqual([]);
    runCommand(editor, rotationCommands.undo);
    expect(editor.data.stints).toEqual([{ playerId: 'p2', period: 3, start: 0, end: 240, locked: true }]);
    // Bounds cleared again, availability back.
    runCommand(editor, rotationCommands.setBounds, { playerId: 'p1', bounds: { minSeconds: undefined } });
    runCommand(editor, rotationCommands.setAvailable, { playerId: 'p11', available: true });
    expect(editor.data.players[0]).not.toHaveProperty('minSeconds');
    expect(editor.data.players[10]).not.toHaveProperty('available');
  });

  it('follows a roster player added offline to their server id, without an undo step, and saves it', () => {
    const editor = editorOf();
    runCommand(editor, rotationCommands.addPlayers, { players: [{ id: 'tmp_1', name: 'New', number: '7', position: null }] });
    runCommand(editor, rotationCommands.addStint, { stint: { playerId: 'tmp_1', period: 1, start: 0, end: 60 } });
    editor.markSaved(editor.revision);
    editor.replacePlayerId('tmp_1', 'server-1');
    expect(editor.data.players[0]!.id).toBe('server-1');
    expect(editor.data.stints[0]!.playerId).toBe('server-1');
    expect(editor.state.dirty).toBe(true);
    runCommand(editor, rotationCommands.undo);
    expect(editor.data.stints).toEqual([]);
  });

  it('saves through the services, and lets viewers change nothing', async () => {
    const editor = editorOf();
    const save = vi.fn(async () => undefined);
    runCommand(editor, rotationCommands.rename, { text: 'Final' });
    expect(rotationKeys.runKey(editor, key('s', { ctrlKey: true }), { services: { save } }, { inField: true })).toBe(true);
    expect(save).toHaveBeenCalledOnce();
    const { title, data } = editor.serialize();
    expect([title, data.title]).toEqual(['Final', 'Final']);
    editor.markSaved(editor.revision);
    expect(editor.state.dirty).toBe(false);
    editor.update((s) => void (s.editable = false));
    expect(runCommand(editor, rotationCommands.addPlayers, { players: roster(1) })).toBe(false);
    expect(editor.data.players).toEqual([]);
  });
});
