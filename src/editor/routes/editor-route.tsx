// The play editor's route: `playeditor` opens a new play (team picked from the coach's teams),
// `playeditor/:playId` (or any route with :playId or :id) opens that play. Load → migrate in the
// worker → store; a draft in IndexedDB is offered back; a corrupt play is an error screen, never a
// blank page; leaving with unsaved changes asks first. The play's loading and saving, and the one
// way its id and version arrive, are play-document.ts; drafts, the leave guard and the other
// screens have modules of their own.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createEngineClient } from '../../../workers/engine-client';
import { AuthContext } from '../../auth/auth-context';
import { LIBRARY_EDITOR_SEARCH } from '../../api/library/keys';
import { playQueryOptions } from '../../api/plays/get-play';
import type { Team } from '../../api/teams/get-teams';
import { useTeamContext } from '../../api/teams/team-context';
import { Spinner } from '../../ui/spinner';
import '../editor-texts';
import { draftKey } from '../draft';
import { messageText, openedWithChanges } from '../messages';
import { PlayEditor } from '../play-editor';
import { Editor } from '../store/editor-store';
import { type EditorMessage } from '../store/editor-state';
import { signInAgainTo } from '../session-expired';
import { DraftDialog, useDrafts } from './drafts';
import { EditorErrorBoundary, EditorErrorScreen, TeamPicker } from './editor-screens';
import { LeaveGuard } from './leave-guard';
import { editorBackPath, holdsQueuedChangesOf, newPlayData, openLibraryItem, openPlay, usePlayDocument } from './play-document';

/** Whether the user may draw library entries: null until the sign-in knows its permissions. */
function useLibraryAccess(): boolean | null {
  const auth = useContext(AuthContext);
  if (!auth || auth.status === 'loading') return null;
  // A token without permissions leaves them to the user record (/user_auth): wait for it.
  const userPending = auth.userStatus === 'IDLE' || auth.userStatus === 'FETCHING';
  if (auth.status === 'authenticated' && auth.permissions.length === 0 && userPending) return null;
  return auth.can('write:library');
}

/** The key of a location opened first in this tab: nothing of the app's own to go back to. */
const FIRST_LOCATION_KEY = 'default';

/** Leaving a new play before it has a team: back where the coach came from, else the plays list. */
function leaveNewPlay(navigate: NavigateFunction, locationKey: string): void {
  if (locationKey === FIRST_LOCATION_KEY) void navigate('/dashboard/plays', { replace: true });
  else void navigate(-1);
}

type Screen =
  | { kind: 'loading' }
  | { kind: 'pick-team'; teams: Team[] }
  | { kind: 'ready' }
  | { kind: 'error'; title: EditorMessage; message: EditorMessage; signedOut?: boolean };

export default function EditorRoute() {
  const params = useParams();
  const playId = params.playId ?? params.id ?? null;
  // `playeditor/:id?library=1`: an admin draws an entry of the play or drill library (spec §2 "Admin").
  const [search] = useSearchParams();
  const library = search.get(LIBRARY_EDITOR_SEARCH) === '1' && playId !== null;
  const libraryAccess = useLibraryAccess();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useContext(AuthContext);
  const { t } = useTranslation();
  const client = useQueryClient();
  const engine = useMemo(() => createEngineClient(), []);
  useEffect(() => () => engine.dispose(), [engine]);
  // One editor for the route's life: a new play's first save or a conflict copy changes the address
  // (playeditor → playeditor/:playId is one route), not the store, so the undo history stays.
  const [editor] = useState(() => new Editor());
  const [screen, setScreen] = useState<Screen>(() => (editor.state.meta.playId !== null && editor.state.meta.playId === playId ? { kind: 'ready' } : { kind: 'loading' }));
  const { draft, offerDraft, closeDraft } = useDrafts(editor);
  const onSave = usePlayDocument(editor, t('editor.route.pickTeamFirst'));
  // A new play's team picker offers the team worked in first, and remembers the one picked.
  const teamContext = useTeamContext();

  useEffect(() => {
    const controller = new AbortController();
    if (playId !== null && editor.state.meta.playId === playId) return;
    if (library && libraryAccess === null) return;
    const opening = library ? openLibraryItem(client, engine, playId, libraryAccess === true) : openPlay(client, engine, playId);
    void opening.then(async (opened) => {
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
  }, [playId, library, libraryAccess, editor, engine, offerDraft, client]);

  // The open play as cached: saved here but still queued for the server while it is not synced.
  const openPlayId = useStore(editor.store, (s) => s.meta.playId);
  const { data: waitsForNetwork = false } = useQuery({ ...playQueryOptions(openPlayId ?? ''), enabled: false, select: holdsQueuedChangesOf(client) });

  if (screen.kind === 'loading') return <Spinner fullScreen />;
  if (screen.kind === 'error') {
    const beginLogin = auth?.beginLogin;
    return (
      <EditorErrorScreen
        title={messageText(t, screen.title)}
        message={messageText(t, screen.message)}
        onBack={() => navigate(library && libraryAccess ? editorBackPath({ playId: null, type: 'play', library }) : '/dashboard/plays')}
        onSignIn={screen.signedOut && beginLogin ? () => signInAgainTo(beginLogin, `${location.pathname}${location.search}`) : undefined}
      />
    );
  }
  if (screen.kind === 'pick-team') {
    return (
      <TeamPicker
        teams={screen.teams}
        current={teamContext.teamId}
        onPick={(team) => {
          teamContext.workedIn(team.team_id);
          editor.update((s) => void (s.meta.teamId = team.team_id));
          setScreen({ kind: 'ready' });
        }}
        onCancel={() => leaveNewPlay(navigate, location.key)}
      />
    );
  }
  return (
    <>
      <EditorErrorBoundary onBack={() => navigate('/dashboard/plays')}>
        <PlayEditor editor={editor} engine={engine} onSave={onSave} notSynced={waitsForNetwork} onBack={() => navigate(editorBackPath(editor.state.meta))} />
        <DraftDialog editor={editor} draft={draft} onClose={closeDraft} />
      </EditorErrorBoundary>
      <LeaveGuard editor={editor} />
    </>
  );
}
