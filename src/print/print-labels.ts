// The words of what is printed (issues 14, 30), in the coach's language: every label that reaches a
// PDF (the contents' heading, untitled chapters and plays, the practice sheet's and rotation sheet's
// labels) resolved through i18n and sent in the print request with the language's digits and
// direction. Apart from the dialog so a test prints with the shipped locales' texts.
import type { TFunction } from 'i18next';
import type { PracticeLocale, PracticePlanLabelTexts, PrintDirection, PrintSettings, RotationLabelTexts } from '../../engine';
import { withOptions, type PrintContent, type PrintDocument, type PrintRequest } from '../../workers/print/print-request';

/** The document the worker prints: what the screen loaded, with the words of the coach's language. */
export function documentOf(content: PrintContent, t: TFunction): PrintDocument {
  switch (content.kind) {
    case 'playbook':
      return {
        ...content,
        labels: { contents: t('print.contents'), playUnavailable: t('print.playUnavailable'), untitledPlay: t('print.untitledPlay'), untitledChapter: t('print.untitledChapter', { number: '{number}' }) },
      };
    case 'practicePlan':
      return { ...content, labels: practicePlanLabelTexts(t) };
    case 'rotation':
      return { ...content, labels: rotationLabelTexts(t) };
    default:
      return content;
  }
}

/** The request the worker prints: the document, the coach's settings, the language's direction and words. */
export function requestOf(content: PrintContent, settings: PrintSettings, direction: PrintDirection, locale: PracticeLocale, t: TFunction): PrintRequest {
  return withOptions(documentOf(content, t), { settings, direction, locale });
}

/** The printed plan's labels in the coach's language, their values left as `{name}` for the layout to fill in. */
/** A value the layout fills in: `{name}`. */
const slot = (name: string) => `{${name}}`;

function practicePlanLabelTexts(t: TFunction): PracticePlanLabelTexts {
  return {
    minutes: t('print.planLabels.minutes', { minutes: slot('minutes') }),
    total: t('print.planLabels.total', { minutes: slot('minutes') }),
    totalOfPlanned: t('print.planLabels.totalOfPlanned', { total: slot('total'), planned: slot('planned'), verdict: slot('verdict') }),
    over: t('print.planLabels.over', { minutes: slot('minutes') }),
    under: t('print.planLabels.under', { minutes: slot('minutes') }),
    onTime: t('print.planLabels.onTime'),
    coach: t('print.planLabels.coach', { name: slot('name') }),
    focus: t('print.planLabels.focus', { focus: slot('focus') }),
    players: t('print.planLabels.players', { count: slot('count') }),
    equipment: t('print.planLabels.equipment', { items: slot('items') }),
    coachingPoints: t('print.planLabels.coachingPoints', { points: slot('points') }),
  };
}

/** The printed rotation's labels in the coach's language, their values left as `{name}` for the layout to fill in. */
function rotationLabelTexts(t: TFunction): RotationLabelTexts {
  return {
    number: t('print.rotationLabels.number'),
    player: t('print.rotationLabels.player'),
    total: t('print.rotationLabels.total'),
    quarter: t('print.rotationLabels.quarter', { period: slot('period') }),
    half: t('print.rotationLabels.half', { period: slot('period') }),
    minutes: t('print.rotationLabels.minutes', { minutes: slot('minutes') }),
    substitutions: t('print.rotationLabels.substitutions'),
    onCourt: t('print.rotationLabels.onCourt', { players: slot('players') }),
    in: t('print.rotationLabels.in', { players: slot('players') }),
    out: t('print.rotationLabels.out', { players: slot('players') }),
  };
}
