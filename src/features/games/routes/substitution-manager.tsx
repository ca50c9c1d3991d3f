// The substitution manager (`substitution-manager?team_id=<id>`, issue 16): game day on a phone or
// a tablet. A game in progress on this device reopens where it was (after a reload, a locked screen
// or a dead battery); otherwise the coach sets one up: a rotation or none, opponent, date, the
// starting five.
import { Shuffle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditTeam } from '../../../api/teams/permissions';
import { useTeamContext } from '../../../api/teams/team-context';
import { ButtonLink } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { currentGameKey, gameKeeper, type LocalGame } from '../game-store';
import { GameScreen } from '../components/game-screen';
import { GameSetup } from '../components/game-setup';
import '../games-texts';

export default function SubstitutionManagerRoute() {
  const { t } = useTranslation();
  // The team worked in (the address's `team_id`, else the team context), among those the coach may write in.
  const { teamId, teams, setTeam } = useTeamContext({ param: 'team_id', among: canEditTeam });
  const editable = teams ?? [];
  // The game in progress of this team on this device: undefined while it is read.
  const [game, setGame] = useState<LocalGame | null | undefined>(undefined);
  const [readFor, setReadFor] = useState<string | null>(null);
  useEffect(() => {
    if (!teamId || readFor === teamId) return;
    let current = true;
    void gameKeeper.read(currentGameKey(teamId)).then((kept) => {
      if (!current) return;
      setGame(kept);
      setReadFor(teamId);
    });
    return () => {
      current = false;
    };
  }, [teamId, readFor]);

  const chooseTeam = (id: string) => setTeam(id, { inUrl: true });

  let body;
  if (!teams) body = <Spinner />;
  else if (editable.length === 0) body = <p className="text-muted">{t('games.setup.noTeam')}</p>;
  else if (game === undefined || readFor !== teamId) body = <Spinner />;
  else if (game) body = <GameScreen key={game.id} initial={game} onClosed={() => setGame(null)} />;
  else body = <GameSetup teams={editable} teamId={teamId} onTeam={chooseTeam} onStarted={setGame} />;

  return (
    <main className="min-h-screen bg-page px-3 py-4 sm:px-6">
      <header className="mx-auto mb-4 flex max-w-5xl flex-wrap items-center justify-between gap-2 print:hidden">
        <h1 className="flex items-center gap-2 text-xl font-bold [&_svg]:size-6 [&_svg]:text-primary-ink">
          <Shuffle aria-hidden="true" />
          {t('games.title')}
        </h1>
        <nav className="flex gap-2">
          <ButtonLink to={`/dashboard/rotations/season${teamId ? `?team_id=${teamId}` : ''}`} variant="text" size="small">
            {t('games.seasonLink')}
          </ButtonLink>
          <ButtonLink to="/dashboard/rotations" variant="text" size="small">
            {t('games.backToRotations')}
          </ButtonLink>
        </nav>
      </header>
      <div className="mx-auto max-w-5xl">{body}</div>
    </main>
  );
}
