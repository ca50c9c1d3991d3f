// One block of the plan: its clock times (from the plan's start), title, minutes, coach, the drill it
// runs (its drawing) or free text, notes, and groups run side by side. The handle drags it (mouse,
// touch, keyboard); the buttons beside it move, duplicate and remove it without a drag.
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Copy, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playQueryOptions } from '../../../api/plays/get-play';
import { playThumbnail } from '../../../api/plays/keys';
import { isTemporaryId } from '../../../data/offline';
import { MAX_DESCRIPTION_LENGTH, MAX_DRILL_EQUIPMENT, MAX_DRILL_PLAYERS, MAX_TITLE_LENGTH } from '../../../../engine/limits';
import { drillLabelsOf } from '../../../../engine/model/drill-constants';
import { MAX_EXERCISE_MINUTES, type Exercise } from '../../../../engine/model/practice-plan';
import type { BlockTime } from '../../../../engine/practice/clock-times';
import { Button, IconButton } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import type { PracticeFormats } from '../practice-formats';
import { runCommand } from '../../../editor-kit/commands';
import { DragHandle, useSortableItem } from '../../../editor-kit/sortable-board';
import { announce } from '../../../editor-kit/editor-announcer';
import { MOVE, focusAfter, focusAfterAdd, focusAfterMove, focusAfterRemove, focusKey, focusName } from '../../../editor-kit/focus-after';
import { plannerCommands } from './commands';
import type { PracticePlanEditor } from './practice-plan-store';

export interface BlockRowProps {
  editor: PracticePlanEditor;
  block: Exercise;
  index: number;
  count: number;
  time: BlockTime;
  runningMinutes: number;
  formats: PracticeFormats;
  editable: boolean;
}

/** What a block is called, for its buttons, drag announcements and the overlay. */
export const blockName = (t: (key: string, values?: Record<string, unknown>) => string, block: Pick<Exercise, 'title'>, index: number) =>
  block.title.trim() || t('practicePlanner.blocks.untitled', { number: index + 1 });

/** A whole number of minutes within the model's bounds, or null while the field is being retyped. */
const minutesOf = (text: string) => {
  const value = Math.round(Number(text));
  return text.trim() === '' || !Number.isFinite(value) ? null : Math.max(1, Math.min(MAX_EXERCISE_MINUTES, value));
};

/** The plan's blocks' ids, in order: the keys focus goes by. */
export const blockKeys = (editor: PracticePlanEditor): string[] => editor.data.exercises.map((block) => block.id);

/** The focus target of "Add a free-text block", where focus goes once the last block is removed. */
export const ADD_FREE_FOCUS = 'practice-plan::add-free';

const INPUT = 'h-10 rounded-card border border-line bg-page px-2 text-sm read-only:border-transparent';

export function BlockRow({ editor, block, index, count, time, runningMinutes, formats, editable }: BlockRowProps) {
  const { t } = useTranslation();
  const { item, handle, dragging } = useSortableItem(block.id, { disabled: !editable });
  const name = blockName(t, block, index);
  const set = (changes: Parameters<PracticePlanEditor['setBlock']>[1]) => runCommand(editor, plannerCommands.setBlock, { index, changes });
  // Focus stays with the block moved, and after a removal goes to the next block (issue 36).
  const move = (to: number) => {
    if (!runCommand(editor, plannerCommands.moveBlock, { index, to })) return;
    focusAfterMove(block.id, to < index ? 'up' : 'down');
    announce(t('practicePlanner.blocks.moved', { name, place: to + 1, count }));
  };
  const duplicate = () => {
    const keys = blockKeys(editor);
    if (runCommand(editor, plannerCommands.duplicateBlock, { index })) focusAfterAdd(keys, () => blockKeys(editor));
  };
  const remove = () => {
    const keys = blockKeys(editor);
    if (!runCommand(editor, plannerCommands.removeBlock, { index })) return;
    focusAfterRemove(keys, index, ADD_FREE_FOCUS);
    announce(t('practicePlanner.blocks.removed', { name }));
  };
  const endTyping = () => editor.endTyping();
  return (
    <li
      {...item}
      className={cn('rounded-card border border-line bg-surface p-2 sm:p-3', dragging && 'opacity-40')}
      data-testid="practice-block"
      data-block-title={block.title}
    >
      <div className="flex flex-wrap items-center gap-2">
        {editable && <DragHandle {...handle} label={t('practicePlanner.blocks.drag', { name })} />}
        <p className="w-44 shrink-0 font-mono text-sm font-semibold tabular-nums" data-testid="block-time" dir="auto">
          {formats.range(time.startMinutes, time.endMinutes)}
        </p>
        <input
          dir="auto"
          value={block.title}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          aria-label={t('practicePlanner.blocks.blockTitle', { number: index + 1 })}
          {...focusKey(block.id, 'main')}
          placeholder={t('practicePlanner.blocks.untitled', { number: index + 1 })}
          className={cn(INPUT, 'min-w-0 flex-1 basis-40 font-medium')}
          onChange={(event) => set({ title: event.target.value })}
          onBlur={endTyping}
        />
        <label className="flex items-center gap-1 text-xs text-muted">
          {t('practicePlanner.blocks.minutes')}
          <input
            type="number"
            min={1}
            max={MAX_EXERCISE_MINUTES}
            value={block.duration}
            readOnly={!editable}
            className={cn(INPUT, 'w-20 text-ink')}
            onChange={(event) => {
              const minutes = minutesOf(event.target.value);
              if (minutes !== null) set({ duration: minutes });
            }}
            onBlur={endTyping}
          />
        </label>
        {editable && (
          <div className="ms-auto flex shrink-0 items-center">
            <IconButton size="small" className="touch:size-11" label={t('practicePlanner.blocks.moveUp', { name })} disabled={index === 0} onClick={() => move(index - 1)} {...focusKey(block.id, MOVE.up)}>
              <ArrowUp className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton size="small" className="touch:size-11" label={t('practicePlanner.blocks.moveDown', { name })} disabled={index >= count - 1} onClick={() => move(index + 1)} {...focusKey(block.id, MOVE.down)}>
              <ArrowDown className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton size="small" className="touch:size-11" label={t('practicePlanner.blocks.duplicate', { name })} onClick={duplicate}>
              <Copy className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton size="small" className="touch:size-11" label={t('practicePlanner.blocks.remove', { name })} onClick={remove}>
              <Trash2 className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
        )}
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <BlockDrill drillId={block.drillId} />
        <div className="flex min-w-0 flex-col gap-2">
          <input
            dir="auto"
            value={block.coach}
            readOnly={!editable}
            maxLength={MAX_TITLE_LENGTH}
            aria-label={`${t('practicePlanner.blocks.coach')} (${name})`}
            placeholder={t('practicePlanner.blocks.coach')}
            className={INPUT}
            onChange={(event) => set({ coach: event.target.value })}
            onBlur={endTyping}
          />
          <BlockDetails editor={editor} block={block} index={index} name={name} editable={editable} />
          <textarea
            dir="auto"
            value={block.notes}
            readOnly={!editable}
            rows={2}
            aria-label={`${t('practicePlanner.blocks.notes')} (${name})`}
            placeholder={t('practicePlanner.blocks.notesPlaceholder')}
            className="w-full resize-y rounded-card border border-line bg-page px-2 py-1.5 text-sm read-only:border-transparent"
            onChange={(event) => set({ notes: event.target.value })}
            onBlur={endTyping}
          />
          <Stations editor={editor} block={block} index={index} editable={editable} />
          <p className="text-xs text-muted">{t('practicePlanner.blocks.running', { minutes: runningMinutes })}</p>
        </div>
      </div>
    </li>
  );
}

/**
 * The block's players, equipment and coaching points (issue 32): the drill's when it was added, then
 * the block's own (the drill stays as it is). Read-only, only those it has.
 */
function BlockDetails({ editor, block, index, name, editable }: { editor: PracticePlanEditor; block: Exercise; index: number; name: string; editable: boolean }) {
  const { t } = useTranslation();
  const set = (changes: Parameters<PracticePlanEditor['setBlock']>[1]) => runCommand(editor, plannerCommands.setBlock, { index, changes });
  const equipment = (block.equipment ?? []).join(', ');
  // The equipment as typed while the field has focus; stored as a list when it is left.
  const [draft, setDraft] = useState<string | null>(null);
  const commitEquipment = () => {
    if (draft !== null && drillLabelsOf(draft, MAX_DRILL_EQUIPMENT).join(', ') !== equipment) set({ equipment: drillLabelsOf(draft, MAX_DRILL_EQUIPMENT) });
    setDraft(null);
  };
  if (!editable && block.players === undefined && !block.equipment?.length && !block.coachingPoints) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="block-details">
      <div className="flex flex-wrap gap-2">
        {(editable || block.players !== undefined) && (
          <label className="flex items-center gap-1 text-xs text-muted">
            {t('practicePlanner.blocks.players')}
            <input
              type="number"
              min={1}
              max={MAX_DRILL_PLAYERS}
              value={block.players ?? ''}
              readOnly={!editable}
              aria-label={`${t('practicePlanner.blocks.players')} (${name})`}
              className={cn(INPUT, 'w-20 text-ink')}
              onChange={(event) => {
                const value = Math.round(Number(event.target.value));
                set({ players: event.target.value.trim() === '' || !Number.isFinite(value) || value < 1 ? undefined : Math.min(MAX_DRILL_PLAYERS, value) });
              }}
              onBlur={() => editor.endTyping()}
            />
          </label>
        )}
        {(editable || !!block.equipment?.length) && (
          <input
            value={draft ?? equipment}
            readOnly={!editable}
            aria-label={`${t('practicePlanner.blocks.equipment')} (${name})`}
            placeholder={t('practicePlanner.blocks.equipmentPlaceholder')}
            className={cn(INPUT, 'min-w-0 flex-1 basis-40')}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commitEquipment}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitEquipment();
            }}
          />
        )}
      </div>
      {(editable || !!block.coachingPoints) && (
        <textarea
          value={block.coachingPoints ?? ''}
          readOnly={!editable}
          rows={2}
          maxLength={MAX_DESCRIPTION_LENGTH}
          aria-label={`${t('practicePlanner.blocks.coachingPoints')} (${name})`}
          placeholder={t('practicePlanner.blocks.coachingPointsPlaceholder')}
          className="w-full resize-y rounded-card border border-line bg-page px-2 py-1.5 text-sm read-only:border-transparent"
          onChange={(event) => set({ coachingPoints: event.target.value })}
          onBlur={() => editor.endTyping()}
        />
      )}
    </div>
  );
}

/** The linked drill's drawing and a way to open it, or "Free text". */
function BlockDrill({ drillId }: { drillId: string | number | null }) {
  const { t } = useTranslation();
  const id = drillId === null ? '' : String(drillId);
  const drill = useQuery({ ...playQueryOptions(id), enabled: id !== '' && !isTemporaryId(id) });
  if (id === '') return <p className="text-xs text-muted">{t('practicePlanner.blocks.freeText')}</p>;
  return (
    <Link to={`/dashboard/drill/${encodeURIComponent(id)}`} className="block rounded-card hover:opacity-80" aria-label={t('practicePlanner.blocks.openDrill')}>
      <ItemThumbnail svg={drill.data ? playThumbnail(drill.data) : null} className="aspect-[4/3] w-full rounded" />
      <span className="text-xs text-muted">{t('practicePlanner.blocks.drill')}</span>
    </Link>
  );
}

/** A station's key for focus (focus-after.ts): stations have no ids, their place in the block is who they are. */
const stationKey = (blockId: string, station: number) => `${blockId}:station:${station}`;
const ADD_STATION = 'add-station';

function Stations({ editor, block, index, editable }: { editor: PracticePlanEditor; block: Exercise; index: number; editable: boolean }) {
  const { t } = useTranslation();
  if (block.stations.length === 0 && !editable) return null;
  // A new group's name takes focus; after a removal, the next group's name, else the previous one's, else Add a group (issue 36).
  const add = () => {
    const added = block.stations.length;
    if (runCommand(editor, plannerCommands.addStation, { index, text: t('practicePlanner.blocks.stationTitle', { number: added + 1 }) })) focusAfter(focusName(stationKey(block.id, added), 'main'));
  };
  const remove = (station: number) => {
    const name = block.stations[station]?.title || t('practicePlanner.blocks.stationTitle', { number: station + 1 });
    const last = block.stations.length - 1;
    if (!runCommand(editor, plannerCommands.removeStation, { index, station })) return;
    focusAfter(station < last && focusName(stationKey(block.id, station), 'main'), station > 0 && focusName(stationKey(block.id, station - 1), 'main'), focusName(block.id, ADD_STATION));
    announce(t('practicePlanner.blocks.stationRemoved', { name }));
  };
  return (
    <div className="flex flex-col gap-1">
      {block.stations.length > 0 && <p className="text-xs font-medium text-muted">{t('practicePlanner.blocks.stations')}</p>}
      <ul className="flex flex-col gap-1">
        {block.stations.map((station, stationIndex) => {
          const number = stationIndex + 1;
          const setStation = (stationChanges: Record<string, unknown>) => runCommand(editor, plannerCommands.setStation, { index, station: stationIndex, stationChanges });
          return (
            // Stations have no ids: their place is who they are.
            <li key={stationIndex} className="flex flex-wrap items-center gap-1" data-testid="practice-station">
              <input {...focusKey(stationKey(block.id, stationIndex), 'main')} dir="auto" value={station.title} readOnly={!editable} maxLength={MAX_TITLE_LENGTH} aria-label={t('practicePlanner.blocks.stationName', { number })} placeholder={t('practicePlanner.blocks.stationTitle', { number })} className={cn(INPUT, 'min-w-0 flex-1 basis-32')} onChange={(event) => setStation({ title: event.target.value })} onBlur={() => editor.endTyping()} />
              <input
                type="number"
                min={1}
                max={MAX_EXERCISE_MINUTES}
                value={station.minutes}
                readOnly={!editable}
                aria-label={t('practicePlanner.blocks.stationMinutes', { number })}
                className={cn(INPUT, 'w-20')}
                onChange={(event) => {
                  const minutes = minutesOf(event.target.value);
                  if (minutes !== null) setStation({ minutes });
                }}
                onBlur={() => editor.endTyping()}
              />
              <input dir="auto" value={station.coach} readOnly={!editable} maxLength={MAX_TITLE_LENGTH} aria-label={t('practicePlanner.blocks.stationCoach', { number })} placeholder={t('practicePlanner.blocks.coach')} className={cn(INPUT, 'w-32')} onChange={(event) => setStation({ coach: event.target.value })} onBlur={() => editor.endTyping()} />
              {editable && (
                <IconButton size="small" className="touch:size-11" label={t('practicePlanner.blocks.removeStation', { number })} onClick={() => remove(stationIndex)}>
                  <X className="size-4" aria-hidden="true" />
                </IconButton>
              )}
            </li>
          );
        })}
      </ul>
      {editable && (
        <Button {...focusKey(block.id, ADD_STATION)} size="small" variant="text" className="self-start touch:min-h-11" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={add}>
          {t('practicePlanner.blocks.addStation')}
        </Button>
      )}
    </div>
  );
}
