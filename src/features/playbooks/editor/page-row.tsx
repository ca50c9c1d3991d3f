// One page of a chapter: a play or drill (its drawing and title), a text page (its text, edited in
// place, and a team image or none), or a play that is gone (deleted, or not visible to this coach):
// said in place, with Remove. The handle drags it; the buttons beside it make the same moves without a drag.
import { ArrowDown, ArrowUp, FolderInput, ImageOff, Trash2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { PlaybookObject, PlaybookTextImage } from '../../../../engine/model/playbook';
import { useUploadedVideo } from '../../../api/media/get-media';
import { IconButton } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import { useAutoSize } from '../../../ui/use-auto-size';
import { Menu, MenuButton, MenuItem, MenuItems } from '../../../ui/menu';
import { runCommand } from '../../../editor-kit/commands';
import { DragHandle, useSortableItem } from '../../../editor-kit/sortable-board';
import { announce } from '../../../editor-kit/editor-announcer';
import { MOVE, focusAfter, focusAfterMove, focusAfterRemove, focusKey, focusName } from '../../../editor-kit/focus-after';
import { playbookCommands } from './commands';
import { TeamImagePicker } from './team-image-picker';
import type { PlaybookEditor, Place } from './playbook-store';

/** What the editor knows of a play a page names: from the playbook's plays, or as just added. */
export interface KnownPlay {
  title: string;
  type?: 'play' | 'drill';
  thumbnail?: string | null;
}

/** A chapter's "Add a text page": where focus goes once its last page is removed. */
export const addTextFocus = (chapterKey: string) => focusName(chapterKey, 'add-text');

/** A page's play: known, gone (deleted or not visible), or not known yet (its list still loading or offline). */
export type PagePlay = KnownPlay | 'gone' | 'unknown';

export interface PageRowProps {
  editor: PlaybookEditor;
  pageKey: string;
  chapterKey: string;
  place: Place;
  page: PlaybookObject;
  /** The play the page names (text pages: 'unknown'). */
  play: PagePlay;
  /** How many pages its chapter has, and the chapters' titles (for "Move to chapter"). */
  count: number;
  chapters: string[];
  editable: boolean;
}

export function PageRow({ editor, pageKey, chapterKey, place, page, play, count, chapters, editable }: PageRowProps) {
  const { t } = useTranslation();
  const { item, handle, dragging } = useSortableItem(pageKey, { data: { type: 'page', chapterKey }, disabled: !editable });
  const name = pageName(t, page, play);
  // Where focus goes after each command (issue 36): the page moved, or the next page once it is removed.
  const move = (to: Place, direction?: keyof typeof MOVE) => {
    if (!runCommand(editor, playbookCommands.movePage, { from: place, to })) return;
    const moved = editor.placeOf(pageKey);
    if (direction) focusAfterMove(pageKey, direction);
    else focusAfter(focusName(pageKey, 'move-to'), focusName(pageKey, 'main'));
    if (moved) announce(t('playbookEditor.page.moved', { name, place: moved.index + 1, count: editor.state.doc.keys.items[moved.chapter]!.length }));
  };
  const remove = () => {
    const keys = editor.state.doc.keys.items[place.chapter] ?? [];
    if (!runCommand(editor, playbookCommands.removePage, { from: place })) return;
    focusAfterRemove(keys, place.index, addTextFocus(chapterKey));
    announce(t('playbookEditor.page.removed', { name }));
  };
  return (
    <li
      {...item}
      className={cn('flex flex-wrap items-center gap-2 rounded-card border border-line bg-surface p-2', dragging && 'opacity-40')}
      data-testid="playbook-page"
      data-page-name={name}
    >
      {/* A text page's main control is its text; another page's, its handle. */}
      {editable && <DragHandle {...handle} label={t('playbookEditor.page.drag', { name })} focus={page.type === 'text' ? undefined : focusKey(pageKey, 'main')} />}
      <PageBody editor={editor} pageKey={pageKey} place={place} page={page} play={play} name={name} editable={editable} />
      {editable && (
        <div className="ms-auto flex shrink-0 items-center">
          <IconButton size="small" className="touch:size-11" label={t('playbookEditor.page.moveUp', { name })} disabled={place.index === 0} onClick={() => move({ ...place, index: place.index - 1 }, 'up')} {...focusKey(pageKey, MOVE.up)}>
            <ArrowUp className="size-4" aria-hidden="true" />
          </IconButton>
          <IconButton size="small" className="touch:size-11" label={t('playbookEditor.page.moveDown', { name })} disabled={place.index >= count - 1} onClick={() => move({ ...place, index: place.index + 1 }, 'down')} {...focusKey(pageKey, MOVE.down)}>
            <ArrowDown className="size-4" aria-hidden="true" />
          </IconButton>
          {chapters.length > 1 && (
            <Menu>
              <MenuButton
                className="flex size-8 items-center justify-center rounded-card text-muted touch:size-11 hover:bg-line/40 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
                aria-label={t('playbookEditor.page.moveTo', { name })}
                {...focusKey(pageKey, 'move-to')}
              >
                <FolderInput className="size-4" aria-hidden="true" />
              </MenuButton>
              <MenuItems anchor="bottom end" className="z-40 w-56 rounded-card bg-surface p-1.5 text-ink shadow-popover focus:outline-none">
                {chapters.map((title, chapter) =>
                  chapter === place.chapter ? null : (
                    <MenuItem key={chapter}>
                      <button
                        type="button"
                        className="block w-full truncate rounded-card px-3 py-2 text-start text-sm touch:min-h-11 data-focus:bg-line/40"
                        onClick={() => move({ chapter, index: Number.MAX_SAFE_INTEGER })}
                      >
                        {title || t('playbookEditor.chapter.untitled', { number: chapter + 1 })}
                      </button>
                    </MenuItem>
                  ),
                )}
              </MenuItems>
            </Menu>
          )}
          <IconButton size="small" className="touch:size-11" label={t('playbookEditor.page.remove', { name })} onClick={remove}>
            <Trash2 className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      )}
    </li>
  );
}

/** The tallest a text page's box grows with its text (pixels); longer text scrolls inside it. */
export const TEXT_PAGE_MAX_HEIGHT = 480;

function PageBody({ editor, pageKey, place, page, play, name, editable }: { editor: PlaybookEditor; pageKey: string; place: Place; page: PlaybookObject; play: PagePlay; name: string; editable: boolean }) {
  const { t } = useTranslation();
  const textBox = useAutoSize(page.type === 'text' ? page.text : '', TEXT_PAGE_MAX_HEIGHT);
  if (page.type === 'text') {
    return (
      <div className="flex min-w-0 flex-1 basis-40 flex-col gap-2">
        <label>
          <span className="sr-only">{t('playbookEditor.page.textLabel')}</span>
          <textarea
            ref={textBox}
            dir="auto"
            value={page.text}
            readOnly={!editable}
            rows={2}
            placeholder={t('playbookEditor.page.textPlaceholder')}
            {...focusKey(pageKey, 'main')}
            className="w-full resize-y rounded-card border border-line bg-page px-3 py-2 text-sm"
            onChange={(event) => runCommand(editor, playbookCommands.setText, { from: place, text: event.target.value })}
            onBlur={() => editor.endTyping()}
          />
        </label>
        <TextPageImage editor={editor} pageKey={pageKey} place={place} image={page.image} name={name} editable={editable} />
      </div>
    );
  }
  if (play === 'unknown') return <p className="min-w-0 flex-1 truncate text-sm text-muted">{name}</p>;
  if (play === 'gone') {
    return (
      <p className="min-w-0 flex-1 basis-40 text-sm text-error" role="note" data-testid="unavailable-play">
        {name}
      </p>
    );
  }
  return (
    <div className="flex min-w-0 flex-1 basis-40 items-center gap-3">
      <ItemThumbnail svg={play.thumbnail} className="h-12 w-16 shrink-0 rounded" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="text-xs text-muted">{t(play.type === 'drill' ? 'playbookEditor.page.drill' : 'playbookEditor.page.play')}</p>
      </div>
    </div>
  );
}

/** A text page's team image (issue 18): its thumbnail, Choose to put one on or swap it, Remove to take it off. */
function TextPageImage({ editor, pageKey, place, image, name, editable }: { editor: PlaybookEditor; pageKey: string; place: Place; image: PlaybookTextImage | undefined; name: string; editable: boolean }) {
  const { t } = useTranslation();
  const pick = focusName(pageKey, 'image-pick');
  // Remove goes with the image: focus goes to the picker beside it (issue 36).
  const remove = () => {
    if (runCommand(editor, playbookCommands.setTextImage, { from: place, image: null })) focusAfter(pick);
  };
  const teamId = useStore(editor.store, (s) => s.meta.teamId);
  const media = useUploadedVideo(image?.mediaId ?? '');
  const shown = media?.thumbnail_url ?? media?.content_url;
  if (!image && !editable) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {image &&
        (shown ? (
          <img src={shown} alt={t('playbookEditor.page.textImage', { title: image.title })} className="h-16 w-auto max-w-40 rounded object-contain" data-testid="text-page-image" />
        ) : (
          <span className="text-xs text-muted">{t('playbookEditor.page.textImage', { title: image.title })}</span>
        ))}
      {editable && (
        <>
          <TeamImagePicker
            teamId={teamId}
            disabled={false}
            size="small"
            label={t('playbookEditor.page.textImagePick', { name })}
            focus={pick}
            onPick={(picked) => runCommand(editor, playbookCommands.setTextImage, { from: place, image: { mediaId: picked.media_id, title: picked.title } })}
          />
          {image && (
            <IconButton size="small" className="touch:size-11" label={t('playbookEditor.page.textImageRemove', { name })} onClick={remove}>
              <ImageOff className="size-4" aria-hidden="true" />
            </IconButton>
          )}
        </>
      )}
    </div>
  );
}

/** What a page is called, for its buttons, drag announcements and the overlay. */
export function pageName(t: TFunction, page: PlaybookObject, play: PagePlay): string {
  if (page.type === 'text') return page.text.trim().split('\n')[0]?.slice(0, 60) || t('playbookEditor.page.textPage');
  if (play === 'unknown') return t('playbookEditor.page.loadingPlay');
  if (play === 'gone') return page.data?.error || t('playbookEditor.page.unavailable');
  return play.title || t('playbookEditor.page.untitledPlay');
}
