// The planner's reasons in plain English, with a way forward: the default wording until the app
// translates each code itself.
import { PLAYERS_ON_COURT } from './checks';
import type { UnmetTarget } from './planner';

/** Seconds as a coach reads a game clock: 960 → '16:00', 75.5 → '1:16'. */
export function formatGameTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** One sentence per reason; `nameOf` turns a player id into the name the coach knows. */
export function describeUnmet(reason: UnmetTarget, nameOf: (playerId: string) => string = (id) => id): string {
  const t = formatGameTime;
  switch (reason.code) {
    case 'invalid-game':
      return 'The game has no playing time: set the number of periods and their length.';
    case 'too-few-players':
      return `Only ${reason.available} players are available and ${reason.needed} must be on court: everyone plays the whole game. Add players.`;
    case 'invalid-step':
      return `Changes every ${reason.step} seconds cannot be planned: changes are planned at period breaks only. Choose a time between changes.`;
    case 'duplicate-player':
      return `${nameOf(reason.playerId)} is listed twice and is planned once.`;
    case 'lock-ignored':
      return reason.reason === 'player-unavailable'
        ? `The locked stint of ${nameOf(reason.playerId)} in period ${reason.period} was left out: the player is not available. Unlock it or mark the player available.`
        : `The locked stint of ${nameOf(reason.playerId)} in period ${reason.period} is outside the game and was left out.`;
    case 'too-many-locked':
      return `${reason.count} players are locked on court in period ${reason.period} from ${t(reason.start)} to ${t(reason.end)}: unlock ${reason.count - PLAYERS_ON_COURT}.`;
    case 'limits-conflict':
      return `${nameOf(reason.playerId)} must play at least ${t(reason.min)} (locked stints included) but at most ${t(reason.max)}: raise the maximum or unlock a stint.`;
    case 'minimums-too-high':
      return `The minimums add up to ${t(reason.totalMinimum)}, more than the ${t(reason.courtSeconds)} five players can play: lower some minimums.`;
    case 'maximums-too-low':
      return `The maximums add up to ${t(reason.totalMaximum)}, less than the ${t(reason.courtSeconds)} five players must play: raise some maximums or add players.`;
    case 'target-missed':
      return `${nameOf(reason.playerId)} is planned for ${t(reason.planned)} instead of ${t(reason.target)}.`;
    case 'minimum-missed':
      return `${nameOf(reason.playerId)} is planned for ${t(reason.planned)}, under the minimum of ${t(reason.minimum)}: allow more frequent changes or lower the minimum.`;
    case 'maximum-exceeded':
      return `${nameOf(reason.playerId)} is planned for ${t(reason.planned)}, over the maximum of ${t(reason.maximum)}: allow more frequent changes or raise the maximum.`;
    case 'bench-stretch-exceeded':
      return `${nameOf(reason.playerId)} sits for ${t(reason.longest)} in a row, longer than ${t(reason.maxBenchStretch)}: allow a longer stretch or more frequent changes.`;
  }
}
