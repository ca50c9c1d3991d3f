// The bar over a document editor (playbook, rotation, practice plan): back, the title field, the
// editor's own actions, then the save state, undo, redo and save (or "read only" for a viewer).
import { ArrowLeft, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, type StoreApi } from 'zustand';
import { MAX_TITLE_LENGTH } from '../../engine/limits';
import { Button, ButtonLink, IconButton } from '../ui/button';
import { canRun, labelWithShortcut, type CommandHost, type CommandRegistry } from './commands';
import { DocumentSaveState } from './document-status';

/** An editor the header can drive: commands, a store saying what may run, typing that ends on blur. */
export interface HeaderEditor extends CommandHost {
  readonly store: StoreApi<{ saving: boolean; dirty: boolean; editable: boolean; canUndo: boolean; canRedo: boolean }>;
  endTyping(): void;
}

export interface DocumentHeaderProps<E extends HeaderEditor, I> {
  editor: E;
  registry: CommandRegistry<E, I>;
  /** What the commands are given (the screen's save among its services). */
  input: I;
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

export function DocumentHeader<E extends HeaderEditor, I>({ editor, registry, input, texts, backTo, title, onTitle, notSynced, beside, actions }: DocumentHeaderProps<E, I>) {
  const { t } = useTranslation();
  const editable = useStore(editor.store, (s) => s.editable);
  return (
    <>
      <h1 className="sr-only">{title || t(`${texts}.titlePlaceholder`)}</h1>
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
        <ButtonLink to={backTo} variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />}>
          {t(`${texts}.back`)}
        </ButtonLink>
        <input
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
        <div className="flex flex-wrap items-center gap-1">
          {actions}
          {editable ? (
            <>
              <DocumentSaveState store={editor.store} notSynced={notSynced} />
              <HistoryButton editor={editor} registry={registry} input={input} id="undo" />
              <HistoryButton editor={editor} registry={registry} input={input} id="redo" />
              <SaveButton registry={registry} editor={editor} input={input} />
            </>
          ) : (
            <span className="flex items-center gap-1 text-sm text-muted" data-testid="read-only">
              <Eye className="size-4" aria-hidden="true" />
              {t(`${texts}.readOnly`)}
            </span>
          )}
        </div>
      </header>
    </>
  );
}

/** Undo or redo: its icon, label and shortcut from the command, enabled while it may run. */
function HistoryButton<E extends HeaderEditor, I>({ editor, registry, input, id }: { editor: E; registry: CommandRegistry<E, I>; input: I; id: 'undo' | 'redo' }) {
  const { t } = useTranslation();
  const command = registry.get(id);
  const enabled = useStore(editor.store, () => canRun(editor, command));
  const label = labelWithShortcut(t(command.labelKey), command.shortcut);
  const Icon = command.icon;
  return (
    <IconButton label={label} title={label} disabled={!enabled} onClick={() => registry.run(editor, id, input)}>
      {Icon && <Icon className="size-5 rtl:-scale-x-100" />}
    </IconButton>
  );
}

/** Save, named and drawn by its command. */
function SaveButton<E extends HeaderEditor, I>({ editor, registry, input }: { editor: E; registry: CommandRegistry<E, I>; input: I }) {
  const { t } = useTranslation();
  const command = registry.get('save');
  const Icon = command.icon;
  return (
    <Button size="small" variant="contained" color="primary" startIcon={Icon && <Icon className="size-4" />} onClick={() => registry.run(editor, 'save', input)}>
      {t(command.labelKey)}
    </Button>
  );
}
