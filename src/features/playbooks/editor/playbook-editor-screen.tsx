// The playbook editor once its playbook is open: the bar (back, title, save state, undo, redo, save),
// the chapters with their pages, and the playbook's description, cover and view settings beside them
// (below them on a phone). Keyboard shortcuts run the same commands as the buttons.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { CommandButton } from '../../../editor-kit/command-button';
import { runCommand } from '../../../editor-kit/commands';
import { useSaveKeys } from '../../../editor-kit/command-keys';
import { DocumentHeader } from '../../../editor-kit/document-header';
import { DocumentNotice } from '../../../editor-kit/document-status';
import { ChaptersBoard } from './chapters-board';
import { playbookCommands, playbookKeys } from './commands';
import type { KnownPlay } from './page-row';
import type { PlaybookEditor } from './playbook-store';
import { SettingsPanel } from './settings-panel';

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
  const input = useSaveKeys(editor, playbookKeys, save);

  return (
    <div className="min-h-dvh bg-page text-ink">
      <DocumentHeader
        editor={editor}
        commands={playbookCommands}
        input={input}
        texts="playbookEditor"
        backTo={backTo}
        title={title}
        onTitle={(text) => runCommand(editor, playbookCommands.rename, { text })}
        notSynced={notSynced}
      />
      <DocumentNotice store={editor.store} width="max-w-6xl" />
      <main className="mx-auto grid max-w-6xl gap-4 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <ChaptersBoard editor={editor} plays={known} onPlaysAdded={(plays) => setAdded((before) => new Map([...before, ...plays.map((play) => [play.play_id, { title: play.title }] as const)]))} />
          {editable && (
            <CommandButton
              editor={editor}
              command={playbookCommands.addChapter}
              input={{ text: t('playbookEditor.chapter.untitled', { number: chapterCount + 1 }) }}
              labelled={{ variant: 'outlined' }}
              className="min-h-11 self-start"
            />
          )}
        </div>
        <aside className="min-w-0">
          <SettingsPanel editor={editor} />
        </aside>
      </main>
    </div>
  );
}

