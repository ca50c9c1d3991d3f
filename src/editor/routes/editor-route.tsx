// The play editor's route: `playeditor` opens a new play (team picked from the coach's teams),
// `playeditor/:playId` (or any route with :playId or :id) opens that play. Load → migrate in the
// worker → store; a draft in IndexedDB is offered back; a corrupt play is an error screen, never a
// blank page; leaving with unsaved changes asks first. The play's loading and saving, and the one
// way its id and version arrive, are play-document.ts; drafts, the leave guard and the other
// screens have modules of their own.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createEngineClient } from '../../../workers/engine-client';
import { playQueryOptions } from '../../api/plays/get-play';
import type { Team } from '../../api/teams/get-teams';
import { Spinner } from '../../ui/spinner';
import '../editor-texts';
import { draftKey } from '../draft';
import { messageText, openedWithChanges } from '../messages';
import { PlayEditor } from '../play-editor';
import { Editor, type EditorMessage } from '../store/editor-store';
import { DraftDialog, useDrafts } from './drafts';
import { EditorErrorBoundary, EditorErrorScreen, TeamPicker } from './editor-screens';
import { LeaveGuard } from './leave-guard';
import { holdsQueuedChanges, newPlayData, openPlay, takeHandedOver, usePlayDocument } from './play-document';

type Screen =
  | { kind: 'loading' }
  | { kind: 'pick-team'; teams: Team[] }
  | { kind: 'ready' }
  | { kind: 'error'; title: EditorMessage; message: EditorMessage };

export default function EditorRoute() {
  const params = useParams();
  const playId = params.playId ?? params.id ?? null;
  const navigate = useNavigate();
  const { t } = useTranslation();
  const client = useQueryClient();
  const engine = useMemo(() => createEngineClient(), []);
  useEffect(() => () => engine.dispose(), [engine]);
  // Handed over from the new-play route after its first save (or a conflict copy): already loaded.
  const [editor] = useState(() => takeHandedOver(playId) ?? new Editor());
  const [screen, setScreen] = useState<Screen>(() => (editor.state.meta.playId !== null && editor.state.meta.playId === playId ? { kind: 'ready' } : { kind: 'loading' }));
  const { draft, offerDraft, closeDraft } = useDrafts(editor);
  const onSave = usePlayDocument(editor, navigate, t('editor.route.pickTeamFirst'));

  useEffect(() => {
    const controller = new AbortController();
    if (playId !== null && editor.state.meta.playId === playId) return;
    void openPlay(client, engine, playId).then(async (opened) => {
      if (controller.signal.aborted) return;
      if (opened.kind === 'error') {
        setScreen(opened);
        return;
      }
      if (opened.kind === 'new') {
        editor.load({ title: '', data: newPlayData() }, { teamId: opened.teams[0]!.team_id });
        setScreen(opened.teams.length === 1 ? { kind: 'ready' } : { kind: 'pick-team', teams: opened.teams });
        await offerDraft(draftKey(null), 0);
        return;
      }
      editor.load({ title: opened.title, data: opened.data }, opened.meta);
      if (opened.notes.length > 0) editor.notify({ text: openedWithChanges(i18next.t, opened.notes) }, 'info');
      editor.update((s) => void (s.editable = opened.editable));
      setScreen({ kind: 'ready' });
      await offerDraft(draftKey(opened.meta.playId), opened.updatedAt);
    });
    return () => controller.abort();
  }, [playId, editor, engine, offerDraft, client]);

  // The open play as cached: saved here but still queued for the server while it is not synced.
  const openPlayId = useStore(editor.store, (s) => s.meta.playId);
  const { data: waitsForNetwork = false } = useQuery({ ...playQueryOptions(openPlayId ?? ''), enabled: false, select: holdsQueuedChanges });

  if (screen.kind === 'loading') return <Spinner fullScreen />;
  if (screen.kind === 'error') return <EditorErrorScreen title={messageText(t, screen.title)} message={messageText(t, screen.message)} onBack={() => navigate('/dashboard/plays')} />;
  if (screen.kind === 'pick-team') {
    return (
      <TeamPicker
        teams={screen.teams}
        onPick={(team) => {
          editor.update((s) => void (s.meta.teamId = team.team_id));
          setScreen({ kind: 'ready' });
        }}
      />
    );
  }
  return (
    <>
      <EditorErrorBoundary onBack={() => navigate('/dashboard/plays')}>
        <PlayEditor editor={editor} engine={engine} onSave={onSave} notSynced={waitsForNetwork} onBack={() => navigate(openPlayId ? `/dashboard/play/${openPlayId}` : '/dashboard/plays')} />
        <DraftDialog editor={editor} draft={draft} onClose={closeDraft} />
      </EditorErrorBoundary>
      <LeaveGuard editor={editor} />
    </>
  );
}
