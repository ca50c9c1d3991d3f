// One block of the plan: its clock times (from the plan's start), title, minutes, coach, the drill it
// runs (its drawing) or free text, notes, and groups run side by side. The handle drags it (mouse,
// touch, keyboard); the buttons beside it move, duplicate and remove it without a drag.
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Copy, Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playQueryOptions } from '../../../api/plays/get-play';
import { playThumbnail } from '../../../api/plays/keys';
import { isTemporaryId } from '../../../data/offline';
import { MAX_TITLE_LENGTH } from '../../../../engine/limits';
import { MAX_EXERCISE_MINUTES, type Exercise } from '../../../../engine/model/practice-plan';
import type { BlockTime } from '../../../../engine/practice/clock-times';
import { Button, IconButton } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import type { PracticeFormats } from '../practice-formats';
import { runCommand } from '../../../editor-kit/commands';
import { DragHandle, useSortableItem } from '../../../editor-kit/sortable-board';
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

const INPUT = 'h-10 rounded-card border border-line bg-page px-2 text-sm read-only:border-transparent';

export function BlockRow({ editor, block, index, count, time, runningMinutes, formats, editable }: BlockRowProps) {
  const { t } = useTranslation();
  const { item, handle, dragging } = useSortableItem(block.id, { disabled: !editable });
  const name = blockName(t, block, index);
  const set = (changes: Parameters<PracticePlanEditor['setBlock']>[1]) => runCommand(editor, plannerCommands.setBlock, { index, changes });
  const move = (to: number) => runCommand(editor, plannerCommands.moveBlock, { index, to });
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
          value={block.title}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          aria-label={t('practicePlanner.blocks.blockTitle', { number: index + 1 })}
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
            <IconButton size="small" className="pointer-coarse:size-11" label={t('practicePlanner.blocks.moveUp', { name })} disabled={index === 0} onClick={() => move(index - 1)}>
              <ArrowUp className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton size="small" className="pointer-coarse:size-11" label={t('practicePlanner.blocks.moveDown', { name })} disabled={index >= count - 1} onClick={() => move(index + 1)}>
              <ArrowDown className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton size="small" className="pointer-coarse:size-11" label={t('practicePlanner.blocks.duplicate', { name })} onClick={() => runCommand(editor, plannerCommands.duplicateBlock, { index })}>
              <Copy className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton size="small" className="pointer-coarse:size-11" label={t('practicePlanner.blocks.remove', { name })} onClick={() => runCommand(editor, plannerCommands.removeBlock, { index })}>
              <Trash2 className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
        )}
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <BlockDrill drillId={block.drillId} />
        <div className="flex min-w-0 flex-col gap-2">
          <input
            value={block.coach}
            readOnly={!editable}
            maxLength={MAX_TITLE_LENGTH}
            aria-label={`${t('practicePlanner.blocks.coach')} (${name})`}
            placeholder={t('practicePlanner.blocks.coach')}
            className={INPUT}
            onChange={(event) => set({ coach: event.target.value })}
            onBlur={endTyping}
          />
          <textarea
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

function Stations({ editor, block, index, editable }: { editor: PracticePlanEditor; block: Exercise; index: number; editable: boolean }) {
  const { t } = useTranslation();
  if (block.stations.length === 0 && !editable) return null;
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
              <input value={station.title} readOnly={!editable} maxLength={MAX_TITLE_LENGTH} aria-label={t('practicePlanner.blocks.stationName', { number })} placeholder={t('practicePlanner.blocks.stationTitle', { number })} className={cn(INPUT, 'min-w-0 flex-1 basis-32')} onChange={(event) => setStation({ title: event.target.value })} onBlur={() => editor.endTyping()} />
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
              <input value={station.coach} readOnly={!editable} maxLength={MAX_TITLE_LENGTH} aria-label={t('practicePlanner.blocks.stationCoach', { number })} placeholder={t('practicePlanner.blocks.coach')} className={cn(INPUT, 'w-32')} onChange={(event) => setStation({ coach: event.target.value })} onBlur={() => editor.endTyping()} />
              {editable && (
                <IconButton size="small" label={t('practicePlanner.blocks.removeStation', { number })} onClick={() => runCommand(editor, plannerCommands.removeStation, { index, station: stationIndex })}>
                  <X className="size-4" aria-hidden="true" />
                </IconButton>
              )}
            </li>
          );
        })}
      </ul>
      {editable && (
        <Button size="small" variant="text" className="self-start" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={() => runCommand(editor, plannerCommands.addStation, { index, text: t('practicePlanner.blocks.stationTitle', { number: block.stations.length + 1 }) })}>
          {t('practicePlanner.blocks.addStation')}
        </Button>
      )}
    </div>
  );
}
