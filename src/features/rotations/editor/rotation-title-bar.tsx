// The editor's bar: the kit's (back, title, save state, undo, redo, save) with print and share. It
// follows the title and the save state, not the rotation's data (only the print button reads that).
import { useStore } from 'zustand';
import { DocumentHeader } from '../../../editor-kit/document-header';
import { PrintButton } from '../../../print/print-button';
import { printRotation } from '../../../print/print-content';
import { shareLinks } from '../../../api/share/share-links';
import { isTemporaryId } from '../../../data/offline';
import { ShareButton } from '../../../ui/share-dialog';
import { runCommand, type SaveInput } from '../../../editor-kit/commands';
import { rotationCommands } from './commands';
import type { RotationEditor } from './rotation-store';

export function RotationTitleBar({ editor, input, notSynced, backTo }: { editor: RotationEditor; input: SaveInput; notSynced: boolean; backTo: string }) {
  const title = useStore(editor.store, (s) => s.doc.title);
  const editable = useStore(editor.store, (s) => s.editable);
  const rotationId = useStore(editor.store, (s) => s.meta.rotationId);
  return (
    <DocumentHeader
      editor={editor}
      commands={rotationCommands}
      input={input}
      texts="rotationEditor"
      backTo={backTo}
      title={title}
      onTitle={(text) => runCommand(editor, rotationCommands.rename, { text })}
      notSynced={notSynced}
      actions={
        <>
          <RotationPrintButton editor={editor} />
          {/* A read-only chart for anyone with the link; a rotation still waiting to reach the server has none yet. */}
          <ShareButton item={{ kind: 'rotation', id: rotationId }} links={shareLinks} editable={editable && !isTemporaryId(rotationId)} />
        </>
      }
    />
  );
}

/** Prints the rotation as it is now: the one part of the bar that follows every change. */
function RotationPrintButton({ editor }: { editor: RotationEditor }) {
  const title = useStore(editor.store, (s) => s.doc.title);
  const data = useStore(editor.store, (s) => s.doc.data);
  return <PrintButton iconOnly source={printRotation(title, { ...data, title })} />;
}
