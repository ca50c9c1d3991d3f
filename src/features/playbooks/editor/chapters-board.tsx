// The chapters and their pages, with drag and drop (dnd-kit): mouse, touch and keyboard (Space to
// pick up, arrows to move, Space to drop, Escape to cancel), announced to screen readers in the
// coach's language. Chapters sort among themselves; a page sorts in its chapter or goes to another.
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ChapterCard } from './chapter-card';
import { runCommand } from '../../../editor-kit/commands';
import { playbookCommands } from './commands';
import { pageName, type KnownPlay } from './page-row';
import type { PlaybookEditor, Place } from './playbook-store';

/**
 * The mouse and pen (PointerSensor), leaving fingers to the TouchSensor: a press and hold picks a page
 * up there, so one finger never starts two drags.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = PointerSensor.activators.map((activator) => ({
    ...activator,
    handler: (event: Parameters<typeof activator.handler>[0], options: Parameters<typeof activator.handler>[1]) => event.nativeEvent.pointerType !== 'touch' && activator.handler(event, options),
  }));
}

const typeOf = (data: { current?: Record<string, unknown> | null } | undefined) => data?.current?.type as 'chapter' | 'page' | 'chapter-drop' | undefined;

/** Chapters land among chapters; a page on the page under the pointer's chapter, or an empty chapter. */
const findTarget: CollisionDetection = (args) => {
  const kind = typeOf(args.active.data);
  const among = (type: string) => args.droppableContainers.filter((container) => typeOf(container.data) === type);
  if (kind === 'chapter') return closestCenter({ ...args, droppableContainers: among('chapter') });
  const pages = among('page');
  const chapterUnder = pointerWithin({ ...args, droppableContainers: among('chapter-drop') })[0];
  if (chapterUnder) {
    const chapterKey = chapterUnder.data?.droppableContainer?.data.current?.chapterKey as string | undefined;
    const inChapter = pages.filter((page) => page.data.current?.chapterKey === chapterKey);
    return inChapter.length > 0 ? closestCenter({ ...args, droppableContainers: inChapter }) : [chapterUnder];
  }
  return closestCenter({ ...args, droppableContainers: [...pages, ...among('chapter-drop')] });
};

export function ChaptersBoard({ editor, plays, onPlaysAdded }: { editor: PlaybookEditor; plays: ReadonlyMap<string, KnownPlay> | null; onPlaysAdded: (plays: { play_id: string; title: string }[]) => void }) {
  const { t } = useTranslation();
  const data = useStore(editor.store, (s) => s.doc.data);
  const keys = useStore(editor.store, (s) => s.doc.keys);
  const editable = useStore(editor.store, (s) => s.editable);
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const chapterTitles = data.chapters.map((chapter, index) => chapter.title || t('playbookEditor.chapter.untitled', { number: index + 1 }));

  /** What a dragged or hovered thing is called, in announcements and the overlay. */
  const nameOf = (id: UniqueIdentifier): string => {
    const key = String(id).replace(/^drop-/, '');
    const chapter = keys.chapters.indexOf(key);
    if (chapter >= 0) return chapterTitles[chapter]!;
    const place = editor.placeOf(key);
    if (!place) return '';
    const page = data.chapters[place.chapter]!.objects[place.index]!;
    const play = page.type === 'play' ? (plays?.get(String(page.play_id)) ?? (plays ? 'gone' : 'unknown')) : 'unknown';
    return pageName(t, page, play);
  };

  const announcements: Announcements = {
    onDragStart: ({ active: picked }) => t('playbookEditor.dnd.picked', { name: nameOf(picked.id) }),
    onDragOver: ({ active: moving, over }) => (over ? t('playbookEditor.dnd.over', { name: nameOf(moving.id), target: nameOf(over.id) }) : t('playbookEditor.dnd.outside', { name: nameOf(moving.id) })),
    onDragEnd: ({ active: dropped, over }) => (over ? t('playbookEditor.dnd.dropped', { name: nameOf(dropped.id), target: nameOf(over.id) }) : t('playbookEditor.dnd.outside', { name: nameOf(dropped.id) })),
    onDragCancel: ({ active: cancelled }) => t('playbookEditor.dnd.cancelled', { name: nameOf(cancelled.id) }),
  };

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    if (typeOf(dragged.data) === 'chapter') {
      const from = keys.chapters.indexOf(String(dragged.id));
      const to = keys.chapters.indexOf(String(over.id));
      if (from >= 0 && to >= 0) runCommand(editor, playbookCommands.moveChapter, { chapter: from, to });
      return;
    }
    const from = editor.placeOf(String(dragged.id));
    const to = typeOf(over.data) === 'chapter-drop' ? endOf(String(over.data.current?.chapterKey)) : editor.placeOf(String(over.id));
    if (from && to) runCommand(editor, playbookCommands.movePage, { from, to });
  };

  const endOf = (chapterKey: string): Place | null => {
    const chapter = keys.chapters.indexOf(chapterKey);
    return chapter >= 0 ? { chapter, index: data.chapters[chapter]!.objects.length } : null;
  };

  const accessibility = { announcements, screenReaderInstructions: { draggable: t('playbookEditor.dnd.instructions') } };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={findTarget}
      accessibility={accessibility}
      onDragStart={({ active: picked }: DragStartEvent) => setActive(picked.id)}
      onDragCancel={() => setActive(null)}
      onDragEnd={onDragEnd}
    >
      <SortableContext id="chapters" items={keys.chapters} strategy={verticalListSortingStrategy}>
        <div className="flex flex-col gap-4" data-testid="playbook-chapters">
          {data.chapters.map((chapter, index) => (
            <ChapterCard
              key={keys.chapters[index]}
              editor={editor}
              chapter={chapter}
              index={index}
              chapterKey={keys.chapters[index]!}
              pageKeys={keys.items[index]!}
              chapterTitles={chapterTitles}
              plays={plays}
              editable={editable}
              onPlaysAdded={onPlaysAdded}
            />
          ))}
        </div>
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
