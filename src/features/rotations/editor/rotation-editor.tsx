// The rotation editor's route (`rotation-editor?rotation_id=<id>`, spec §2, issue 16): loads the
// rotation, brings it to the latest model (engine migrations, in the engine worker, as the playbook
// editor does), and opens the editor, read-only for the team's viewers. A missing or damaged
// rotation is an error screen with the way back; leaving with unsaved changes asks first.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { useRotation } from '../../../api/rotations/get-rotation';
import { DocumentBoundary, DocumentErrorScreen, DocumentLeaveGuard } from '../../../editor-kit/document-frame';
import { useOpenedDocument } from '../../../editor-kit/use-opened-document';
import { addTexts, byLanguage } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/rotation-editor.en';
import rosterEnglish from '../../../lib/locales/on-demand/roster.en';
import type { RotationData } from '../../../../engine/model/rotation';
import { Spinner } from '../../../ui/spinner';
import { RotationEditorScreen } from './rotation-editor-screen';
import { RotationEditor } from './rotation-store';
import { useRotationSave } from './use-rotation-save';

addTexts(english, byLanguage(import.meta.glob(['../../../lib/locales/on-demand/rotation-editor.*.ts', '!**/*.en.ts'], { import: 'default' })));
addTexts(rosterEnglish, byLanguage(import.meta.glob(['../../../lib/locales/on-demand/roster.*.ts', '!**/*.en.ts'], { import: 'default' })));

const ROTATIONS_PATH = '/dashboard/rotations';

export default function RotationEditorRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rotationId = params.get('rotation_id');
  if (!rotationId) return <RotationErrorScreen title={t('rotationEditor.errors.notOpened')} message={t('rotationEditor.errors.noRotation')} />;
  return <OpenRotation rotationId={rotationId} />;
}

function OpenRotation({ rotationId }: { rotationId: string }) {
  const { t } = useTranslation();
  const query = useRotation(rotationId);
  const opening = useOpenedDocument({
    id: rotationId,
    query,
    migrate: (engine, data) => engine.migrateRotation(data),
    create: (record, data: RotationData) => new RotationEditor(data, { rotationId: record.rotation_id, teamId: record.team_id, version: record.version ?? null }, record.title || data.title),
    recordId: (record) => record.rotation_id,
    editorId: (editor) => editor.state.meta.rotationId,
  });
  if (opening.kind === 'loading') return <Spinner fullScreen />;
  if (opening.kind === 'error') return <RotationErrorScreen title={t(`rotationEditor.errors.${opening.title}`)} message={opening.message ?? t('rotationEditor.errors.offline')} />;
  return (
    <DocumentBoundary stopped={(error) => <StoppedScreen error={error} />}>
      <LoadedEditor editor={opening.editor} notSynced={opening.notSynced} />
    </DocumentBoundary>
  );
}

function LoadedEditor({ editor, notSynced }: { editor: RotationEditor; notSynced: boolean }) {
  const { t } = useTranslation();
  const save = useRotationSave(editor);
  const rotationId = useStore(editor.store, (s) => s.meta.rotationId);
  return (
    <>
      <RotationEditorScreen editor={editor} save={save} notSynced={notSynced} backTo={`/dashboard/rotation/${encodeURIComponent(rotationId)}`} />
      <DocumentLeaveGuard store={editor.store} title={t('rotationEditor.leave.title')} description={t('rotationEditor.leave.detail')} confirmLabel={t('rotationEditor.leave.confirm')} />
    </>
  );
}

function RotationErrorScreen({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return <DocumentErrorScreen title={title} message={message} backTo={ROTATIONS_PATH} backLabel={t('rotationEditor.errors.backToRotations')} testId="rotation-editor-error" />;
}

function StoppedScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  return <RotationErrorScreen title={t('rotationEditor.errors.stopped')} message={error.message} />;
}
