// The playbook editor once its playbook is open: the bar (back, title, save state, undo, redo, save),
// the chapters with their pages, and the playbook's description, cover and view settings beside them
// (below them on a phone). Keyboard shortcuts run the same commands as the buttons.
import { ArrowLeft, BookPlus, Eye, Redo2, Save, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { labelWithShortcut } from '../../../editor-kit/commands';
import { DocumentNotice, DocumentSaveState } from '../../../editor-kit/document-status';
import { MAX_TITLE_LENGTH } from '../../../../engine/limits';
import { Button, ButtonLink, IconButton } from '../../../ui/button';
import { ChaptersBoard } from './chapters-board';
import { PLAYBOOK_COMMANDS, runPlaybookCommand, runPlaybookKey, type PlaybookCommand } from './commands';
import type { KnownPlay } from './page-row';
import type { PlaybookEditor } from './playbook-store';
import { SettingsPanel } from './settings-panel';

/** How long a notice (a refusal, a failed save) stays. */

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || element.isContentEditable);
}

const command = (id: string): PlaybookCommand => PLAYBOOK_COMMANDS.find((candidate) => candidate.id === id)!;

export interface PlaybookEditorScreenProps {
  editor: PlaybookEditor;
  /** The playbook's plays the coach can see; null while not known. */
  plays: ReadonlyMap<string, KnownPlay> | null;
  save: () => Promise<void>;
  /** Saved here but still waiting for the network. */
  notSynced: boolean;
  backTo: string;
}

export function PlaybookEditorScreen({ editor, plays, save, notSynced, backTo }: PlaybookEditorScreenProps) {
  const { t } = useTranslation();
  const title = useStore(editor.store, (s) => s.doc.title);
  const editable = useStore(editor.store, (s) => s.editable);
  const chapterCount = useStore(editor.store, (s) => s.doc.data.chapters.length);
  // Plays just added (from the add-plays dialog): known by their titles until the plays are loaded again.
  const [added, setAdded] = useState<ReadonlyMap<string, KnownPlay>>(new Map());
  const known = useMemo(() => (plays ? new Map([...added, ...plays]) : null), [plays, added]);
  const services = useMemo(() => ({ save }), [save]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // In a field only the commands meant for fields run (save); other keys type.
      if (runPlaybookKey(editor, event, { services }, { inField: isTyping(event.target) })) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, services]);

  return (
    <div className="min-h-dvh bg-page text-ink">
      <h1 className="sr-only">{title || t('playbookEditor.titlePlaceholder')}</h1>
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
        <ButtonLink to={backTo} variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />}>
          {t('playbookEditor.back')}
        </ButtonLink>
        <input
          value={title}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          aria-label={t('playbookEditor.title')}
          placeholder={t('playbookEditor.titlePlaceholder')}
          className="h-11 min-w-0 flex-1 basis-48 rounded-card border border-transparent bg-transparent px-2 text-lg font-bold hover:border-line focus:border-primary"
          onChange={(event) => runPlaybookCommand(editor, 'rename', { text: event.target.value })}
          onBlur={() => editor.endTyping()}
        />
        <div className="flex items-center gap-1">
          {editable ? (
            <>
              <DocumentSaveState store={editor.store} notSynced={notSynced} />
              <ToolbarCommand editor={editor} id="undo" icon={<Undo2 className="size-5 rtl:-scale-x-100" aria-hidden="true" />} />
              <ToolbarCommand editor={editor} id="redo" icon={<Redo2 className="size-5 rtl:-scale-x-100" aria-hidden="true" />} />
              <Button size="small" variant="contained" color="primary" startIcon={<Save className="size-4" aria-hidden="true" />} onClick={() => runPlaybookCommand(editor, 'save', { services })}>
                {t('playbookEditor.commands.save')}
              </Button>
            </>
          ) : (
            <span className="flex items-center gap-1 text-sm text-muted" data-testid="read-only">
              <Eye className="size-4" aria-hidden="true" />
              {t('playbookEditor.readOnly')}
            </span>
          )}
        </div>
      </header>
      <DocumentNotice store={editor.store} width="max-w-6xl" />
      <main className="mx-auto grid max-w-6xl gap-4 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <ChaptersBoard editor={editor} plays={known} onPlaysAdded={(plays) => setAdded((before) => new Map([...before, ...plays.map((play) => [play.play_id, { title: play.title }] as const)]))} />
          {editable && (
            <Button
              variant="outlined"
              className="min-h-11 self-start"
              startIcon={<BookPlus className="size-4" aria-hidden="true" />}
              onClick={() => runPlaybookCommand(editor, 'addChapter', { text: t('playbookEditor.chapter.untitled', { number: chapterCount + 1 }) })}
            >
              {t('playbookEditor.commands.addChapter')}
            </Button>
          )}
        </div>
        <aside className="min-w-0">
          <SettingsPanel editor={editor} />
        </aside>
      </main>
    </div>
  );
}

function ToolbarCommand({ editor, id, icon }: { editor: PlaybookEditor; id: 'undo' | 'redo'; icon: ReactNode }) {
  const { t } = useTranslation();
  const enabled = useStore(editor.store, (s) => (id === 'undo' ? s.canUndo : s.canRedo));
  const definition = command(id);
  const label = labelWithShortcut(t(definition.labelKey), definition.shortcut);
  return (
    <IconButton label={label} title={label} disabled={!enabled} onClick={() => runPlaybookCommand(editor, id)}>
      {icon}
    </IconButton>
  );
}
