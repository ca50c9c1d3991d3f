// Step descriptions in a coach's words: "2 Shooting Guard passes to 4 Power Forward".
import type { ArrowKind, PlayObject } from '../model/play';
import { playerLabel, POSITIONS, TEAM_SUFFIXES } from '../model/players';

/** "2 Shooting Guard", "? " for an unnumbered player, with "on Defense" for defenders. */
export function describePlayer(player: PlayObject): string {
  const label = playerLabel(player.number ?? 0);
  const name = label === '?' ? '?' : `${label} ${POSITIONS[Number(label) as 1 | 2 | 3 | 4 | 5]}`;
  const onDefense = player.team === 'defense' || player.team === 'defense_alt';
  return onDefense ? `${name} ${TEAM_SUFFIXES.defense}` : name;
}

const VERBS: Readonly<Record<ArrowKind, string>> = {
  cut: 'cuts',
  screen: 'screens',
  dribble: 'dribbles',
  pass: 'passes',
  handoff: 'hands off',
  shot: 'shoots',
};

/**
 * One step's sentence. `actor` is who does it (null when nobody is linked), `receiver` who gets
 * the ball of a pass or handoff (null when unknown). Options read "Option: ...".
 */
export function describeStep(kind: ArrowKind, actor: PlayObject | null, receiver: PlayObject | null, option: boolean): string {
  const target = receiver !== null && (kind === 'pass' || kind === 'handoff') ? ` to ${describePlayer(receiver)}` : '';
  const sentence = actor === null ? `Unassigned ${kind}${target}` : `${describePlayer(actor)} ${VERBS[kind]}${target}`;
  return option ? `Option: ${sentence}` : sentence;
}
