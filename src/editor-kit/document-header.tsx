// The bar over a document editor (playbook, rotation, practice plan): back, the title field, the
// editor's own actions, then the save state, undo, redo and save (or "read only" for a viewer).
// Every button in it, the editor's own among them, is at least 44 px each way (DESIGN.md §6: a
// coach's finger on a tablet at the gym, issue 32).
import { ArrowLeft, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, type StoreApi } from 'zustand';
import { MAX_TITLE_LENGTH } from '../../engine/limits';
import { ButtonLink } from '../ui/button';
import { CommandButton } from './command-button';
import type { CommandHost, HistoryCommands, SaveInput } from './commands';
import { DocumentSaveState } from './document-status';
import { EditorAnnouncer } from './editor-announcer';

/** An editor the header can drive: commands, a store saying what may run, typing that ends on blur. */
export interface HeaderEditor extends CommandHost {
  readonly store: StoreApi<{ saving: boolean; dirty: boolean; editable: boolean; canUndo: boolean; canRedo: boolean }>;
  endTyping(): void;
}

export interface DocumentHeaderProps<E extends HeaderEditor> {
  editor: E;
  /** The editor's commands: undo, redo and save among them. */
  commands: HistoryCommands<E>;
  /** What save is given (the screen's save among its services). */
  input: SaveInput;
  /** The editor's texts: `${texts}.back`, `.title`, `.titlePlaceholder`, `.readOnly`. */
  texts: string;
  backTo: string;
  title: string;
  onTitle: (title: string) => void;
  /** Saved here but still waiting for the network. */
  notSynced: boolean;
  /** Beside the title (a badge). */
  beside?: ReactNode;
  /** The editor's own actions, before the save state. */
  actions?: ReactNode;
}

export function DocumentHeader<E extends HeaderEditor>({ editor, commands, input, texts, backTo, title, onTitle, notSynced, beside, actions }: DocumentHeaderProps<E>) {
  const { t } = useTranslation();
  const editable = useStore(editor.store, (s) => s.editable);
  return (
    // The screen's heading lies inside the header (the banner landmark): axe's `region` rule wants
    // every piece of content in a landmark.
    <header className="sticky top-0 z-30 flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
      <h1 className="sr-only">{title || t(`${texts}.titlePlaceholder`)}</h1>
      <EditorAnnouncer />
        <ButtonLink to={backTo} variant="text" size="small" className="min-h-11" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />}>
          {t(`${texts}.back`)}
        </ButtonLink>
        <input
          dir="auto"
          value={title}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          aria-label={t(`${texts}.title`)}
          placeholder={t(`${texts}.titlePlaceholder`)}
          className="h-11 min-w-0 flex-1 basis-48 rounded-card border border-transparent bg-transparent px-2 text-lg font-bold hover:border-line focus:border-primary"
          onChange={(event) => onTitle(event.target.value)}
          onBlur={() => editor.endTyping()}
        />
        {beside}
        <div className="flex flex-wrap items-center gap-1 [&_a]:min-h-11 [&_button]:min-h-11 [&_button]:min-w-11" data-testid="document-actions">
          {actions}
          {editable ? (
            <>
              <DocumentSaveState store={editor.store} notSynced={notSynced} />
              <CommandButton editor={editor} command={commands.undo} withShortcut iconClassName="size-5 rtl:-scale-x-100" />
              <CommandButton editor={editor} command={commands.redo} withShortcut iconClassName="size-5 rtl:-scale-x-100" />
              <CommandButton editor={editor} command={commands.save} input={input} labelled={{ size: 'small', variant: 'contained', color: 'primary' }} />
            </>
          ) : (
            <span className="flex items-center gap-1 text-sm text-muted" data-testid="read-only">
              <Eye className="size-4" aria-hidden="true" />
              {t(`${texts}.readOnly`)}
            </span>
          )}
        </div>
    </header>
  );
}
