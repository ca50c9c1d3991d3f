import { describe, expect, it, vi } from 'vitest';
import { MAX_LIST_LENGTH } from '../../../../engine/limits';
import { MAX_STATIONS_PER_BLOCK, practicePlanDataSchema, type PracticePlanData } from '../../../../engine/model/practice-plan';
import { createBlock, createEmptyPracticePlanData } from '../../../../engine/model/practice-plan-defaults';
import { clockTimes, planTotals } from '../../../../engine/practice/clock-times';
import ar from '../../../lib/locales/on-demand/practice-planner.ar';
import en from '../../../lib/locales/on-demand/practice-planner.en';
import { runCommand } from '../../../editor-kit/commands';
import { plannerCommands, plannerKeys } from './commands';
import { PracticePlanEditor } from './practice-plan-store';

type Texts = { [key: string]: string | Texts };
const text = (texts: Texts, key: string) => key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
const key = (k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });

function plan(): PracticePlanData {
  return {
    ...createEmptyPracticePlanData('2026-11-24', '18:00'),
    title: 'Tuesday',
    plannedMinutes: 60,
    exercises: [createBlock('exercise_1', 'Warm-up'), createBlock('exercise_2', 'Shell', 'drill-1', 20), createBlock('exercise_3', 'Free throws', null, 5)],
  };
}

const editorOf = (data = plan()) => new PracticePlanEditor(data, { practicePlanId: 'p1', teamId: 't1', version: 2 });
const titles = (editor: PracticePlanEditor) => editor.data.exercises.map((block) => block.title);
const starts = (editor: PracticePlanEditor) => clockTimes(editor.data).map((time) => time.startMinutes);

describe('practice planner commands', () => {
  it('have a label in English and in Arabic', () => {
    for (const command of Object.values(plannerCommands)) {
      expect(typeof text(en as Texts, command.labelKey), command.id).toBe('string');
      expect(typeof text(ar as Texts, command.labelKey), command.id).toBe('string');
    }
  });

  it('add drills and free text, move, duplicate and remove blocks, each one undo step; clock times follow', () => {
    const editor = editorOf();
    expect(starts(editor)).toEqual([1080, 1090, 1110]);
    runCommand(editor, plannerCommands.addBlocks, { blocks: [{ title: 'Scrimmage', drillId: 'drill-2', minutes: 25 }, { title: 'Talk', drillId: null }] });
    expect(titles(editor)).toEqual(['Warm-up', 'Shell', 'Free throws', 'Scrimmage', 'Talk']);
    expect(editor.data.exercises.map((block) => block.id)).toEqual(['exercise_1', 'exercise_2', 'exercise_3', 'exercise_4', 'exercise_5']);
    runCommand(editor, plannerCommands.moveBlock, { index: 2, to: 0 });
    expect(titles(editor)).toEqual(['Free throws', 'Warm-up', 'Shell', 'Scrimmage', 'Talk']);
    expect(starts(editor)).toEqual([1080, 1085, 1095, 1115, 1140]);
    runCommand(editor, plannerCommands.duplicateBlock, { index: 2 });
    expect(titles(editor)).toEqual(['Free throws', 'Warm-up', 'Shell', 'Shell', 'Scrimmage', 'Talk']);
    expect(new Set(editor.data.exercises.map((block) => block.id)).size).toBe(6);
    runCommand(editor, plannerCommands.removeBlock, { index: 0 });
    expect(planTotals({ ...editor.data }).totalMinutes).toBe(10 + 20 + 20 + 25 + 10);
    expect(planTotals(editor.data).status).toBe('over');
    expect(practicePlanDataSchema.safeParse(editor.data).success).toBe(true);

    editor.undo(); // the remove
    editor.undo(); // the duplicate
    editor.undo(); // the move
    expect(titles(editor)).toEqual(['Warm-up', 'Shell', 'Free throws', 'Scrimmage', 'Talk']);
    editor.undo();
    expect(editor.data).toEqual(plan());
    expect(editor.state.canUndo).toBe(false);
    editor.redo();
    expect(editor.data.exercises).toHaveLength(5);
    // An id made after an undo never clashes with one the redo brings back.
    runCommand(editor, plannerCommands.duplicateBlock, { index: 0 });
    expect(new Set(editor.data.exercises.map((block) => block.id)).size).toBe(6);
  });

  it('edit the plan fields and a block while typing as one step each, and the start time moves every clock time', () => {
    const editor = editorOf();
    runCommand(editor, plannerCommands.setField, { field: 'location', value: 'Main' });
    runCommand(editor, plannerCommands.setField, { field: 'location', value: 'Main gym' });
    editor.endTyping();
    runCommand(editor, plannerCommands.setField, { field: 'startTime', value: '17:30' });
    editor.endTyping();
    expect(starts(editor)).toEqual([1050, 1060, 1080]);
    runCommand(editor, plannerCommands.setBlock, { index: 1, changes: { duration: 25, coach: 'Sam' } });
    editor.endTyping();
    expect(planTotals(editor.data)).toMatchObject({ totalMinutes: 40, status: 'under', differenceMinutes: -20 });
    editor.undo();
    editor.undo();
    expect(editor.data.startTime).toBe('18:00');
    expect(editor.data.location).toBe('Main gym');
    editor.undo();
    expect(editor.data.location).toBe('');
  });

  it('add, change and remove groups run side by side; the block lasts as long as the longest', () => {
    const editor = editorOf();
    runCommand(editor, plannerCommands.addStation, { index: 1, text: 'Group 1' });
    runCommand(editor, plannerCommands.addStation, { index: 1, text: 'Group 2' });
    runCommand(editor, plannerCommands.setStation, { index: 1, station: 1, stationChanges: { minutes: 30, coach: 'Alex' } });
    editor.endTyping();
    expect(clockTimes(editor.data)[1]).toMatchObject({ minutes: 30, startMinutes: 1090, endMinutes: 1120 });
    runCommand(editor, plannerCommands.removeStation, { index: 1, station: 0 });
    expect(editor.data.exercises[1]!.stations.map((station) => station.title)).toEqual(['Group 2']);
    for (let i = 1; i < MAX_STATIONS_PER_BLOCK; i++) runCommand(editor, plannerCommands.addStation, { index: 1, text: `G${i}` });
    expect(editor.data.exercises[1]!.stations).toHaveLength(MAX_STATIONS_PER_BLOCK);
    runCommand(editor, plannerCommands.addStation, { index: 1, text: 'One too many' });
    expect(editor.data.exercises[1]!.stations).toHaveLength(MAX_STATIONS_PER_BLOCK);
    expect(editor.state.notice).toMatchObject({ key: 'practicePlanner.notices.tooManyStations', values: { max: MAX_STATIONS_PER_BLOCK } });
  });

  it('add a drill’s block with its details, each changed per block (duplicates and the drill apart), a cleared one left out', () => {
    const editor = editorOf();
    const [id] = editor.addBlocks([{ title: 'Shell', drillId: 'drill-1', minutes: 15, players: 8, equipment: ['Cones'], coachingPoints: 'Stay low' }]);
    expect(editor.data.exercises[3]).toMatchObject({ id, duration: 15, players: 8, equipment: ['Cones'], coachingPoints: 'Stay low' });
    runCommand(editor, plannerCommands.duplicateBlock, { index: 3 });
    runCommand(editor, plannerCommands.setBlock, { index: 4, changes: { players: 6, equipment: ['Cones', 'Balls'], coachingPoints: 'Talk' } });
    editor.endTyping();
    expect(editor.data.exercises[3]).toMatchObject({ players: 8, equipment: ['Cones'], coachingPoints: 'Stay low' });
    expect(editor.data.exercises[4]).toMatchObject({ players: 6, equipment: ['Cones', 'Balls'], coachingPoints: 'Talk' });
    runCommand(editor, plannerCommands.setBlock, { index: 4, changes: { players: undefined, equipment: [], coachingPoints: '' } });
    editor.endTyping();
    const cleared = editor.data.exercises[4]!;
    expect(['players', 'equipment', 'coachingPoints'].filter((field) => field in cleared)).toEqual([]);
    expect(practicePlanDataSchema.safeParse(editor.data).success).toBe(true);
    editor.undo();
    expect(editor.data.exercises[4]).toMatchObject({ players: 6, equipment: ['Cones', 'Balls'], coachingPoints: 'Talk' });
  });

  it('refuse blocks beyond the limit and say so', () => {
    const editor = editorOf();
    const many = Array.from({ length: MAX_LIST_LENGTH - 2 }, () => ({ title: 'x', drillId: null }));
    runCommand(editor, plannerCommands.addBlocks, { blocks: many });
    expect(editor.data.exercises).toHaveLength(3);
    expect(editor.state.notice?.key).toBe('practicePlanner.notices.tooManyBlocks');
  });

  it('change nothing for a viewer, and run undo, redo and save from the keyboard', () => {
    const save = vi.fn(async () => undefined);
    const editor = editorOf();
    runCommand(editor, plannerCommands.removeBlock, { index: 0 });
    expect(plannerKeys.runKey(editor, key('z', { ctrlKey: true }), {})).toBe(true);
    expect(titles(editor)).toEqual(['Warm-up', 'Shell', 'Free throws']);
    expect(plannerKeys.runKey(editor, key('z', { ctrlKey: true, shiftKey: true }), {})).toBe(true);
    expect(titles(editor)).toEqual(['Shell', 'Free throws']);
    expect(plannerKeys.runKey(editor, key('s', { ctrlKey: true }), { services: { save } }, { inField: true })).toBe(true);
    expect(save).toHaveBeenCalledOnce();

    const viewer = editorOf();
    viewer.update((s) => void (s.editable = false));
    expect(runCommand(viewer, plannerCommands.removeBlock, { index: 0 })).toBe(false);
    expect(viewer.data).toEqual(plan());
  });

  it('mark a save clean only when nothing changed since it was taken', () => {
    const editor = editorOf();
    runCommand(editor, plannerCommands.setField, { field: 'focus', value: 'Defense' });
    const { revision } = editor;
    runCommand(editor, plannerCommands.setField, { field: 'focus', value: 'Defense!' });
    editor.markSaved(revision);
    expect(editor.state.dirty).toBe(true);
    editor.markSaved(editor.revision);
    expect(editor.state.dirty).toBe(false);
  });
});
