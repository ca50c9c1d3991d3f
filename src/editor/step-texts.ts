// The steps of "Next phase" and "Validate phase" in the coach's language. The engine's step carries
// an English description and, when its arrow cannot run, one of spec §5's error codes; the editor
// words each step from what it is (the arrow, who did it, who got the ball) through i18n.
import type { TFunction } from 'i18next';
import { isBallTransferKind, playerLabel, resolveArrowEnd, type ArrowKind, type Phase, type PhaseStep, type PlayObject, type StepError } from '../../engine';

/** A player as a step names them: their number (1–5, else unnumbered) and whether they defend. */
export interface StepPlayer {
  number: number;
  defender: boolean;
}

/** What a step is, for the phase panel to word it. */
export interface StepWords {
  kind: ArrowKind;
  option: boolean;
  /** Who did it (null: no player is linked to the arrow's start). */
  actor: StepPlayer | null;
  /** Who got the ball of a pass or handoff (null: none, or not a pass or handoff). */
  receiver: StepPlayer | null;
}

/** One of spec §5's step errors in the coach's language. */
export function stepErrorText(t: TFunction, error: StepError): string {
  return t(`editor.stepErrors.${error}`);
}

function stepPlayer(object: PlayObject | null): StepPlayer | null {
  if (object === null || object.subType !== 'player') return null;
  return { number: object.number ?? 0, defender: object.team === 'defense' || object.team === 'defense_alt' };
}

/** Who did `step` and to whom, found in `phase` (the phase it ran in) as the engine found them. */
export function stepWords(phase: Phase, step: PhaseStep, snapDistance: number): StepWords | null {
  const arrow = phase.objects.find((item) => item.id === step.arrowId);
  if (arrow === undefined || arrow.type !== 'arrow') return null;
  const options = { snapDistance };
  const actor = stepPlayer(resolveArrowEnd(phase, arrow.id, 's', options));
  const receiver = isBallTransferKind(arrow.subType) ? stepPlayer(resolveArrowEnd(phase, arrow.id, 'e', options)) : null;
  return { kind: arrow.subType, option: arrow.option === true, actor, receiver };
}

function playerName(t: TFunction, player: StepPlayer): string {
  const label = playerLabel(player.number);
  const name = label === '?' ? t('editor.steps.unnumbered') : t('editor.steps.player', { number: label, position: t(`editor.palette.positions.${label}`) });
  return player.defender ? t('editor.steps.defender', { player: name }) : name;
}

/** One step's sentence: "2 Shooting Guard passes to 4 Power Forward", "Option: 3 Small Forward cuts". */
export function stepDescription(t: TFunction, words: StepWords): string {
  const receiver = words.receiver === null ? null : playerName(t, words.receiver);
  const to = receiver !== null && isBallTransferKind(words.kind);
  const sentence =
    words.actor === null
      ? t(to ? `editor.steps.unassignedTo.${words.kind}` : `editor.steps.unassigned.${words.kind}`, { receiver })
      : t(to ? `editor.steps.doesTo.${words.kind}` : `editor.steps.does.${words.kind}`, { actor: playerName(t, words.actor), receiver });
  return words.option ? t('editor.steps.option', { step: sentence }) : sentence;
}

/** A phase as the coach knows it: its title, or "Phase N" (its place, from 1) when untitled. */
export function phaseName(t: TFunction, title: string, index: number): string {
  return title || t('editor.phases.phaseNumber', { number: index + 1 });
}
