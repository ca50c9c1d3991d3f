// The playbook editor's route (`playbook-editor?playbook_id=<id>`, spec §2): loads the playbook and
// its plays, brings the playbook to the latest model (engine migrations, in the engine worker, so
// the engine's models stay out of this chunk), and opens the editor,
// read-only for the team's viewers. A missing or damaged playbook is an error screen with the way
// back, never a blank page; leaving with unsaved changes asks first.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { usePlaybook } from '../../../api/playbooks/get-playbook';
import { usePlaybookPlays } from '../../../api/playbooks/get-playbook-plays';
import type { PlaybookRecord } from '../../../api/playbooks/keys';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { isTemporaryId } from '../../../data/offline';
import { DocumentBoundary, DocumentErrorScreen, DocumentLeaveGuard } from '../../../editor-kit/document-frame';
import { errorText } from '../../../lib/api-error';
import { addTexts } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/playbook-editor.en';
import type { PlaybookData } from '../../../../engine/model/playbook';
import { createEngineClient } from '../../../../workers/engine-client';
import { neverOpenedOffline } from '../../../ui/detail-screen';
import { Spinner } from '../../../ui/spinner';
import type { KnownPlay } from './page-row';
import { PlaybookEditorScreen } from './playbook-editor-screen';
import { PlaybookEditor } from './playbook-store';
import { usePlaybookSave } from './use-playbook-save';

addTexts(english, { ar: () => import('../../../lib/locales/on-demand/playbook-editor.ar').then((module) => module.default) });

const PLAYBOOKS_PATH = '/dashboard/playbooks';

export default function PlaybookEditorRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const playbookId = params.get('playbook_id');
  if (!playbookId) return <PlaybookErrorScreen title={t('playbookEditor.errors.notOpened')} message={t('playbookEditor.errors.noPlaybook')} />;
  return <OpenPlaybook playbookId={playbookId} />;
}

/** The editor of an opened playbook, or why it could not be opened. */
type Opened = { kind: 'editor'; editor: PlaybookEditor } | { kind: 'error'; playbookId: string; message: string };

function editorFor(record: PlaybookRecord, data: PlaybookData, editable: boolean): Opened {
  const editor = new PlaybookEditor(data, { playbookId: record.playbook_id, teamId: record.team_id, version: record.version ?? null }, record.title ?? '');
  editor.update((s) => void (s.editable = editable));
  return { kind: 'editor', editor };
}

/** Saved on this device and not yet on the server: what the cache holds is the latest. */
const holdsQueuedChanges = (record: PlaybookRecord) => record.synced === false || isTemporaryId(record.playbook_id);

const openedId = (opened: Opened) => (opened.kind === 'editor' ? opened.editor.state.meta.playbookId : opened.playbookId);

function OpenPlaybook({ playbookId }: { playbookId: string }) {
  const { t } = useTranslation();
  const query = usePlaybook(playbookId);
  const plays = usePlaybookPlays(playbookId, !isTemporaryId(playbookId));
  const canEditTeam = useCanEditTeam();
  const record = query.data;
  const editable = record ? canEditTeam(record.team_id) : false;
  const engine = useMemo(() => createEngineClient(), []);
  useEffect(() => () => engine.dispose(), [engine]);
  // Opened once per playbook, from the server's latest unless offline or holding saves not sent yet
  // (the cache kept from an earlier visit may be older); later answers (its saves) do not reload it.
  const [opened, setOpened] = useState<Opened | null>(null);
  const opening = useRef<string | null>(null);
  const latest = record && (query.fetchStatus !== 'fetching' || holdsQueuedChanges(record));
  useEffect(() => {
    if (!record || !latest || opening.current === playbookId || (opened && openedId(opened) === playbookId)) return;
    opening.current = playbookId;
    engine.migratePlaybook(record.data).then(
      (data) => setOpened(editorFor(record, data, editable)),
      (error: unknown) => setOpened({ kind: 'error', playbookId: record.playbook_id, message: errorText(error) }),
    );
  }, [engine, record, latest, opened, playbookId, editable]);
  const editor = opened?.kind === 'editor' && openedId(opened) === playbookId ? opened.editor : null;
  // Kept while the plays are: every chapter re-renders when it changes.
  const knownPlays = useMemo<ReadonlyMap<string, KnownPlay> | null>(
    () => (plays.data ? new Map(plays.data.map((play) => [String(play.play_id), { title: play.title ?? '', type: play.type, thumbnail: play.thumbnail }])) : null),
    [plays.data],
  );

  useEffect(() => {
    if (editor && editor.state.editable !== editable) editor.update((s) => void (s.editable = editable));
  }, [editor, editable]);

  if (!record) {
    if (neverOpenedOffline(query)) return <PlaybookErrorScreen title={t('playbookEditor.errors.notOpened')} message={t('playbookEditor.errors.offline')} />;
    if (query.isPending) return <Spinner fullScreen />;
    return <PlaybookErrorScreen title={t('playbookEditor.errors.notOpened')} message={errorText(query.error)} />;
  }
  if (opened?.kind === 'error') return <PlaybookErrorScreen title={t('playbookEditor.errors.damaged')} message={opened.message} />;
  if (!editor) return <Spinner fullScreen />;
  return (
    <DocumentBoundary stopped={(error) => <StoppedScreen error={error} />}>
      <LoadedEditor editor={editor} plays={knownPlays} notSynced={holdsQueuedChanges(record)} />
    </DocumentBoundary>
  );
}

function LoadedEditor({ editor, plays, notSynced }: { editor: PlaybookEditor; plays: ReadonlyMap<string, KnownPlay> | null; notSynced: boolean }) {
  const { t } = useTranslation();
  const save = usePlaybookSave(editor);
  const playbookId = useStore(editor.store, (s) => s.meta.playbookId);
  return (
    <>
      <PlaybookEditorScreen editor={editor} plays={plays} save={save} notSynced={notSynced} backTo={`/dashboard/playbook/${encodeURIComponent(playbookId)}`} />
      <DocumentLeaveGuard store={editor.store} title={t('playbookEditor.leave.title')} description={t('playbookEditor.leave.detail')} confirmLabel={t('playbookEditor.leave.confirm')} />
    </>
  );
}

function PlaybookErrorScreen({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return <DocumentErrorScreen title={title} message={message} backTo={PLAYBOOKS_PATH} backLabel={t('playbookEditor.errors.backToPlaybooks')} testId="playbook-editor-error" />;
}

function StoppedScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  return <PlaybookErrorScreen title={t('playbookEditor.errors.stopped')} message={error.message} />;
}
