// The playbook editor's route (`playbook-editor?playbook_id=<id>`, spec §2): loads the playbook and
// its plays, brings the playbook to the latest model (engine migrations, in the engine worker, so
// the engine's models stay out of this chunk), and opens the editor,
// read-only for the team's viewers. A missing or damaged playbook is an error screen with the way
// back, never a blank page; leaving with unsaved changes asks first.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { usePlaybook } from '../../../api/playbooks/get-playbook';
import { usePlaybookPlays } from '../../../api/playbooks/get-playbook-plays';
import { isTemporaryId } from '../../../data/offline';
import { DocumentBoundary, DocumentErrorScreen, DocumentLeaveGuard } from '../../../editor-kit/document-frame';
import { useOpenedDocument } from '../../../editor-kit/use-opened-document';
import { addTexts, byLanguage } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/playbook-editor.en';
import type { PlaybookData } from '../../../../engine/model/playbook';
import { Spinner } from '../../../ui/spinner';
import type { KnownPlay } from './page-row';
import { PlaybookEditorScreen } from './playbook-editor-screen';
import { PlaybookEditor } from './playbook-store';
import { usePlaybookSave } from './use-playbook-save';

addTexts(english, byLanguage(import.meta.glob(['../../../lib/locales/on-demand/playbook-editor.*.ts', '!**/*.en.ts'], { import: 'default' })));

const PLAYBOOKS_PATH = '/dashboard/playbooks';

export default function PlaybookEditorRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const playbookId = params.get('playbook_id');
  if (!playbookId) return <PlaybookErrorScreen title={t('playbookEditor.errors.notOpened')} message={t('playbookEditor.errors.noPlaybook')} />;
  return <OpenPlaybook playbookId={playbookId} />;
}

function OpenPlaybook({ playbookId }: { playbookId: string }) {
  const { t } = useTranslation();
  const query = usePlaybook(playbookId);
  const plays = usePlaybookPlays(playbookId, !isTemporaryId(playbookId));
  const opening = useOpenedDocument({
    id: playbookId,
    query,
    migrate: (engine, data) => engine.migratePlaybook(data),
    create: (record, data: PlaybookData) => new PlaybookEditor(data, { playbookId: record.playbook_id, teamId: record.team_id, version: record.version ?? null }, record.title ?? ''),
    recordId: (record) => record.playbook_id,
    editorId: (editor) => editor.state.meta.playbookId,
  });
  // Kept while the plays are: every chapter re-renders when it changes.
  const knownPlays = useMemo<ReadonlyMap<string, KnownPlay> | null>(
    () => (plays.data ? new Map(plays.data.map((play) => [String(play.play_id), { title: play.title ?? '', type: play.type, thumbnail: play.thumbnail }])) : null),
    [plays.data],
  );

  if (opening.kind === 'loading') return <Spinner fullScreen />;
  if (opening.kind === 'error') return <PlaybookErrorScreen title={t(`playbookEditor.errors.${opening.title}`)} message={opening.message ?? t('playbookEditor.errors.offline')} />;
  return (
    <DocumentBoundary stopped={(error) => <StoppedScreen error={error} />}>
      <LoadedEditor editor={opening.editor} plays={knownPlays} notSynced={opening.notSynced} />
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
