// The playbook editor once its playbook is open: the bar (back, title, save state, undo, redo, save),
// the chapters with their pages, and the playbook's description, cover and view settings beside them
// (below them on a phone; beside them from a tablet's 768 px, editor-kit's DocumentBody). Keyboard shortcuts run the same commands as the buttons.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { CommandButton } from '../../../editor-kit/command-button';
import { runCommand } from '../../../editor-kit/commands';
import { useSaveKeys } from '../../../editor-kit/command-keys';
import { DocumentBody } from '../../../editor-kit/document-body';
import { DocumentHeader } from '../../../editor-kit/document-header';
import { DocumentNotice } from '../../../editor-kit/document-status';
import { focusAfterAdd } from '../../../editor-kit/focus-after';
import { PrintPlaybookButton } from '../components/print-playbook-button';
import { ADD_CHAPTER_FOCUS } from './chapter-card';
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
  // The chapters as this render shows them: after Add chapter, focus goes to the one not among them.
  const keysBefore = useStore(editor.store, (s) => s.doc.keys.chapters);
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
        actions={<PrintAsEdited editor={editor} />}
      />
      <DocumentNotice store={editor.store} width="max-w-6xl" />
      <DocumentBody width="6xl" side="narrow" mainClassName="flex flex-col gap-4" aside={<SettingsPanel editor={editor} />}>
        <ChaptersBoard editor={editor} plays={known} onPlaysAdded={(plays) => setAdded((before) => new Map([...before, ...plays.map((play) => [play.play_id, { title: play.title }] as const)]))} />
        {editable && (
          <CommandButton
            editor={editor}
            command={playbookCommands.addChapter}
            input={{ text: t('playbookEditor.chapter.untitled', { number: chapterCount + 1 }) }}
            labelled={{ variant: 'outlined' }}
            className="min-h-11 self-start"
            focusKey={ADD_CHAPTER_FOCUS}
            onRan={() => focusAfterAdd(keysBefore, () => editor.state.doc.keys.chapters)}
          />
        )}
      </DocumentBody>
    </div>
  );
}


/** Print the playbook as it stands in the editor; only this button follows each change. */
function PrintAsEdited({ editor }: { editor: PlaybookEditor }) {
  const playbookId = useStore(editor.store, (s) => s.meta.playbookId);
  const title = useStore(editor.store, (s) => s.doc.title);
  const data = useStore(editor.store, (s) => s.doc.data);
  return <PrintPlaybookButton playbook={{ playbook_id: playbookId, title, data }} />;
}
