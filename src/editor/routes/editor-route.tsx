// The play editor's route: `playeditor` opens a new play (team picked from the coach's teams),
// `playeditor/:playId` (or any route with :playId or :id) opens that play. Load → migrate in the
// worker → store; a draft in IndexedDB is offered back; a corrupt play is an error screen, never a
// blank page; leaving with unsaved changes asks first.
import { matchMutation, useQuery, useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { Component, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigationType, useBlocker, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createNewPlayData, type MigrationNote, type PlayData } from '../../../engine';
import { createEngineClient } from '../../../workers/engine-client';
import { NetworkError, errorText } from '../../data/api-client';
import { isOnline, isTemporaryId, onServerId } from '../../data/offline';
import { useCreatePlay } from '../../data/plays/create-play';
import { playQueryOptions } from '../../data/plays/get-play';
import { playsMutationKeys, type PlayRecord } from '../../data/plays/keys';
import { onPlayConflictCopy, useUpdatePlay, type QueuedPlayUpdate } from '../../data/plays/update-play';
import { canEditTeam, teamsQueryOptions, type Team } from '../../data/teams';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { draftKey, moveDraft, readDraft, removeDraft, writeDraft, type PlayDraft } from '../draft';
import { PlayEditor } from '../play-editor';
import { Editor, type EditorMessage } from '../store/editor-store';
import { messageText } from '../messages';

type Screen =
  | { kind: 'loading' }
  | { kind: 'pick-team'; teams: Team[] }
  | { kind: 'ready' }
  | { kind: 'error'; title: EditorMessage; message: EditorMessage };

/** A new play: the engine's one definition, on a half court with its hoop placed. */
export function newPlayData(): PlayData {
  return createNewPlayData('half');
}

/** What the coach reads when a play opened changed to fit the editor's limits (its notes, in order). */
export function openedWithChanges(notes: readonly MigrationNote[]): string {
  return `This play was changed to fit the editor: ${notes.map((note) => note.text).join(' ')} Save it to keep it this way.`;
}

/** Where the editor's URL points once a new play has its id (the lead's router may differ). */
export function playEditorPath(playId: string): string {
  return `/dashboard/playeditor/${encodeURIComponent(playId)}`;
}

/** Said when a play or the coach's teams were never loaded on this device and there is no network. */
export const NOT_AVAILABLE_OFFLINE = 'This was never opened on this device, so it is not here offline. Connect to the internet to open it.';

/**
 * The latest answer of a query: from the server when it can be reached, else the copy cached for
 * offline use. `preferCached` keeps a cached copy that holds changes the server has not seen yet.
 */
async function latest<T, K extends QueryKey>(client: QueryClient, options: FetchQueryOptions<T, Error, T, K>, preferCached: (cached: T) => boolean = () => false): Promise<T> {
  const cached = client.getQueryData<T>(options.queryKey);
  if (cached !== undefined && (!isOnline() || preferCached(cached))) return cached;
  if (!isOnline()) throw new Error(NOT_AVAILABLE_OFFLINE);
  try {
    return await client.fetchQuery(options);
  } catch (error) {
    if (cached !== undefined && error instanceof NetworkError) return cached;
    throw error;
  }
}

/** A play whose create or changes are still queued is opened as cached: the server lacks them. */
const holdsQueuedChanges = (play: PlayRecord) => isTemporaryId(play.play_id) || play.synced === false;

/**
 * A new play's editor, handed to the route that opens once the play has its id: the coach keeps
 * the same store (and undo history) and nothing is fetched again.
 */
let handedOver: Editor | null = null;

export default function EditorRoute() {
  const params = useParams();
  const playId = params.playId ?? params.id ?? null;
  const navigate = useNavigate();
  const { t } = useTranslation();
  const client = useQueryClient();
  const { mutate: createPlay } = useCreatePlay();
  const { mutate: updatePlay } = useUpdatePlay();
  const engine = useMemo(() => createEngineClient(), []);
  useEffect(() => () => engine.dispose(), [engine]);
  const [editor] = useState(() => {
    const kept = handedOver && handedOver.state.meta.playId === playId ? handedOver : null;
    handedOver = null;
    return kept ?? new Editor();
  });
  const [screen, setScreen] = useState<Screen>(() => (editor.state.meta.playId !== null && editor.state.meta.playId === playId ? { kind: 'ready' } : { kind: 'loading' }));
  const [draft, setDraft] = useState<PlayDraft | null>(null);

  const offerDraft = useCallback(async (key: string, newerThan: number) => {
    const found = await readDraft(key);
    if (found && found.savedAt > newerThan) setDraft(found);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    // Handed over from the new-play route after its first save: already loaded.
    if (playId !== null && editor.state.meta.playId === playId) return;
    (async () => {
      try {
        if (playId) {
          // The coach's role on the play's team decides whether it can be changed here (viewers watch).
          const teams = latest(client, teamsQueryOptions).catch(() => null);
          const record = await latest(client, playQueryOptions(playId), holdsQueuedChanges);
          if (controller.signal.aborted) return;
          let data;
          let notes;
          try {
            // A play stored before the limits of engine/limits.ts opens brought inside them; the notes say how.
            ({ data, notes } = await engine.migratePlayWithNotes(record.data));
          } catch (error) {
            // The engine's sentence already says what is damaged, in a coach's words.
            setScreen({ kind: 'error', title: { key: 'editor.route.playNotOpened' }, message: { text: errorText(error) } });
            return;
          }
          editor.load({ title: record.title ?? '', data }, { playId: record.play_id, teamId: record.team_id, type: record.type ?? 'play', version: record.version ?? null });
          if (notes.length > 0) editor.notify({ text: openedWithChanges(notes) }, 'info');
          const team = (await teams)?.find((candidate) => candidate.team_id === record.team_id);
          editor.update((s) => void (s.editable = team === undefined || canEditTeam(team)));
          setScreen({ kind: 'ready' });
          await offerDraft(draftKey(record.play_id), Number(new Date(record.updated_at)) || 0);
        } else {
          const teams = (await latest(client, teamsQueryOptions)).filter((team) => canEditTeam(team));
          if (controller.signal.aborted) return;
          if (teams.length === 0) {
            setScreen({ kind: 'error', title: { key: 'editor.route.noTeam' }, message: { key: 'editor.route.noTeamDetail' } });
            return;
          }
          editor.load({ title: '', data: newPlayData() }, { teamId: teams[0]!.team_id });
          setScreen(teams.length === 1 ? { kind: 'ready' } : { kind: 'pick-team', teams });
          await offerDraft(draftKey(null), 0);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        setScreen({ kind: 'error', title: { key: playId ? 'editor.route.playNotOpened' : 'editor.route.editorNotStarted' }, message: { text: errorText(error) } });
      }
    })();
    return () => controller.abort();
  }, [playId, editor, engine, offerDraft, client]);

  // The play's id and version follow its queued saves as the server answers them (now, after the
  // connection returns, or after a reload), so the next save is made on the right base version.
  useEffect(() => {
    const stopIds = onServerId((temporaryId, serverId) => {
      // The app rewrites the address; the editor must already know the play by its new id then.
      if (editor.state.meta.playId === temporaryId) editor.update((s) => void (s.meta.playId = serverId));
      void moveDraft(temporaryId, serverId);
    });
    const stopConflicts = onPlayConflictCopy(({ playId: stale, copy }) => {
      if (editor.state.meta.playId !== stale) return;
      // The server keeps its version; the coach's work lives on in the copy, and so does the editor.
      editor.update((s) => {
        s.meta = { ...s.meta, playId: copy.play_id, version: copy.version };
        s.doc.title = copy.title;
      });
      handedOver = editor;
      navigate(playEditorPath(copy.play_id), { replace: true });
    });
    const stopVersions = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const saved = event.action.data as PlayRecord;
      const { meta } = editor.state;
      if (saved.play_id !== meta.playId) return;
      const is = (mutationKey: readonly unknown[]) => matchMutation({ mutationKey, exact: true }, event.mutation);
      const sentOn = (event.mutation.state.variables as Partial<QueuedPlayUpdate> | undefined)?.baseVersion;
      if (is(playsMutationKeys.create) || (is(playsMutationKeys.update) && sentOn === meta.version)) {
        editor.update((s) => void (s.meta.version = saved.version));
      }
    });
    return () => {
      stopIds();
      stopConflicts();
      stopVersions();
    };
  }, [editor, client, navigate]);

  // A draft at every change (issue 20): written at once, so a page closed right after loses nothing.
  useEffect(
    () =>
      editor.store.subscribe((state, previous) => {
        if (state.doc === previous.doc || !state.dirty) return;
        void writeDraft({ key: draftKey(state.meta.playId), doc: state.doc, meta: state.meta, savedAt: Date.now() });
      }),
    [editor],
  );

  const dirty = useDirty(editor);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  // Read from the store, not this render: a save followed at once by navigation must not be blocked.
  // An editor address replaced by another is the open play renamed (server id, conflict copy), not leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      editor.state.dirty && currentLocation.pathname !== nextLocation.pathname && !(historyAction === NavigationType.Replace && nextLocation.pathname.startsWith(playEditorPath(''))),
  );

  const onSave = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        const { meta } = editor.state;
        if (!meta.teamId) throw new Error(t('editor.route.pickTeamFirst'));
        const { title, data } = editor.serialize();
        const failed = (error: Error) => reject(new Error(errorText(error), { cause: error }));
        if (meta.playId === null) {
          // Offline the play gets a temporary id at once; the app swaps it for the server's later.
          createPlay(
            { teamId: meta.teamId, type: meta.type, title, data },
            {
              onSuccess: (record) => {
                editor.markSaved({ playId: record.play_id, version: record.version });
                void removeDraft(draftKey(null));
                // The address now names the play, so a reload opens it; the store goes along (undo history kept).
                handedOver = editor;
                navigate(playEditorPath(record.play_id), { replace: true });
                resolve();
              },
              onError: failed,
            },
          );
          return;
        }
        // The version (and, after a conflict, the play) follow the server's answer above, not this callback.
        updatePlay(
          { playId: meta.playId, title, data, baseVersion: meta.version ?? undefined },
          {
            onSuccess: () => {
              editor.markSaved({});
              void removeDraft(draftKey(meta.playId));
              resolve();
            },
            onError: failed,
          },
        );
      }),
    [editor, navigate, createPlay, updatePlay, t],
  );

  // The open play as cached: saved here but still queued for the server while it is not synced.
  const openPlayId = useStore(editor.store, (s) => s.meta.playId);
  const { data: waitsForNetwork = false } = useQuery({ ...playQueryOptions(openPlayId ?? ''), enabled: false, select: holdsQueuedChanges });

  if (screen.kind === 'loading') return <Spinner fullScreen />;
  if (screen.kind === 'error') return <EditorErrorScreen title={messageText(t, screen.title)} message={messageText(t, screen.message)} onBack={() => navigate('/dashboard/plays')} />;
  if (screen.kind === 'pick-team') {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-page p-6 text-ink">
        <div className="w-full max-w-sm rounded-card bg-surface p-6 shadow">
          <h1 className="mb-1 text-lg font-semibold">{t('editor.route.newPlay')}</h1>
          <p className="mb-4 text-sm text-muted">{t('editor.route.whichTeam')}</p>
          <div className="flex flex-col gap-2" data-testid="team-picker">
            {screen.teams.map((team) => (
              <Button
                key={team.team_id}
                variant="outlined"
                className="min-h-11 justify-start"
                onClick={() => {
                  editor.update((s) => void (s.meta.teamId = team.team_id));
                  setScreen({ kind: 'ready' });
                }}
              >
                {team.name}
              </Button>
            ))}
          </div>
        </div>
      </main>
    );
  }
  return (
    <EditorErrorBoundary onBack={() => navigate('/dashboard/plays')}>
      <PlayEditor editor={editor} engine={engine} onSave={onSave} notSynced={waitsForNetwork} onBack={() => navigate(openPlayId ? `/dashboard/play/${openPlayId}` : '/dashboard/plays')} />
      <ConfirmDialog
        open={draft !== null}
        title={t('editor.route.restoreTitle')}
        description={draft ? t('editor.route.restoreDetail', { date: new Date(draft.savedAt).toLocaleString() }) : ''}
        confirmLabel={t('editor.route.restore')}
        confirmColor="primary"
        onConfirm={() => {
          if (draft) {
            editor.load(draft.doc, draft.meta);
            editor.change(() => {}, 'never');
            editor.update((s) => void (s.dirty = true));
          }
          setDraft(null);
        }}
        onClose={() => {
          if (draft) void removeDraft(draft.key);
          setDraft(null);
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('editor.route.leaveTitle')}
        description={t('editor.route.leaveDetail')}
        confirmLabel={t('editor.route.leave')}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </EditorErrorBoundary>
  );
}

function useDirty(editor: Editor): boolean {
  const [dirty, setDirty] = useState(editor.state.dirty);
  useEffect(() => editor.store.subscribe((state) => setDirty(state.dirty)), [editor]);
  return dirty;
}

export function EditorErrorScreen({ title, message, onBack }: { title: string; message: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-page p-6 text-center text-ink" data-testid="editor-error">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-lg text-muted">{message}</p>
      <Button variant="contained" color="primary" onClick={onBack} className="min-h-11">
        {t('editor.route.backToPlays')}
      </Button>
    </main>
  );
}

function EditorStoppedScreen({ error, onBack }: { error: Error; onBack: () => void }) {
  const { t } = useTranslation();
  return <EditorErrorScreen title={t('editor.route.stopped')} message={t('editor.route.stoppedDetail', { error: error.message })} onBack={onBack} />;
}

/** A render failure inside the editor shows an error screen, never a blank page. */
class EditorErrorBoundary extends Component<{ children: ReactNode; onBack: () => void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      return <EditorStoppedScreen error={this.state.error} onBack={this.props.onBack} />;
    }
    return this.props.children;
  }
}
