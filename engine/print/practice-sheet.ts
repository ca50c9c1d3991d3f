// A practice plan printed for the court (issues 14, 30): the plan's details, focus, totals and notes
// at the top; then one row a block: its clock range on one line, the drill and its minutes, coach
// and stations, the block's players, equipment and coaching points (its own, else the linked
// drill's), the block's notes, and the drill's first phase beside them. Pure: same plan, same pages.
import type { PrintSettings } from '../model/print-settings';
import { blockMinutes, clockTimes, planTotals, type PlanTotals, type PracticePlanInput } from '../practice/clock-times';
import { formatDate, formatTimeRange, localizeDigits } from '../practice/formats';
import { fitText, textItem, type FontSpec } from './flow';
import type { PrintLayout, TextItem } from './items';
import { BLOCK_GAP, CELL_GAP, COLUMN_GAP, PX_PER_INCH, type TextMeasurer } from './page';
import { courtSlot, printFonts, type PrintablePlay } from './play-block';
import { fillLabel, finishLayout, startFlow, type LayoutOptions } from './sheet';

/** A linked drill's first phase: as wide as the smallest half court that stays legible on paper (2.3 in). */
export const PRACTICE_DIAGRAM_WIDTH = 2.3 * PX_PER_INCH;
/** The clock-time column is as wide as its widest range on one line, but no more than this share of the page. */
export const PRACTICE_TIME_MAX_SHARE = 1 / 3;

export interface PracticePlanLabels {
  minutes: (minutes: number) => string;
  /** The totals line: total minutes, and against the planned length when there is one. */
  totals: (totals: PlanTotals) => string;
  coach: (name: string) => string;
  focus: (focus: string) => string;
  players: (count: number) => string;
  equipment: (items: readonly string[]) => string;
  coachingPoints: (points: string) => string;
}

/**
 * The practice plan's labels as texts in the coach's language, `{name}` marking what is filled in
 * here: the page resolves them through i18n and sends them in the print request (functions cannot
 * cross to the print worker).
 */
export interface PracticePlanLabelTexts {
  /** {minutes} */
  minutes: string;
  /** {minutes}: the plan's total. */
  total: string;
  /** {total} (the text above), {planned}, {verdict} (one of the three below). */
  totalOfPlanned: string;
  /** {minutes} */
  over: string;
  /** {minutes} */
  under: string;
  onTime: string;
  /** {name} */
  coach: string;
  /** {focus} */
  focus: string;
  /** {count}: the drill's players. */
  players: string;
  /** {items}: the drill's equipment, listed. */
  equipment: string;
  /** {points}: the drill's coaching points. */
  coachingPoints: string;
}

export const DEFAULT_PRACTICE_PLAN_LABEL_TEXTS: PracticePlanLabelTexts = {
  minutes: '{minutes} min',
  total: 'Total {minutes} min',
  totalOfPlanned: '{total} of {planned} planned ({verdict})',
  over: '{minutes} min over',
  under: '{minutes} min under',
  onTime: 'on time',
  coach: 'Coach: {name}',
  focus: 'Focus: {focus}',
  players: 'Players: {count}',
  equipment: 'Equipment: {items}',
  coachingPoints: 'Coaching points: {points}',
};

/** The labels of the texts given, English where one is missing. */
export function practicePlanLabels(texts: Partial<PracticePlanLabelTexts> = {}): PracticePlanLabels {
  const text = { ...DEFAULT_PRACTICE_PLAN_LABEL_TEXTS, ...texts };
  return {
    minutes: (minutes) => fillLabel(text.minutes, { minutes }),
    totals: (totals) => {
      const total = fillLabel(text.total, { minutes: totals.totalMinutes });
      if (totals.plannedMinutes === null) return total;
      const difference = Math.abs(totals.differenceMinutes);
      const verdict = totals.status === 'over' ? fillLabel(text.over, { minutes: difference }) : totals.status === 'under' ? fillLabel(text.under, { minutes: difference }) : text.onTime;
      return fillLabel(text.totalOfPlanned, { total, planned: totals.plannedMinutes, verdict });
    },
    coach: (name) => fillLabel(text.coach, { name }),
    focus: (focus) => fillLabel(text.focus, { focus }),
    players: (count) => fillLabel(text.players, { count }),
    equipment: (items) => fillLabel(text.equipment, { items: items.join(', ') }),
    coachingPoints: (points) => fillLabel(text.coachingPoints, { points }),
  };
}

export const DEFAULT_PRACTICE_PLAN_LABELS: PracticePlanLabels = practicePlanLabels();

export interface PracticePlanLayoutOptions extends LayoutOptions {
  /** Drills the blocks link to, by String(drillId), migrated: the first phase of each is printed beside its block. */
  drills?: ReadonlyMap<string, PrintablePlay>;
  labels?: Partial<PracticePlanLabels>;
}

/** Players, equipment and coaching points, as a drill (play.ts) or a block (practice-plan.ts) has them. */
export interface DrillDetails {
  players?: number;
  equipment?: readonly string[];
  coachingPoints?: string;
}

/**
 * What a block prints of its drill details (issue 32): its own once it has any (copied from the drill
 * when added, then the coach's: one cleared stays cleared), else its linked drill's (plans saved
 * before blocks had their own).
 */
export function blockDetails(block: DrillDetails, drill: PrintablePlay | undefined): DrillDetails | undefined {
  const own = block.players !== undefined || block.equipment !== undefined || block.coachingPoints !== undefined;
  return own ? block : drill?.data.settings.drill;
}

/** The narrowest width (to a page unit) in which each of `texts` takes one line, at most `max`. */
export function oneLineWidth(measure: TextMeasurer, texts: readonly string[], font: FontSpec, max: number): number {
  const fits = (width: number) => texts.every((text) => measure.lineCount(text, font, width) <= 1);
  if (!fits(max)) return max;
  let low = 0;
  let high = max;
  while (high - low > 1) {
    const middle = (low + high) / 2;
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return Math.ceil(high);
}

/**
 * A practice plan (settings section `practicePlan`): title; date, start and end times (the print
 * settings' time and date formats) and location; focus; totals; the plan's notes; then one row a
 * block. A row goes whole onto the next page.
 */
export function layoutPracticePlan(
  plan: PracticePlanInput & { title: string; date: string; notes?: string },
  settings: PrintSettings,
  options: PracticePlanLayoutOptions = {},
): PrintLayout {
  const labels = { ...DEFAULT_PRACTICE_PLAN_LABELS, ...options.labels };
  const locale = options.locale ?? 'en';
  // Arabic forces right to left (spec §4) unless the caller says otherwise.
  const direction = options.direction ?? (locale === 'ar' ? 'rtl' : 'ltr');
  const { timeFormat, dateFormat } = settings.practicePlan;
  const flow = startFlow(settings, options);
  const { content } = flow.frame;
  const fonts = printFonts(settings);
  const full = { x: content.x, width: content.width };
  const localized = (text: string) => localizeDigits(text, locale);
  const times = clockTimes(plan);
  const totals = planTotals(plan);

  flow.newPage();
  if (settings.show.title && plan.title.length > 0) flow.flowText('title', plan.title, fonts.title, full);
  const details = [formatDate(plan.date, dateFormat, locale), formatTimeRange(totals.startMinutes, totals.endMinutes, timeFormat, locale), plan.location ?? '']
    .filter((part) => part.length > 0)
    .join(' · ');
  flow.space(CELL_GAP);
  flow.flowText('planDetails', details, fonts.description, full);
  if (plan.focus) flow.flowText('planDetails', labels.focus(plan.focus), { ...fonts.description, bold: true }, full);
  flow.flowText('planDetails', localized(labels.totals(totals)), fonts.description, full);
  if (plan.notes) {
    flow.space(CELL_GAP);
    flow.flowText('planNotes', plan.notes, fonts.phaseNote, full);
  }
  flow.space(BLOCK_GAP);

  const timeTexts = times.map((time) => formatTimeRange(time.startMinutes, time.endMinutes, timeFormat, locale));
  const timeFont = { ...fonts.phaseNote, bold: true };
  const timeWidth = oneLineWidth(flow.measure, timeTexts, timeFont, content.width * PRACTICE_TIME_MAX_SHARE);
  const diagramWidth = Math.min(PRACTICE_DIAGRAM_WIDTH, content.width / 3);
  const drillOf = (id: string | number | null | undefined) => (id === null || id === undefined ? undefined : options.drills?.get(String(id)));
  plan.exercises.forEach((block, index) => {
    const drill = drillOf(block.drillId);
    const textX = content.x + timeWidth + COLUMN_GAP;
    const textWidth = content.width - timeWidth - COLUMN_GAP - (drill === undefined ? 0 : diagramWidth + COLUMN_GAP);
    const timeText = fitText(flow.measure, timeTexts[index]!, timeFont, timeWidth, content.height);
    const title = block.title.length > 0 ? block.title : (drill?.title ?? '');
    const line = (role: TextItem['role'], text: string, font = fonts.phaseNote) => ({ role, text, font });
    // Players, equipment and coaching points: a block's own (issue 32), else its linked drill's; each station's drill's (issue 30).
    const detailLines = (about: DrillDetails | undefined) => [
        ...(about?.players !== undefined ? [line('drillDetails', localized(labels.players(about.players)))] : []),
        ...(about?.equipment?.length ? [line('drillDetails', labels.equipment(about.equipment))] : []),
        ...(about?.coachingPoints ? [line('coachingPoints', labels.coachingPoints(about.coachingPoints))] : []),
    ];
    const drillLines = (linked: PrintablePlay | undefined) => detailLines(linked?.data.settings.drill);
    const lines = [
      line('blockTitle', `${title} · ${localized(labels.minutes(blockMinutes(block)))}`, fonts.phaseTitle),
      ...(block.coach ? [line('blockNotes', labels.coach(block.coach))] : []),
      ...(block.stations ?? []).flatMap((station) => {
        const linked = drillOf(station.drillId);
        const stationTitle = station.title.length > 0 ? station.title : (linked?.title ?? '');
        return [
          line('station', `${stationTitle} · ${localized(labels.minutes(station.minutes))}${station.coach ? ` · ${labels.coach(station.coach)}` : ''}`),
          ...drillLines(linked),
          ...(station.notes ? [line('blockNotes', station.notes)] : []),
        ];
      }),
      ...detailLines(blockDetails(block, drill)),
      ...(block.freeText ? [line('blockNotes', block.freeText)] : []),
      ...(block.notes.length > 0 ? [line('blockNotes', block.notes)] : []),
    ];
    let room = content.height;
    const fitted = lines.map((entry) => {
      const fit = fitText(flow.measure, entry.text, entry.font, textWidth, room);
      room -= fit.height;
      return fit;
    });
    const stackHeight = fitted.reduce((sum, fit) => sum + fit.height, 0);
    const court = drill === undefined ? undefined : courtSlot(drill, 0, settings, settings.sections.practicePlan, 0, 0, diagramWidth, content.height);
    const rowHeight = Math.max(timeText.height, stackHeight, court?.box.height ?? 0);
    const y = flow.reserve(rowHeight);
    flow.add(textItem('blockTime', timeText, timeFont, content.x, y, timeWidth));
    let lineY = y;
    fitted.forEach((fit, lineIndex) => {
      if (fit.lines === 0) return;
      flow.add(textItem(lines[lineIndex]!.role, fit, lines[lineIndex]!.font, textX, lineY, textWidth));
      lineY += fit.height;
    });
    if (court !== undefined) {
      const x = content.x + content.width - diagramWidth;
      flow.add({ ...court, box: { ...court.box, x: x + (diagramWidth - court.box.width) / 2, y } });
    }
    flow.space(BLOCK_GAP);
  });
  return finishLayout(flow, { ...options, direction });
}
