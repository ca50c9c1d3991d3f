// The rotation editor's route (`rotation-editor?rotation_id=<id>`, spec §2, issue 16): loads the
// rotation, brings it to the latest model (engine migrations, in the engine worker, as the playbook
// editor does), and opens the editor, read-only for the team's viewers. A missing or damaged
// rotation is an error screen with the way back; leaving with unsaved changes asks first.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { useRotation } from '../../../api/rotations/get-rotation';
import type { RotationRecord } from '../../../api/rotations/keys';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { isTemporaryId } from '../../../data/offline';
import { DocumentBoundary, DocumentErrorScreen, DocumentLeaveGuard } from '../../../editor-kit/document-frame';
import { errorText } from '../../../lib/api-error';
import { addTexts } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/rotation-editor.en';
import rosterEnglish from '../../../lib/locales/on-demand/roster.en';
import type { RotationData } from '../../../../engine/model/rotation';
import { createEngineClient } from '../../../../workers/engine-client';
import { neverOpenedOffline } from '../../../ui/detail-screen';
import { Spinner } from '../../../ui/spinner';
import { RotationEditorScreen } from './rotation-editor-screen';
import { RotationEditor } from './rotation-store';
import { useRotationSave } from './use-rotation-save';

addTexts(english, { ar: () => import('../../../lib/locales/on-demand/rotation-editor.ar').then((module) => module.default) });
addTexts(rosterEnglish, { ar: () => import('../../../lib/locales/on-demand/roster.ar').then((module) => module.default) });

const ROTATIONS_PATH = '/dashboard/rotations';

export default function RotationEditorRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rotationId = params.get('rotation_id');
  if (!rotationId) return <RotationErrorScreen title={t('rotationEditor.errors.notOpened')} message={t('rotationEditor.errors.noRotation')} />;
  return <OpenRotation rotationId={rotationId} />;
}

type Opened = { kind: 'editor'; editor: RotationEditor } | { kind: 'error'; rotationId: string; message: string };

function editorFor(record: RotationRecord, data: RotationData, editable: boolean): Opened {
  const editor = new RotationEditor(data, { rotationId: record.rotation_id, teamId: record.team_id, version: record.version ?? null }, record.title || data.title);
  editor.update((s) => void (s.editable = editable));
  return { kind: 'editor', editor };
}

/** Saved on this device and not yet on the server: what the cache holds is the latest. */
const holdsQueuedChanges = (record: RotationRecord) => record.synced === false || isTemporaryId(record.rotation_id);

const openedId = (opened: Opened) => (opened.kind === 'editor' ? opened.editor.state.meta.rotationId : opened.rotationId);

function OpenRotation({ rotationId }: { rotationId: string }) {
  const { t } = useTranslation();
  const query = useRotation(rotationId);
  const canEditTeam = useCanEditTeam();
  const record = query.data;
  const editable = record ? canEditTeam(record.team_id) : false;
  const engine = useMemo(() => createEngineClient(), []);
  useEffect(() => () => engine.dispose(), [engine]);
  // Opened once per rotation, from the server's latest unless offline or holding queued saves.
  const [opened, setOpened] = useState<Opened | null>(null);
  const opening = useRef<string | null>(null);
  const latest = record && (query.fetchStatus !== 'fetching' || holdsQueuedChanges(record));
  useEffect(() => {
    if (!record || !latest || opening.current === rotationId || (opened && openedId(opened) === rotationId)) return;
    opening.current = rotationId;
    engine.migrateRotation(record.data).then(
      (data) => setOpened(editorFor(record, data, editable)),
      (error: unknown) => setOpened({ kind: 'error', rotationId: record.rotation_id, message: errorText(error) }),
    );
  }, [engine, record, latest, opened, rotationId, editable]);
  const editor = opened?.kind === 'editor' && openedId(opened) === rotationId ? opened.editor : null;

  useEffect(() => {
    if (editor && editor.state.editable !== editable) editor.update((s) => void (s.editable = editable));
  }, [editor, editable]);

  if (!record) {
    if (neverOpenedOffline(query)) return <RotationErrorScreen title={t('rotationEditor.errors.notOpened')} message={t('rotationEditor.errors.offline')} />;
    if (query.isPending) return <Spinner fullScreen />;
    return <RotationErrorScreen title={t('rotationEditor.errors.notOpened')} message={errorText(query.error)} />;
  }
  if (opened?.kind === 'error') return <RotationErrorScreen title={t('rotationEditor.errors.damaged')} message={opened.message} />;
  if (!editor) return <Spinner fullScreen />;
  return (
    <DocumentBoundary stopped={(error) => <StoppedScreen error={error} />}>
      <LoadedEditor editor={editor} notSynced={holdsQueuedChanges(record)} />
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
