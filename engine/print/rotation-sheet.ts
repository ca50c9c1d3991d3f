// A rotation printed for the bench (issue 30): a table of the roster with a minute scale and period
// dividers, each stint a bar with its in/out clock times under it, minutes per player in each period
// and in all; then the substitution card: per period, who starts it and each change at its clock
// time ("6:00 — In 7, 9 · Out 2, 4"). Pure: same rotation, same pages.
import type { PrintSettings } from '../model/print-settings';
import type { RotationData } from '../model/rotation';
import { localizeDigits } from '../practice/formats';
import { courtMoments } from '../rotation/checks';
import { formatGameTime } from '../rotation/describe-unmet';
import { fitText, pointsFont, textItem, type FontSpec, type PageFlow } from './flow';
import type { PrintLayout, RuleItem, TextItem } from './items';
import { BLOCK_GAP, CELL_GAP, COLUMN_GAP, columnWidth, lineHeight, type Box } from './page';
import { printFonts } from './play-block';
import { fillLabel, finishLayout, startFlow, type LayoutOptions } from './sheet';

/** Rotation table columns: jersey number, name, minutes played; the periods share the rest. */
export const ROTATION_NUMBER_WIDTH = 40;
export const ROTATION_NAME_WIDTH = 160;
export const ROTATION_TOTAL_WIDTH = 72;
/** A stint's bar: thick enough to read at arm's length, thin enough to leave room for its times. */
export const ROTATION_BAR_HEIGHT = 10;
/** The clock times under bars and the minute scale's numbers: the smallest print that stays legible. */
export const ROTATION_SMALL_FONT_PT = 8;
/** A minute scale tick's length; the labelled ones twice this. */
export const ROTATION_TICK_LENGTH = 4;
/** Minutes between the minute scale's numbers: the smallest of these that leaves room for each. */
export const MINUTE_SCALE_STEPS = [1, 2, 5, 10, 15, 20, 30] as const;

/**
 * The rotation's labels as texts in the coach's language, `{name}` marking what the layout fills in:
 * the page resolves them through i18n and sends them in the print request.
 */
export interface RotationLabelTexts {
  number: string;
  player: string;
  /** The minutes column's heading. */
  total: string;
  /** {period}: a quarter's heading. */
  quarter: string;
  /** {period}: a half's heading. */
  half: string;
  /** {minutes} */
  minutes: string;
  /** The substitution card's heading. */
  substitutions: string;
  /** {players}: who is on court as the period starts. */
  onCourt: string;
  /** {players} */
  in: string;
  /** {players} */
  out: string;
}

export const DEFAULT_ROTATION_LABEL_TEXTS: RotationLabelTexts = {
  number: '#',
  player: 'Player',
  total: 'Minutes',
  quarter: 'Q{period}',
  half: 'H{period}',
  minutes: '{minutes} min',
  substitutions: 'Substitutions',
  onCourt: 'On court {players}',
  in: 'In {players}',
  out: 'Out {players}',
};

/** Digits in the locale's (Arabic-Indic in Arabic, LayoutOptions.locale); Arabic lays the pages out right to left. */
export interface RotationLayoutOptions extends LayoutOptions {
  /** English where one is missing. */
  labels?: Partial<RotationLabelTexts>;
}

/** One line of the substitution card. */
export interface SubstitutionLine {
  period: number;
  /** Seconds into the period. */
  at: number;
  /** At a period's start: the five on court; later: who comes in and who goes out. */
  onCourt?: string[];
  in: string[];
  out: string[];
}

/**
 * The substitution card's lines: per period, who is on court at its start, then each moment the
 * plan changes who is on court, with who comes in and who goes out (player ids, roster order).
 */
export function substitutionLines(rotation: Pick<RotationData, 'periods' | 'periodLength' | 'players' | 'stints'>): SubstitutionLine[] {
  const lines: SubstitutionLine[] = [];
  const moments = courtMoments(rotation);
  moments.forEach((moment, index) => {
    const before = moments[index - 1];
    if (before === undefined || before.period !== moment.period) {
      lines.push({ period: moment.period, at: moment.start, onCourt: [...moment.playerIds], in: [], out: [] });
      return;
    }
    const coming = moment.playerIds.filter((id) => !before.playerIds.includes(id));
    const going = before.playerIds.filter((id) => !moment.playerIds.includes(id));
    if (coming.length > 0 || going.length > 0) lines.push({ period: moment.period, at: moment.start, in: coming, out: going });
  });
  return lines;
}

/** A space lines do not break at. */
const NO_BREAK = '\u00a0';

/** A stint's in and out times on the period's clock: '6:00–8:00'. */
export const stintClock = (start: number, end: number) => `${formatGameTime(start)}–${formatGameTime(end)}`;

/** Minutes with at most one decimal: 750 s → 12.5. */
const minutesOf = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

/** The smallest scale step whose numbers each have `labelWidth` of room in a period `width` wide. */
export function minuteScaleStep(periodMinutes: number, width: number, labelWidth: number): number {
  return MINUTE_SCALE_STEPS.find((step) => (width * step) / periodMinutes >= labelWidth) ?? periodMinutes;
}

const rule = (role: RuleItem['role'], x1: number, y1: number, x2: number, y2: number): RuleItem => ({ kind: 'rule', role, box: { x: x1, y: y1, width: x2 - x1, height: y2 - y1 } });

/**
 * A rotation (settings section `rotation`): its title; a table, one row a player, whose period
 * columns carry a minute scale under the header and dividers between them; each stint a bar along
 * its period with its clock times beneath, and the player's minutes in the period; then the
 * substitution card, the periods side by side. Rows flow onto new pages under a repeated header.
 */
export function layoutRotation(rotation: RotationData, settings: PrintSettings, options: RotationLayoutOptions = {}): PrintLayout {
  const text = { ...DEFAULT_ROTATION_LABEL_TEXTS, ...options.labels };
  const locale = options.locale ?? 'en';
  const localized = (value: string) => localizeDigits(value, locale);
  const periodLabel = (period: number) => localized(fillLabel(rotation.periods === 2 ? text.half : text.quarter, { period }));
  const minutesLabel = (seconds: number) => localized(fillLabel(text.minutes, { minutes: minutesOf(seconds) }));
  const numberOf = new Map(rotation.players.map((player) => [player.id, player.number.length > 0 ? player.number : player.name]));
  const playerList = (ids: readonly string[]) => localized(ids.map((id) => numberOf.get(id) ?? id).join(', '));

  const flow = startFlow(settings, options);
  const { content } = flow.frame;
  const fonts = printFonts(settings);
  flow.newPage();
  if (settings.show.title && rotation.title.length > 0) flow.flowText('title', rotation.title, fonts.title, { x: content.x, width: content.width });
  flow.space(BLOCK_GAP);

  const { periods, periodLength } = rotation;
  const periodsX = content.x + ROTATION_NUMBER_WIDTH + ROTATION_NAME_WIDTH;
  const periodsWidth = content.width - ROTATION_NUMBER_WIDTH - ROTATION_NAME_WIDTH - ROTATION_TOTAL_WIDTH;
  const periodWidth = columnWidth(periodsWidth, periods);
  const periodX = (period: number) => periodsX + (period - 1) * (periodWidth + COLUMN_GAP);
  const timeX = (period: number, seconds: number) => periodX(period) + (Math.max(0, Math.min(seconds, periodLength)) / periodLength) * periodWidth;
  const font = fonts.phaseNote;
  const small = pointsFont(ROTATION_SMALL_FONT_PT, false);
  /** One line of a table cell. */
  const cell = (role: TextItem['role'], value: string, cellFont: FontSpec, x: number, y: number, width: number, align: TextItem['align']): TextItem =>
    textItem(role, fitText(flow.measure, value, cellFont, width, lineHeight(cellFont.size)), cellFont, x, y, width, align);

  // Period dividers: a rule in the middle of the gap between periods, and at the table's ends, from
  // the header down to the last row on each page.
  const dividers = (top: number, bottom: number) => {
    for (let period = 1; period <= periods + 1; period += 1) {
      const x = period === 1 ? periodsX : period > periods ? periodX(periods) + periodWidth : periodX(period) - COLUMN_GAP / 2;
      flow.add(rule('periodDivider', x, top, x, bottom));
    }
  };

  // The header, then the minute scale: a tick each minute, a number each `step` minutes.
  const headerHeight = lineHeight(font.size) + 2 * CELL_GAP;
  const periodMinutes = periodLength / 60;
  // Room for a two-digit number.
  const labelWidth = 2 * small.size;
  const step = minuteScaleStep(periodMinutes, periodWidth, labelWidth);
  const scaleHeight = lineHeight(small.size) + 2 * ROTATION_TICK_LENGTH + CELL_GAP;
  const header = (): number => {
    const y = flow.reserve(headerHeight + scaleHeight);
    const bold = { ...font, bold: true };
    flow.add(cell('tableHeader', text.number, bold, content.x, y + CELL_GAP, ROTATION_NUMBER_WIDTH, 'center'));
    flow.add(cell('tableHeader', text.player, bold, content.x + ROTATION_NUMBER_WIDTH, y + CELL_GAP, ROTATION_NAME_WIDTH, 'start'));
    const scaleY = y + headerHeight;
    for (let period = 1; period <= periods; period += 1) {
      flow.add(cell('tableHeader', periodLabel(period), bold, periodX(period), y + CELL_GAP, periodWidth, 'center'));
      flow.add(rule('minuteTick', periodX(period), scaleY + scaleHeight - CELL_GAP, periodX(period) + periodWidth, scaleY + scaleHeight - CELL_GAP));
      for (let minute = 0; minute <= periodMinutes + 1e-9; minute += 1) {
        const x = timeX(period, minute * 60);
        const labelled = minute % step === 0;
        const base = scaleY + scaleHeight - CELL_GAP;
        flow.add(rule('minuteTick', x, base - (labelled ? 2 : 1) * ROTATION_TICK_LENGTH, x, base));
        // The numbers at the period's ends are left to the dividers' sides: the end's would meet the next period's 0.
        if (labelled && minute > 0 && minute < periodMinutes) flow.add(cell('minuteScale', localized(String(minute)), small, x - labelWidth / 2, scaleY, labelWidth, 'center'));
      }
    }
    flow.add(cell('tableHeader', text.total, bold, content.x + content.width - ROTATION_TOTAL_WIDTH, y + CELL_GAP, ROTATION_TOTAL_WIDTH, 'center'));
    return y;
  };

  let tableTop = header();
  for (const player of rotation.players) {
    const stints = rotation.stints
      .filter((stint) => stint.playerId === player.id && stint.period <= periods)
      .map((stint) => ({ ...stint, start: Math.max(0, Math.min(stint.start, periodLength)), end: Math.max(0, Math.min(stint.end, periodLength)) }))
      .filter((stint) => stint.end > stint.start)
      .sort((a, b) => a.period - b.period || a.start - b.start);
    // Each period's clock times and minutes, wrapped in its column (at most three lines).
    const periodTexts = Array.from({ length: periods }, (_, index) => {
      const inPeriod = stints.filter((stint) => stint.period === index + 1);
      if (inPeriod.length === 0) return undefined;
      const seconds = inPeriod.reduce((sum, stint) => sum + stint.end - stint.start, 0);
      const value = `${localized(inPeriod.map((stint) => stintClock(stint.start, stint.end)).join(', '))} · ${minutesLabel(seconds)}`;
      return fitText(flow.measure, value, small, periodWidth, lineHeight(small.size, 3));
    });
    const timesHeight = Math.max(0, ...periodTexts.map((fitted) => fitted?.height ?? 0));
    const rowHeight = 2 * CELL_GAP + Math.max(lineHeight(font.size), ROTATION_BAR_HEIGHT + (timesHeight > 0 ? CELL_GAP / 2 + timesHeight : 0));
    if (rowHeight > flow.remaining) {
      dividers(tableTop, flow.bottom - flow.remaining);
      flow.newPage();
      tableTop = header();
    }
    const y = flow.reserve(rowHeight);
    flow.add(rule('rowLine', content.x, y, content.x + content.width, y));
    flow.add(cell('tableCell', localized(player.number), font, content.x, y + CELL_GAP, ROTATION_NUMBER_WIDTH, 'center'));
    flow.add(cell('tableCell', player.name, font, content.x + ROTATION_NUMBER_WIDTH, y + CELL_GAP, ROTATION_NAME_WIDTH, 'start'));
    for (const stint of stints) {
      const box: Box = { x: timeX(stint.period, stint.start), y: y + CELL_GAP, width: timeX(stint.period, stint.end) - timeX(stint.period, stint.start), height: ROTATION_BAR_HEIGHT };
      flow.add({ kind: 'bar', role: 'stint', playerId: player.id, period: stint.period, box });
    }
    periodTexts.forEach((fitted, index) => {
      if (fitted !== undefined) flow.add(textItem('stintTimes', fitted, small, periodX(index + 1), y + CELL_GAP + ROTATION_BAR_HEIGHT + CELL_GAP / 2, periodWidth, 'center'));
    });
    const total = stints.reduce((sum, stint) => sum + stint.end - stint.start, 0);
    flow.add(cell('tableCell', minutesLabel(total), font, content.x + content.width - ROTATION_TOTAL_WIDTH, y + CELL_GAP, ROTATION_TOTAL_WIDTH, 'center'));
  }
  dividers(tableTop, flow.bottom - flow.remaining);

  layoutSubstitutionCard(flow, rotation, settings, {
    heading: text.substitutions,
    periodLabel,
    line: (line) => {
      const time = `${localized(formatGameTime(line.at))}${NO_BREAK}—`;
      if (line.onCourt !== undefined) return `${time} ${fillLabel(text.onCourt, { players: playerList(line.onCourt) })}`;
      // "In 7, 9" and "Out 2, 4" each stay on one line: a line breaks between them.
      const together = (part: string) => part.replace(/ /g, NO_BREAK);
      const parts = [...(line.in.length > 0 ? [fillLabel(text.in, { players: playerList(line.in) })] : []), ...(line.out.length > 0 ? [fillLabel(text.out, { players: playerList(line.out) })] : [])];
      return `${time} ${parts.map(together).join(' · ')}`;
    },
  });
  const direction = options.direction ?? (locale === 'ar' ? 'rtl' : 'ltr');
  return finishLayout(flow, { ...options, direction });
}

/**
 * The substitution card: its heading, then the periods side by side (their lines under each
 * period's heading). It goes whole onto the next page when it does not fit under the table.
 */
function layoutSubstitutionCard(
  flow: PageFlow,
  rotation: RotationData,
  settings: PrintSettings,
  words: { heading: string; periodLabel: (period: number) => string; line: (line: SubstitutionLine) => string },
): void {
  const { content } = flow.frame;
  const fonts = printFonts(settings);
  const lines = substitutionLines(rotation);
  if (lines.length === 0) return;
  const width = columnWidth(content.width, rotation.periods);
  const columns = Array.from({ length: rotation.periods }, (_, index) => {
    const period = index + 1;
    const heading = fitText(flow.measure, words.periodLabel(period), fonts.phaseTitle, width, content.height);
    const texts = lines.filter((line) => line.period === period).map((line) => fitText(flow.measure, words.line(line), fonts.phaseNote, width, content.height / 2));
    return { heading, texts, height: heading.height + texts.reduce((sum, fitted) => sum + CELL_GAP + fitted.height, 0) };
  });
  const heading = fitText(flow.measure, words.heading, fonts.title, content.width, content.height);
  const height = heading.height + CELL_GAP + Math.max(...columns.map((column) => column.height));
  flow.space(2 * BLOCK_GAP);
  const top = flow.reserve(height);
  flow.add(textItem('cardHeading', heading, fonts.title, content.x, top, content.width));
  columns.forEach((column, index) => {
    const x = content.x + index * (width + COLUMN_GAP);
    let y = top + heading.height + CELL_GAP;
    flow.add(textItem('cardPeriod', column.heading, fonts.phaseTitle, x, y, width));
    y += column.heading.height;
    for (const fitted of column.texts) {
      y += CELL_GAP;
      flow.add(textItem('cardLine', fitted, fonts.phaseNote, x, y, width));
      y += fitted.height;
    }
  });
}
