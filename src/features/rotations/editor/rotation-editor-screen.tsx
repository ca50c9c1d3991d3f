// The rotation editor once its rotation is open (issue 16): the bar (back, title, save state, undo,
// redo, save, print), the game's settings and who is available beside the timeline grid, "Plan
// fair minutes" with what it could not meet, and the live checks and minutes under the grid.
// Keyboard shortcuts run the same commands as the buttons. Each panel subscribes to the part of
// the store it shows, so a change in one does not re-render the others (render-counts.test.tsx).
import { useSaveKeys } from '../../../editor-kit/command-keys';
import { DocumentBody } from '../../../editor-kit/document-body';
import { DocumentNotice } from '../../../editor-kit/document-status';
import { ChecksPanel } from './checks-panel';
import { rotationKeys } from './commands';
import { GamePanel } from './game-panel';
import { MinutesPanel } from './minutes-panel';
import { PlayersPanel } from './players-panel';
import { RotationTitleBar } from './rotation-title-bar';
import type { RotationEditor } from './rotation-store';
import { TimelinePanel } from './timeline-panel';

export interface RotationEditorScreenProps {
  editor: RotationEditor;
  save: () => Promise<void>;
  notSynced: boolean;
  backTo: string;
}

export function RotationEditorScreen({ editor, save, notSynced, backTo }: RotationEditorScreenProps) {
  const input = useSaveKeys(editor, rotationKeys, save);

  return (
    <div className="min-h-dvh bg-page text-ink">
      <RotationTitleBar editor={editor} input={input} notSynced={notSynced} backTo={backTo} />
      <DocumentNotice store={editor.store} width="max-w-7xl" />
      <DocumentBody
        width="7xl"
        side="wide"
        mainClassName="flex flex-col gap-4"
        asideClassName="flex flex-col gap-4"
        aside={
          <>
            <GamePanel editor={editor} />
            <PlayersPanel editor={editor} />
          </>
        }
      >
        <TimelinePanel editor={editor} />
        <ChecksPanel editor={editor} />
        <MinutesPanel editor={editor} />
      </DocumentBody>
    </div>
  );
}
