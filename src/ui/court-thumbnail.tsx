// A small drawing of a half court with the players of a play's first phase, until the engine's
// SVG thumbnails are wired in. Court units: x along the length from the baseline, y across (0..50).
import type { PlayData } from '../../engine/model/play';

const HALF_COURT_LENGTH = 47;
const COURT_WIDTH = 50;
const TEAM_FILL: Record<string, string> = { offense: '#454f5b', ball: '#454f5b', defense: '#c4161c', defense_alt: '#1d4ed8' };

/** The players of the first phase, as discs; a full-court play shows its first half. */
function playersOf(data: PlayData | undefined) {
  const phase = data?.phases?.[0];
  if (!phase) return [];
  return phase.objects
    .filter((item) => item.type === 'object' && item.subType === 'player')
    .map((item) => {
      const player = item as { id: string; pos: { x: number; y: number }; team?: string; number?: number };
      return {
        id: player.id,
        // The drawing puts the baseline at the top: across the court is left to right.
        cx: 4 + (Math.min(Math.max(player.pos.y, 0), COURT_WIDTH) / COURT_WIDTH) * 92,
        cy: 4 + (Math.min(Math.max(player.pos.x, 0), HALF_COURT_LENGTH) / HALF_COURT_LENGTH) * 67,
        fill: TEAM_FILL[player.team ?? 'offense'] ?? TEAM_FILL.offense,
        label: player.number === 0 || player.number === undefined ? '?' : String(player.number),
        ball: player.team === 'ball',
      };
    });
}

export function CourtThumbnail({ className, play }: { className?: string; play?: PlayData }) {
  const players = playersOf(play);
  return (
    <svg viewBox="0 0 100 75" className={className} role="presentation" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <rect width="100" height="75" fill="#e8c598" />
      <g fill="none" stroke="#ffffff" strokeWidth="0.9" opacity="0.95">
        <rect x="4" y="4" width="92" height="67" />
        <rect x="38" y="4" width="24" height="30" />
        <circle cx="50" cy="34" r="9" />
        <path d="M14 4 V18 A36 36 0 0 0 86 18 V4" />
        <path d="M38 71 A12 12 0 0 1 62 71" />
      </g>
      <circle cx="50" cy="10" r="2" fill="none" stroke="#c2410c" strokeWidth="0.9" />
      <g fontSize="4.5" fontWeight="700" textAnchor="middle" fontFamily="Inter Variable, sans-serif">
        {players.map((player) => (
          <g key={player.id}>
            <circle cx={player.cx} cy={player.cy} r="3.6" fill={player.fill} />
            {player.ball && <circle cx={player.cx + 3} cy={player.cy - 3} r="1.4" fill="#ea580c" />}
            <text x={player.cx} y={player.cy + 1.6} fill="#fff">
              {player.label}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
