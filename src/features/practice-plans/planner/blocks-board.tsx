// The plan's blocks in order, with drag and drop (dnd-kit) as the playbook editor's chapters board
// does it: mouse and pen, touch (press and hold), and keyboard (Space to pick up, arrows to move,
// Space to drop, Escape to cancel), announced to screen readers in the coach's language. Each
// block's clock times follow from the start time and the blocks before it.
import { closestCenter, DndContext, DragOverlay, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { clockTimes, planTotals } from '../../../../engine/practice/clock-times';
import { usePracticeFormats } from '../practice-formats';
import { BlockRow, blockName } from './block-row';
import { runCommand } from '../../../editor-kit/commands';
import { plannerCommands } from './commands';
import type { PracticePlanEditor } from './practice-plan-store';

/** The mouse and pen, leaving fingers to the TouchSensor: one finger never starts two drags. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = PointerSensor.activators.map((activator) => ({
    ...activator,
    handler: (event: Parameters<typeof activator.handler>[0], options: Parameters<typeof activator.handler>[1]) => event.nativeEvent.pointerType !== 'touch' && activator.handler(event, options),
  }));
}

export function BlocksBoard({ editor }: { editor: PracticePlanEditor }) {
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const data = useStore(editor.store, (s) => s.data);
  const editable = useStore(editor.store, (s) => s.editable);
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const times = clockTimes(data);
  const running = planTotals(data).runningMinutes;
  const ids = data.exercises.map((block) => block.id);

  const nameOf = (id: UniqueIdentifier): string => {
    const index = ids.indexOf(String(id));
    return index < 0 ? '' : blockName(t, data.exercises[index]!, index);
  };
  const announcements: Announcements = {
    onDragStart: ({ active: picked }) => t('practicePlanner.dnd.picked', { name: nameOf(picked.id) }),
    onDragOver: ({ active: moving, over }) => (over ? t('practicePlanner.dnd.over', { name: nameOf(moving.id), target: nameOf(over.id) }) : t('practicePlanner.dnd.outside', { name: nameOf(moving.id) })),
    onDragEnd: ({ active: dropped, over }) => (over ? t('practicePlanner.dnd.dropped', { name: nameOf(dropped.id), target: nameOf(over.id) }) : t('practicePlanner.dnd.outside', { name: nameOf(dropped.id) })),
    onDragCancel: ({ active: cancelled }) => t('practicePlanner.dnd.cancelled', { name: nameOf(cancelled.id) }),
  };
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    const from = editor.indexOf(String(dragged.id));
    const to = editor.indexOf(String(over.id));
    if (from >= 0 && to >= 0) runCommand(editor, plannerCommands.moveBlock, { index: from, to });
  };

  if (data.exercises.length === 0) {
    return <p className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">{t('practicePlanner.blocks.empty')}</p>;
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('practicePlanner.dnd.instructions') } }}
      onDragStart={({ active: picked }) => setActive(picked.id)}
      onDragCancel={() => setActive(null)}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2" aria-label={t('practicePlanner.blocks.list')} data-testid="practice-blocks">
          {data.exercises.map((block, index) => (
            <BlockRow key={block.id} editor={editor} block={block} index={index} count={data.exercises.length} time={times[index]!} runningMinutes={running[index] ?? 0} formats={formats} editable={editable} />
          ))}
        </ol>
      </SortableContext>
      <DragOverlay>
        {active !== null && (
          <div className="flex items-center gap-2 rounded-card border border-primary bg-surface p-3 text-sm font-medium shadow-popover">
            <GripVertical className="size-4 text-muted" aria-hidden="true" />
            {nameOf(active)}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
