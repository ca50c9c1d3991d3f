// The plan's blocks in order on the kit's SortableBoard (mouse, touch and keyboard drags, announced in
// the coach's language), as the playbook's chapters. Each block's clock times follow from the start
// time and the blocks before it.
import type { Active, Over, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { clockTimes, planTotals } from '../../../../engine/practice/clock-times';
import { usePracticeFormats } from '../practice-formats';
import { BlockRow, blockName } from './block-row';
import { runCommand } from '../../../editor-kit/commands';
import { SortableBoard } from '../../../editor-kit/sortable-board';
import { plannerCommands } from './commands';
import type { PracticePlanEditor } from './practice-plan-store';

export function BlocksBoard({ editor }: { editor: PracticePlanEditor }) {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const data = useStore(editor.store, (s) => s.data);
  const editable = useStore(editor.store, (s) => s.editable);
  const times = clockTimes(data);
  const running = planTotals(data).runningMinutes;
  const ids = data.exercises.map((block) => block.id);

  const nameOf = (id: UniqueIdentifier): string => {
    const index = ids.indexOf(String(id));
    return index < 0 ? '' : blockName(t, data.exercises[index]!, index);
  };
  const onDrop = (dragged: Active, over: Over) => {
    const from = editor.indexOf(String(dragged.id));
    const to = editor.indexOf(String(over.id));
    if (from >= 0 && to >= 0) runCommand(editor, plannerCommands.moveBlock, { index: from, to });
  };

  if (data.exercises.length === 0) {
    return <p className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">{t('practicePlanner.blocks.empty')}</p>;
  }
  return (
    <SortableBoard items={ids} texts="practicePlanner.dnd" nameOf={nameOf} onDrop={onDrop}>
      <ol className="flex flex-col gap-2" aria-label={t('practicePlanner.blocks.list')} data-testid="practice-blocks">
        {data.exercises.map((block, index) => (
          <BlockRow key={block.id} editor={editor} block={block} index={index} count={data.exercises.length} time={times[index]!} runningMinutes={running[index] ?? 0} formats={formats} editable={editable} />
        ))}
      </ol>
    </SortableBoard>
  );
}
