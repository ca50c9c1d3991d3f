// The editor route's screens other than the editor: the team picker of a new play, the error screen
// (a play not opened, no team), and the boundary that shows one when the editor fails to render.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '../../api/teams/get-teams';
import { Button } from '../../ui/button';
import { UserText } from '../../ui/user-text';

/** A new play's team, when the coach may draw for several; Cancel leaves without a play (issue 15). */
/** Which team a new play is for; `current` (the team worked in) is offered first. */
export function TeamPicker({ teams, current, onPick, onCancel }: { teams: Team[]; current?: string; onPick: (team: Team) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-page p-6 text-ink">
      <div className="w-full max-w-sm rounded-card bg-surface p-6 shadow">
        <h1 className="mb-1 text-lg font-semibold">{t('editor.route.newPlay')}</h1>
        <p className="mb-4 text-sm text-muted">{t('editor.route.whichTeam')}</p>
        <div className="flex flex-col gap-2" data-testid="team-picker">
          {teams.map((team) => (
            <Button
              key={team.team_id}
              variant={team.team_id === current ? 'contained' : 'outlined'}
              color={team.team_id === current ? 'primary' : undefined}
              autoFocus={team.team_id === current}
              className="min-h-11 justify-start"
              onClick={() => onPick(team)}
            >
              <UserText>{team.name}</UserText>
            </Button>
          ))}
        </div>
        <div className="mt-4 flex justify-end">
          <Button variant="text" className="min-h-11" onClick={onCancel} data-testid="team-picker-cancel">
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </main>
  );
}

/** An error screen; `onSignIn` when the session ended (issue 15): sign in again, back to this editor. */
export function EditorErrorScreen({ title, message, onBack, onSignIn }: { title: string; message: string; onBack: () => void; onSignIn?: () => void }) {
  const { t } = useTranslation();
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-page p-6 text-center text-ink" data-testid="editor-error">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-lg text-muted">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant={onSignIn ? 'outlined' : 'contained'} color="primary" onClick={onBack} className="min-h-11">
          {t('editor.route.backToPlays')}
        </Button>
        {onSignIn && (
          <Button variant="contained" color="primary" onClick={onSignIn} className="min-h-11" data-testid="sign-in-again">
            {t('editor.session.signInAgain')}
          </Button>
        )}
      </div>
    </main>
  );
}

function EditorStoppedScreen({ error, onBack }: { error: Error; onBack: () => void }) {
  const { t } = useTranslation();
  return <EditorErrorScreen title={t('editor.route.stopped')} message={t('editor.route.stoppedDetail', { error: error.message })} onBack={onBack} />;
}

/** A render failure inside the editor shows an error screen, never a blank page. */
export class EditorErrorBoundary extends Component<{ children: ReactNode; onBack: () => void }, { error: Error | null }> {
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
