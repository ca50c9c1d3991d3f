// The season as a chart: one bar per player, its parts the games (oldest first), and a dashed line
// at the team's average total. Plain SVG, drawn to the width it is given: one unit a CSS pixel, so
// its labels keep their size on a phone instead of shrinking with the picture (issue 32, point 9).
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Season } from '../season';
import { formatMinutes } from './format';

const ROW = 26;
const BAR = 18;
/** The names' column: at most this wide, and at most LABEL_SHARE of a narrow chart. */
const LABEL_WIDTH = 150;
const LABEL_SHARE = 0.4;
/** The width drawn before the chart has been measured. */
const CHART_WIDTH = 640;
/** Narrower than this, the chart is drawn at this width and shrinks (a label stays readable down to phones). */
const MIN_CHART_WIDTH = 280;
/** Room after a bar for its total. */
const TOTAL_ROOM = 60;
const AXIS = 24;
/** Every label's size in CSS pixels: readable on a phone. */
const LABEL_FONT_PX = 12;

/** The element's width in CSS pixels, followed as it changes (CHART_WIDTH until measured). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(CHART_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Games told apart by hue, evenly around the wheel, readable on white and in print. */
const gameColor = (index: number, count: number) => `hsl(${Math.round((index * 360) / Math.max(1, count)) + 210} 60% 50%)`;

export function SeasonChart({ season }: { season: Season }) {
  const { t } = useTranslation();
  const [figure, measured] = useWidth<HTMLElement>();
  const chartWidth = Math.max(MIN_CHART_WIDTH, measured);
  const labelWidth = Math.min(LABEL_WIDTH, Math.round(chartWidth * LABEL_SHARE));
  const barsWidth = chartWidth - labelWidth - TOTAL_ROOM;
  const longest = Math.max(season.averageTotal, ...season.players.map((player) => player.total), 1);
  const scale = barsWidth / longest;
  const height = season.players.length * ROW + AXIS;
  const averageX = labelWidth + season.averageTotal * scale;
  return (
    <figure ref={figure} className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${chartWidth} ${height}`} className="h-auto w-full" role="img" aria-label={t('season.chartLabel', { average: formatMinutes(season.averageTotal) })}>
        {season.players.map((player, row) => {
          let x = labelWidth;
          const y = row * ROW + (ROW - BAR) / 2;
          return (
            <g key={player.playerId}>
              <text x={labelWidth - 8} y={y + BAR / 2} textAnchor="end" dominantBaseline="middle" className="fill-current" fontSize={LABEL_FONT_PX}>
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
              <text x={x + 6} y={y + BAR / 2} dominantBaseline="middle" className="fill-current" fontSize={LABEL_FONT_PX}>
                {formatMinutes(player.total)}
              </text>
            </g>
          );
        })}
        <line x1={averageX} x2={averageX} y1={0} y2={season.players.length * ROW} stroke="currentColor" strokeDasharray="4 3" strokeWidth={1.5} />
        <text x={averageX} y={season.players.length * ROW + 16} textAnchor="middle" className="fill-current" fontSize={LABEL_FONT_PX}>
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
