// The editor's bar: back, title, print, share, save state, undo, redo and save. It follows the title
// and the save state, not the rotation's data (only the print button reads that).
import { ArrowLeft, Eye, Redo2, Save, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { labelWithShortcut } from '../../../editor-kit/commands';
import { DocumentSaveState } from '../../../editor-kit/document-status';
import { MAX_TITLE_LENGTH } from '../../../../engine/limits';
import { PrintButton } from '../../../print/print-button';
import { printRotation } from '../../../print/print-content';
import { shareLinks } from '../../../api/share/share-links';
import { isTemporaryId } from '../../../data/offline';
import { ShareButton } from '../../../ui/share-dialog';
import { Button, ButtonLink, IconButton } from '../../../ui/button';
import { ROTATION_COMMANDS, runRotationCommand, type RotationCommand, type RotationServices } from './commands';
import type { RotationEditor } from './rotation-store';

const command = (id: string): RotationCommand => ROTATION_COMMANDS.find((candidate) => candidate.id === id)!;

export function RotationTitleBar({ editor, services, notSynced, backTo }: { editor: RotationEditor; services: RotationServices; notSynced: boolean; backTo: string }) {
  const { t } = useTranslation();
  const title = useStore(editor.store, (s) => s.doc.title);
  const editable = useStore(editor.store, (s) => s.editable);
  const rotationId = useStore(editor.store, (s) => s.meta.rotationId);
  return (
    <>
      <h1 className="sr-only">{title || t('rotationEditor.titlePlaceholder')}</h1>
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
        <ButtonLink to={backTo} variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />}>
          {t('rotationEditor.back')}
        </ButtonLink>
        <input
          value={title}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          aria-label={t('rotationEditor.title')}
          placeholder={t('rotationEditor.titlePlaceholder')}
          className="h-11 min-w-0 flex-1 basis-48 rounded-card border border-transparent bg-transparent px-2 text-lg font-bold hover:border-line focus:border-primary"
          onChange={(event) => runRotationCommand(editor, 'rename', { text: event.target.value })}
          onBlur={() => editor.endTyping()}
        />
        <div className="flex items-center gap-1">
          <RotationPrintButton editor={editor} />
          {/* A read-only chart for anyone with the link; a rotation still waiting to reach the server has none yet. */}
          <ShareButton item={{ kind: 'rotation', id: rotationId }} links={shareLinks} editable={editable && !isTemporaryId(rotationId)} />
          {editable ? (
            <>
              <DocumentSaveState store={editor.store} notSynced={notSynced} />
              <ToolbarCommand editor={editor} id="undo" icon={<Undo2 className="size-5 rtl:-scale-x-100" aria-hidden="true" />} />
              <ToolbarCommand editor={editor} id="redo" icon={<Redo2 className="size-5 rtl:-scale-x-100" aria-hidden="true" />} />
              <Button size="small" variant="contained" color="primary" startIcon={<Save className="size-4" aria-hidden="true" />} onClick={() => runRotationCommand(editor, 'save', { services })}>
                {t('rotationEditor.commands.save')}
              </Button>
            </>
          ) : (
            <span className="flex items-center gap-1 text-sm text-muted" data-testid="read-only">
              <Eye className="size-4" aria-hidden="true" />
              {t('rotationEditor.readOnly')}
            </span>
          )}
        </div>
      </header>
    </>
  );
}

/** Prints the rotation as it is now: the one part of the bar that follows every change. */
function RotationPrintButton({ editor }: { editor: RotationEditor }) {
  const title = useStore(editor.store, (s) => s.doc.title);
  const data = useStore(editor.store, (s) => s.doc.data);
  return <PrintButton iconOnly source={printRotation(title, { ...data, title })} />;
}

function ToolbarCommand({ editor, id, icon }: { editor: RotationEditor; id: 'undo' | 'redo'; icon: ReactNode }) {
  const { t } = useTranslation();
  const enabled = useStore(editor.store, (s) => (id === 'undo' ? s.canUndo : s.canRedo));
  const definition = command(id);
  const label = labelWithShortcut(t(definition.labelKey), definition.shortcut);
  return (
    <IconButton label={label} title={label} disabled={!enabled} onClick={() => runRotationCommand(editor, id)}>
      {icon}
    </IconButton>
  );
}
