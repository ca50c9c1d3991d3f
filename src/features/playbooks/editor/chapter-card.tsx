// A chapter: its title (renamed in place), its pages in order, and what the coach adds to it (plays
// and drills from the team, a text page). Chapters are dragged by their handle or moved by buttons;
// deleting one that holds pages asks first.
import { useDroppable } from '@dnd-kit/core';
import { ArrowDown, ArrowUp, FileText, ListPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_OBJECTS_PER_CHAPTER, MAX_TITLE_LENGTH } from '../../../../engine/limits';
import type { Chapter } from '../../../../engine/model/playbook';
import { Button, IconButton } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ConfirmDialog } from '../../../ui/dialog';
import { AddPlaysDialog } from '../components/add-plays-dialog';
import { runCommand } from '../../../editor-kit/commands';
import { DragHandle, SortableGroup, useSortableItem } from '../../../editor-kit/sortable-board';
import { announce } from '../../../editor-kit/editor-announcer';
import { FOCUS_ATTRIBUTE, MOVE, focusAfterAdd, focusAfterMove, focusAfterRemove, focusKey } from '../../../editor-kit/focus-after';
import { playbookCommands } from './commands';
import { PageRow, addTextFocus, type KnownPlay, type PagePlay } from './page-row';
import type { PlaybookEditor } from './playbook-store';

export interface ChapterCardProps {
  editor: PlaybookEditor;
  chapter: Chapter;
  index: number;
  chapterKey: string;
  pageKeys: string[];
  /** Every chapter's title, for "Move to chapter". */
  chapterTitles: string[];
  /** The plays the coach can see (null while not known: loading, or offline before they ever loaded). */
  plays: ReadonlyMap<string, KnownPlay> | null;
  editable: boolean;
  /** Plays just added, known by their titles until the playbook's plays are loaded again. */
  onPlaysAdded: (plays: { play_id: string; title: string }[]) => void;
}

/** The focus target of Add chapter, where focus goes once the last chapter is deleted. */
export const ADD_CHAPTER_FOCUS = 'playbook::add-chapter';

function playOf(plays: ReadonlyMap<string, KnownPlay> | null, playId: string | number): PagePlay {
  if (!plays) return 'unknown';
  return plays.get(String(playId)) ?? 'gone';
}

export function ChapterCard({ editor, chapter, index, chapterKey, pageKeys, chapterTitles, plays, editable, onPlaysAdded }: ChapterCardProps) {
  const { t } = useTranslation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [addingPlays, setAddingPlays] = useState(false);
  const { item, handle, dragging } = useSortableItem(chapterKey, { data: { type: 'chapter' }, disabled: !editable });
  // An empty chapter (or the space below its pages) takes a page dropped on it.
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: `drop-${chapterKey}`, data: { type: 'chapter-drop', chapterKey }, disabled: !editable });
  const name = chapter.title || t('playbookEditor.chapter.untitled', { number: index + 1 });
  const count = chapterTitles.length;
  const pagesOf = () => editor.state.doc.keys.items[editor.state.doc.keys.chapters.indexOf(chapterKey)] ?? [];
  // Where focus goes after each command (issue 36): the next chapter, the chapter moved, the new page.
  const remove = () => {
    const keys = editor.state.doc.keys.chapters;
    if (!runCommand(editor, playbookCommands.removeChapter, { chapter: index })) return;
    focusAfterRemove(keys, index, ADD_CHAPTER_FOCUS);
    announce(t('playbookEditor.chapter.removed', { name }));
  };
  const move = (to: number) => {
    if (!runCommand(editor, playbookCommands.moveChapter, { chapter: index, to })) return;
    focusAfterMove(chapterKey, to < index ? 'up' : 'down');
    announce(t('playbookEditor.chapter.moved', { name, place: to + 1, count }));
  };
  const addText = () => {
    const before = pagesOf();
    if (runCommand(editor, playbookCommands.addText, { chapter: index })) focusAfterAdd(before, pagesOf);
  };

  return (
    <section
      {...item}
      className={cn('rounded-card bg-surface p-3 shadow sm:p-4', dragging && 'opacity-40')}
      aria-label={name}
      data-testid="playbook-chapter"
    >
      <header className="mb-3 flex items-center gap-2">
        {editable && <DragHandle {...handle} label={t('playbookEditor.chapter.drag', { name })} />}
        <input
          dir="auto"
          value={chapter.title}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          aria-label={t('playbookEditor.chapter.title', { number: index + 1 })}
          {...focusKey(chapterKey, 'main')}
          placeholder={t('playbookEditor.chapter.untitled', { number: index + 1 })}
          className="h-11 min-w-0 flex-1 rounded-card border border-transparent bg-transparent px-2 text-base font-semibold hover:border-line focus:border-primary"
          onChange={(event) => runCommand(editor, playbookCommands.renameChapter, { chapter: index, text: event.target.value })}
          onBlur={() => editor.endTyping()}
        />
        {editable && (
          <div className="flex shrink-0 items-center">
            <IconButton size="small" className="touch:size-11" label={t('playbookEditor.chapter.moveUp', { name })} disabled={index === 0} onClick={() => move(index - 1)} {...focusKey(chapterKey, MOVE.up)}>
              <ArrowUp className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton size="small" className="touch:size-11" label={t('playbookEditor.chapter.moveDown', { name })} disabled={index >= count - 1} onClick={() => move(index + 1)} {...focusKey(chapterKey, MOVE.down)}>
              <ArrowDown className="size-4" aria-hidden="true" />
            </IconButton>
            <IconButton size="small" className="touch:size-11" label={t('playbookEditor.chapter.remove', { name })} onClick={() => (chapter.objects.length > 0 ? setConfirmingDelete(true) : remove())}>
              <Trash2 className="size-4" aria-hidden="true" />
            </IconButton>
          </div>
        )}
      </header>

      <SortableGroup id={chapterKey} items={pageKeys}>
        <ul ref={setDropRef} className={cn('flex min-h-14 flex-col gap-2 rounded-card p-1', isOver && 'bg-primary-soft')} aria-label={t('playbookEditor.chapter.pages', { name })}>
          {chapter.objects.map((page, pageIndex) => {
            const key = pageKeys[pageIndex]!;
            return (
              <PageRow
                key={key}
                editor={editor}
                pageKey={key}
                chapterKey={chapterKey}
                place={{ chapter: index, index: pageIndex }}
                page={page}
                play={page.type === 'play' ? playOf(plays, page.play_id) : 'unknown'}
                count={chapter.objects.length}
                chapters={chapterTitles}
                editable={editable}
              />
            );
          })}
          {chapter.objects.length === 0 && <li className="px-3 py-4 text-center text-sm text-muted">{t(editable ? 'playbookEditor.chapter.emptyEditable' : 'playbookEditor.chapter.empty')}</li>}
        </ul>
      </SortableGroup>

      {editable && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="small" variant="soft" color="primary" className="touch:min-h-11" startIcon={<ListPlus className="size-4" aria-hidden="true" />} onClick={() => setAddingPlays(true)}>
            {t('playbookEditor.chapter.addPlays')}
          </Button>
          <Button size="small" variant="soft" className="touch:min-h-11" startIcon={<FileText className="size-4" aria-hidden="true" />} onClick={addText} {...{ [FOCUS_ATTRIBUTE]: addTextFocus(chapterKey) }}>
            {t('playbookEditor.chapter.addText')}
          </Button>
        </div>
      )}

      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          remove();
        }}
        title={t('playbookEditor.chapter.removeTitle', { name })}
        description={t('playbookEditor.chapter.removeDetail', { count: chapter.objects.length })}
        confirmLabel={t('playbookEditor.chapter.removeConfirm')}
      />
      {editable && (
        <AddPlaysDialog
          open={addingPlays}
          onClose={() => setAddingPlays(false)}
          teamId={editor.state.meta.teamId}
          maxToAdd={Math.max(0, MAX_OBJECTS_PER_CHAPTER - chapter.objects.length)}
          onAdd={(added) => {
            setAddingPlays(false);
            onPlaysAdded(added);
            const before = pagesOf();
            if (runCommand(editor, playbookCommands.addPlays, { chapter: index, playIds: added.map((play) => play.play_id) })) focusAfterAdd(before, pagesOf);
          }}
        />
      )}
    </section>
  );
}
