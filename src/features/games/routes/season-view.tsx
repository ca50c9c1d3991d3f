// The season view (`rotations/season?team_id=<id>`, issue 16): the team's finished games, minutes
// per player per game and in total, as a chart and a table, with each player's share against the
// team's average. A page of its own (no dashboard around it), so the browser prints just it: Print
// calls window.print and the print stylesheet leaves the controls out.
import { BarChart3, Printer } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishedGames } from '../../../api/games/get-games';
import { useTeamContext } from '../../../api/teams/team-context';
import { errorText } from '../../../lib/api-error';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectField } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { formatMinutes } from '../components/format';
import { SeasonChart } from '../components/season-chart';
import { seasonOf } from '../season';
import '../games-texts';
import { UserText } from '../../../ui/user-text';

export default function SeasonViewRoute() {
  const { t } = useTranslation();
  // The team worked in: the address's `team_id`, else the team context.
  const { teamId, team, teams, setTeam } = useTeamContext({ param: 'team_id' });
  const games = useFinishedGames(teamId);
  const season = useMemo(() => (games.data ? seasonOf(games.data.data) : null), [games.data]);

  return (
    <main className="min-h-screen bg-page px-3 py-4 sm:px-6 print:bg-white print:p-0">
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="flex items-center gap-2 text-xl font-bold [&_svg]:size-6 [&_svg]:text-primary-ink">
            <BarChart3 aria-hidden="true" />
            {t('season.title')}
            {team && (
              <span className="font-normal text-muted">
                · <UserText>{team.name}</UserText>
              </span>
            )}
          </h1>
          <nav className="flex flex-wrap items-center gap-2 print:hidden">
            {teams && teams.length > 1 && (
              <SelectField label={t('season.team')} hideLabel value={teamId} onChange={(event) => setTeam(event.target.value, { inUrl: true })}>
                {teams.map((candidate) => (
                  <option key={candidate.team_id} value={candidate.team_id}>
                    {candidate.name}
                  </option>
                ))}
              </SelectField>
            )}
            <Button variant="outlined" startIcon={<Printer aria-hidden="true" />} disabled={!season || season.games.length === 0} onClick={() => window.print()}>
              {t('season.print')}
            </Button>
            <ButtonLink to={`/dashboard/substitution-manager${teamId ? `?team_id=${teamId}` : ''}`} variant="text">
              {t('season.toManager')}
            </ButtonLink>
            <ButtonLink to="/dashboard/rotations" variant="text">
              {t('games.backToRotations')}
            </ButtonLink>
          </nav>
        </header>
        {games.isError ? (
          <p role="alert" className="text-error">
            {errorText(games.error)}
          </p>
        ) : !season ? (
          <Spinner />
        ) : season.games.length === 0 ? (
          <Card>
            <p className="text-muted">{t('season.empty')}</p>
          </Card>
        ) : (
          <>
            <Card className="print:shadow-none">
              <h2 className="mb-2 font-semibold">{t('season.chartTitle')}</h2>
              <SeasonChart season={season} />
            </Card>
            <Card flush className="overflow-x-auto print:shadow-none">
              <table className="w-full text-sm" aria-label={t('season.tableTitle')}>
                <caption className="p-3 text-start font-semibold">{t('season.tableTitle')}</caption>
                <thead>
                  <tr className="border-b border-line text-muted">
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t('season.player')}
                    </th>
                    {season.games.map((game) => (
                      <th key={game.gameId} scope="col" className="px-2 py-2 text-end font-medium">
                        <span className="block whitespace-nowrap">{game.date}</span>
                        <span className="block text-xs font-normal">{game.opponent || t('games.noOpponent')}</span>
                      </th>
                    ))}
                    <th scope="col" className="px-2 py-2 text-end font-medium">
                      {t('season.total')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-end font-medium">
                      {t('season.share')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {season.players.map((player) => (
                    <tr key={player.playerId} className="border-b border-line last:border-0" data-player={player.playerId}>
                      <th scope="row" className="px-3 py-2 text-start font-medium">
                        {player.number && <span className="me-1 font-mono text-muted">#{player.number}</span>}
                        <UserText>{player.name}</UserText>
                      </th>
                      {player.perGame.map((seconds, index) => (
                        <td key={season.games[index]!.gameId} className="px-2 py-2 text-end tabular-nums">
                          {seconds === null ? '–' : formatMinutes(seconds)}
                        </td>
                      ))}
                      <td className="px-2 py-2 text-end font-semibold tabular-nums" data-testid={`total-${player.playerId}`}>
                        {formatMinutes(player.total)}
                      </td>
                      <td className="px-3 py-2 text-end tabular-nums">{t('season.percent', { value: Math.round(player.share * 100) })}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t border-line text-muted">
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      {t('season.average')}
                    </th>
                    <td colSpan={season.games.length} />
                    <td className="px-2 py-2 text-end tabular-nums">{formatMinutes(season.averageTotal)}</td>
                    <td className="px-3 py-2 text-end tabular-nums">{t('season.percent', { value: 100 })}</td>
                  </tr>
                </tfoot>
              </table>
              <p className="px-3 pb-3 text-xs text-muted">{t('season.unit')}</p>
            </Card>
          </>
        )}
      </div>
    </main>
  );
}
