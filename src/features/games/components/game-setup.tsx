// Setting up a game: the team, a rotation (its players, its periods and its plan) or none (the
// team's roster), opponent and date, and the starting five (the plan's first five by default).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courtMoments, PLAYERS_ON_COURT } from '../../../../engine/rotation/checks';
import type { RosterPlayer } from '../../../../engine/model/rotation';
import { MAX_PERIOD_SECONDS, MAX_TITLE_LENGTH } from '../../../../engine/limits';
import { MAX_PAGE_SIZE } from '../../../../engine/model/user-settings-defaults';
import { useRotations } from '../../../api/rotations/get-rotations';
import type { Team } from '../../../api/teams/get-teams';
import { queueGameSave } from '../../../api/games/save-game';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectField, TextField } from '../../../ui/field';
import { createGame, currentGameKey, eventTime, gameInput, gameKeeper, type LocalGame } from '../game-store';
import { useTeamPlayers } from '../use-team-players';
import { USER_TEXT } from '../../../ui/user-text';

/** The device's date as 'YYYY-MM-DD' (the coach's day, not UTC's). */
function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function GameSetup({ teams, teamId, onTeam, onStarted }: { teams: Team[]; teamId: string; onTeam: (id: string) => void; onStarted: (game: LocalGame) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const rotations = useRotations({ teamId, page: 1, perPage: MAX_PAGE_SIZE });
  const roster = useTeamPlayers(teamId);
  const [rotationId, setRotationId] = useState('');
  const [opponent, setOpponent] = useState('');
  const [date, setDate] = useState(today());
  const [periods, setPeriods] = useState<2 | 4>(4);
  const [minutes, setMinutes] = useState('10');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);

  const rotation = (rotations.data?.data ?? []).find((record) => record.rotation_id === rotationId)?.data;
  // Those the rotation marks unavailable for this game are not dressed.
  const players: RosterPlayer[] = useMemo(() => (rotation ? rotation.players.filter((player) => player.available !== false) : roster), [rotation, roster]);
  const planFive = useMemo(() => {
    if (!rotation || rotation.stints.length === 0) return [];
    const first = courtMoments(rotation)[0];
    return first && first.playerIds.length === PLAYERS_ON_COURT ? first.playerIds : [];
  }, [rotation]);
  const starters = (chosen ?? planFive).filter((id) => players.some((player) => player.id === id));
  const gamePeriods = rotation ? rotation.periods : periods;
  const periodLength = rotation ? rotation.periodLength : Math.round(Number(minutes) * 60);
  const lengthValid = Number.isFinite(periodLength) && periodLength > 0 && periodLength <= MAX_PERIOD_SECONDS;
  const ready = starters.length === PLAYERS_ON_COURT && lengthValid && !starting;

  const toggle = (id: string) => {
    const next = starters.includes(id) ? starters.filter((other) => other !== id) : [...starters, id];
    setChosen(next.slice(0, PLAYERS_ON_COURT));
  };

  const start = async () => {
    setStarting(true);
    const game = createGame(
      { teamId, rotationId: rotationId || null, opponent: opponent.trim(), date, periods: gamePeriods, periodLength, players, stints: (rotation?.stints ?? []).filter((stint) => players.some((player) => player.id === stint.playerId)), starters },
      eventTime({ events: [] }),
    );
    await gameKeeper.keep(currentGameKey(teamId), game);
    void queueGameSave(client, game.teamId, game.id, gameInput(game));
    onStarted(game);
  };

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('games.setup.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {teams.length > 1 && (
          <SelectField label={t('games.setup.team')} value={teamId} onChange={(event) => onTeam(event.target.value)}>
            {teams.map((team) => (
              <option key={team.team_id} value={team.team_id}>
                {team.name}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('games.setup.rotation')}
          value={rotationId}
          onChange={(event) => {
            setRotationId(event.target.value);
            setChosen(null);
          }}
        >
          <option value="">{t('games.setup.noRotation')}</option>
          {(rotations.data?.data ?? []).map((record) => (
            <option key={record.rotation_id} value={record.rotation_id}>
              {record.data?.title || record.title}
            </option>
          ))}
        </SelectField>
        <TextField label={t('games.setup.opponent')} value={opponent} maxLength={MAX_TITLE_LENGTH} onChange={(event) => setOpponent(event.target.value)} />
        <TextField label={t('games.setup.date')} type="date" value={date} required onChange={(event) => setDate(event.target.value || today())} />
        {!rotation && (
          <>
            <SelectField label={t('games.setup.periods')} value={periods} onChange={(event) => setPeriods(Number(event.target.value) as 2 | 4)}>
              <option value={2}>{t('games.setup.halves')}</option>
              <option value={4}>{t('games.setup.quarters')}</option>
            </SelectField>
            <TextField
              label={t('games.setup.periodMinutes')}
              type="number"
              min={1}
              max={MAX_PERIOD_SECONDS / 60}
              inputMode="decimal"
              value={minutes}
              error={lengthValid ? null : t('games.setup.periodMinutesInvalid', { max: MAX_PERIOD_SECONDS / 60 })}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </>
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('games.setup.startingFive', { count: starters.length })}</legend>
        {players.length === 0 ? (
          <p className="text-sm text-muted">{t('games.setup.noPlayers')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
            {players.map((player) => (
              <li key={player.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-card border border-line bg-surface px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                  <input type="checkbox" checked={starters.includes(player.id)} onChange={() => toggle(player.id)} disabled={!starters.includes(player.id) && starters.length >= PLAYERS_ON_COURT} />
                  <span className="font-mono text-sm text-muted">{player.number || '–'}</span>
                  {/* Whole names on a phone's two columns: they wrap, never cut (issue 32, point 9). */}
                  <span className="min-w-0 wrap-anywhere" data-testid="starter-name" {...USER_TEXT}>
                    {player.name}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div>
        <Button color="primary" size="large" disabled={!ready} loading={starting} onClick={() => void start()}>
          {t('games.setup.start')}
        </Button>
      </div>
    </Card>
  );
}
