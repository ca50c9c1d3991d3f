// The season as a chart: one bar per player, its parts the games (oldest first), and a dashed line
// at the team's average total. Plain SVG, drawn to the width it is given.
import { useTranslation } from 'react-i18next';
import type { Season } from '../season';
import { formatMinutes } from './format';

const ROW = 26;
const BAR = 18;
const LABEL_WIDTH = 150;
const CHART_WIDTH = 640;
const AXIS = 24;

/** Games told apart by hue, evenly around the wheel, readable on white and in print. */
const gameColor = (index: number, count: number) => `hsl(${Math.round((index * 360) / Math.max(1, count)) + 210} 60% 50%)`;

export function SeasonChart({ season }: { season: Season }) {
  const { t } = useTranslation();
  const barsWidth = CHART_WIDTH - LABEL_WIDTH - 60;
  const longest = Math.max(season.averageTotal, ...season.players.map((player) => player.total), 1);
  const scale = barsWidth / longest;
  const height = season.players.length * ROW + AXIS;
  const averageX = LABEL_WIDTH + season.averageTotal * scale;
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${CHART_WIDTH} ${height}`} className="h-auto w-full" role="img" aria-label={t('season.chartLabel', { average: formatMinutes(season.averageTotal) })}>
        {season.players.map((player, row) => {
          let x = LABEL_WIDTH;
          const y = row * ROW + (ROW - BAR) / 2;
          return (
            <g key={player.playerId}>
              <text x={LABEL_WIDTH - 8} y={y + BAR / 2} textAnchor="end" dominantBaseline="middle" className="fill-current text-[12px]">
                {player.number ? `#${player.number} ` : ''}
                {player.name}
              </text>
              {player.perGame.map((seconds, index) => {
                if (!seconds) return null;
                const width = seconds * scale;
                const part = (
                  <rect key={season.games[index]!.gameId} x={x} y={y} width={width} height={BAR} fill={gameColor(index, season.games.length)}>
                    <title>{`${season.games[index]!.date} ${season.games[index]!.opponent}: ${formatMinutes(seconds)}`}</title>
                  </rect>
                );
                x += width;
                return part;
              })}
              <text x={x + 6} y={y + BAR / 2} dominantBaseline="middle" className="fill-current text-[11px]">
                {formatMinutes(player.total)}
              </text>
            </g>
          );
        })}
        <line x1={averageX} x2={averageX} y1={0} y2={season.players.length * ROW} stroke="currentColor" strokeDasharray="4 3" strokeWidth={1.5} />
        <text x={averageX} y={season.players.length * ROW + 16} textAnchor="middle" className="fill-current text-[11px]">
          {t('season.averageLine', { minutes: formatMinutes(season.averageTotal) })}
        </text>
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-xs text-muted">
        {season.games.map((game, index) => (
          <span key={game.gameId} className="inline-flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm" style={{ background: gameColor(index, season.games.length) }} aria-hidden="true" />
            {game.date} {game.opponent}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
