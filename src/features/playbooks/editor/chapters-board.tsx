// The chapters and their pages on the kit's SortableBoard (mouse, touch and keyboard drags, announced
// in the coach's language). Chapters sort among themselves; a page sorts in its chapter or goes to another.
import { closestCenter, pointerWithin, type Active, type CollisionDetection, type Over, type UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ChapterCard } from './chapter-card';
import { runCommand } from '../../../editor-kit/commands';
import { SortableBoard } from '../../../editor-kit/sortable-board';
import { playbookCommands } from './commands';
import { pageName, type KnownPlay } from './page-row';
import type { PlaybookEditor, Place } from './playbook-store';

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

  const onDrop = (dragged: Active, over: Over) => {
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

  return (
    <SortableBoard id="chapters" items={keys.chapters} texts="playbookEditor.dnd" nameOf={nameOf} collisionDetection={findTarget} onDrop={onDrop}>
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
    </SortableBoard>
  );
}
