// Page layout of everything printed (issue 14, spec §3 "Print settings", §9 paper sizes): a play, a
// playbook (cover, table of contents, chapters), a rotation and a practice plan become pages of
// positioned boxes for the PDF writer. Pure and deterministic: same input, same pages.
import { formatPeriodLength, type RotationData } from '../model/rotation';
import type { PlaybookData } from '../model/playbook';
import type { PrintSettings } from '../model/print-settings';
import { blockMinutes, clockTimes, planTotals, type PlanTotals, type PracticePlanInput } from '../practice/clock-times';
import { formatDate, formatTimeRange, localizeDigits, type PracticeLocale } from '../practice/formats';
import { PageFlow, fitText, mirrorPages, numberPages, pointsFont, textItem } from './flow';
import type { ContentsEntry, PrintDirection, PrintLayout, TextItem } from './items';
import {
  BLOCK_GAP,
  CELL_GAP,
  COLUMN_GAP,
  COVER_GAP,
  DEFAULT_COVER_IMAGE_ASPECT,
  ESTIMATED_TEXT,
  TOC_INDENT,
  TOC_PAGE_NUMBER_WIDTH,
  columnWidth,
  lineHeight,
  pageFrame,
  type TextMeasurer,
} from './page';
import { courtSlot, layoutPlayBlock, layoutPlayFlowing, playBlockHeight, printFonts, type PrintablePlay } from './play-block';

export interface LayoutOptions {
  /** How text wraps; the estimate by default, the PDF writer's real font later. */
  measure?: TextMeasurer;
  /** 'rtl' for Arabic: the pages mirrored (spec §4: Arabic forces rtl). */
  direction?: PrintDirection;
}

function startFlow(settings: PrintSettings, options: LayoutOptions): PageFlow {
  return new PageFlow(pageFrame(settings), options.measure ?? ESTIMATED_TEXT);
}

/** The flow's pages numbered, mirrored for right to left: a layout. */
export function finishLayout(flow: PageFlow, options: LayoutOptions, contents: ContentsEntry[] = []): PrintLayout {
  if (flow.pages.length === 0) flow.newPage();
  numberPages(flow.pages, flow.frame);
  const direction = options.direction ?? 'ltr';
  if (direction === 'rtl') mirrorPages(flow.pages);
  return { direction, pages: flow.pages, contents };
}

/** One play (settings section `play`), from the top of page 1. */
export function layoutPlay(play: PrintablePlay, settings: PrintSettings, options: LayoutOptions = {}): PrintLayout {
  const flow = startFlow(settings, options);
  flow.newPage();
  layoutPlayBlock(flow, play, settings, settings.sections.play);
  return finishLayout(flow, options);
}

// ---------------------------------------------------------------------------------------------
// Playbooks.
// ---------------------------------------------------------------------------------------------

/** Packed, a chapter starts on the page in progress only with its first play, or this share of a page when that play runs over pages, below its title. */
const CHAPTER_KEEP_SHARE = 0.3;

export interface PlaybookLabels {
  contents: string;
  /** A play of the playbook that cannot be printed: deleted, or no longer shared. */
  playUnavailable: string;
  untitledChapter: (chapterNumber: number) => string;
  untitledPlay: string;
}

export const DEFAULT_PLAYBOOK_LABELS: PlaybookLabels = {
  contents: 'Contents',
  playUnavailable: 'This play is no longer available.',
  untitledChapter: (chapterNumber) => `Chapter ${chapterNumber}`,
  untitledPlay: 'Untitled play',
};

export interface PlaybookLayoutOptions extends LayoutOptions {
  /** A table of contents after the cover; on by default. */
  tableOfContents?: boolean;
  /** The cover image's height over its width, when the caller knows it (4:3 otherwise). */
  coverImageAspect?: number;
  /** The media ids of text pages' team images the caller has the pictures of; a page whose picture is missing prints without it. */
  textPageImages?: ReadonlySet<string>;
  labels?: Partial<PlaybookLabels>;
}

/** The cover: image (its width the share `imageSize` of the content width), title, subtitle and the playbook's description, aligned as set. */
function layoutCover(flow: PageFlow, cover: PlaybookData['settings']['cover'], description: string, settings: PrintSettings, aspect: number): void {
  const { content } = flow.frame;
  const coverSettings = settings.coverPage;
  const titleFont = pointsFont(coverSettings.titleFont.size, coverSettings.titleFont.bold);
  const subtitleFont = pointsFont(coverSettings.subtitleFont.size, coverSettings.subtitleFont.bold);
  const descriptionFont = printFonts(settings).description;
  const texts = [
    { role: 'coverTitle' as const, fitted: fitText(flow.measure, cover.title, titleFont, content.width, content.height / 4), font: titleFont },
    { role: 'coverSubtitle' as const, fitted: fitText(flow.measure, cover.subtitle, subtitleFont, content.width, content.height / 4), font: subtitleFont },
    { role: 'playbookDescription' as const, fitted: fitText(flow.measure, description, descriptionFont, content.width, content.height / 4), font: descriptionFont },
  ].filter((text) => text.fitted.lines > 0);
  const textHeight = texts.reduce((sum, text, index) => sum + text.fitted.height + (index > 0 ? COVER_GAP : 0), 0);
  const hasImage = cover.imageUrl !== null && cover.imageUrl.length > 0 && coverSettings.imageSize > 0;
  const room = content.height - textHeight - (textHeight > 0 ? COVER_GAP : 0);
  let imageWidth = hasImage ? content.width * coverSettings.imageSize : 0;
  let imageHeight = imageWidth * aspect;
  if (imageHeight > room) {
    imageHeight = Math.max(0, room);
    imageWidth = aspect > 0 ? imageHeight / aspect : 0;
  }
  const groupHeight = (hasImage ? imageHeight + (textHeight > 0 ? COVER_GAP : 0) : 0) + textHeight;
  const free = content.height - groupHeight;
  const offset = coverSettings.verticalAlignment === 'top' ? 0 : coverSettings.verticalAlignment === 'middle' ? free / 2 : free;
  let y = content.y + offset;
  flow.newPage('cover');
  if (hasImage) {
    flow.add({ kind: 'image', role: 'cover', url: cover.imageUrl!, box: { x: content.x + (content.width - imageWidth) / 2, y, width: imageWidth, height: imageHeight } });
    y += imageHeight + (textHeight > 0 ? COVER_GAP : 0);
  }
  for (const text of texts) {
    flow.add(textItem(text.role, text.fitted, text.font, content.x, y, content.width, 'center'));
    y += text.fitted.height + COVER_GAP;
  }
}

/**
 * A playbook (settings section `playbook`): the cover page when the playbook shows one, a table of
 * contents (chapters and their plays, each with the page it starts on), then each chapter from a
 * new page under its title, each play, drill or text page after the first from a new page.
 * `plays` holds the chapters' plays by String(play_id), already migrated.
 */
export function layoutPlaybook(
  playbook: PlaybookData,
  plays: ReadonlyMap<string, PrintablePlay>,
  settings: PrintSettings,
  options: PlaybookLayoutOptions = {},
): PrintLayout {
  const labels = { ...DEFAULT_PLAYBOOK_LABELS, ...options.labels };
  const flow = startFlow(settings, options);
  const { content } = flow.frame;
  const fonts = printFonts(settings);
  const full = { x: content.x, width: content.width };
  const cover = playbook.settings.cover;
  // The playbook's description (issue 30): on its cover, else under the contents' heading, else above its first chapter.
  const description = playbook.settings.description ?? '';
  let descriptionShown = description.length === 0;
  if (cover.show) {
    layoutCover(flow, cover, description, settings, options.coverImageAspect ?? DEFAULT_COVER_IMAGE_ASPECT);
    descriptionShown = true;
  }
  const flowDescription = () => {
    if (descriptionShown) return;
    flow.flowText('playbookDescription', description, fonts.description, full);
    flow.space(BLOCK_GAP);
    descriptionShown = true;
  };

  const playOf = (object: PlaybookData['chapters'][number]['objects'][number]): PrintablePlay | undefined =>
    object.type === 'play' && object.data?.error === undefined ? plays.get(String(object.play_id)) : undefined;

  // The contents are laid out before the chapters: their lines do not depend on the page numbers,
  // which are filled in once the chapters have landed.
  const contents: ContentsEntry[] = [];
  const contentsLines: TextItem[] = [];
  const chapterTitles = playbook.chapters.map((chapter, index) => (chapter.title.length > 0 ? chapter.title : labels.untitledChapter(index + 1)));
  if ((options.tableOfContents ?? true) && playbook.chapters.length > 0) {
    flow.newPage('contents');
    flow.flowText('tocHeading', labels.contents, fonts.title, full);
    flow.space(BLOCK_GAP);
    flowDescription();
    const addLine = (title: string, level: number) => {
      const font = level === 0 ? { ...fonts.description, bold: true } : fonts.phaseNote;
      const indent = level * TOC_INDENT;
      const fitted = fitText(flow.measure, title, font, content.width - indent - TOC_PAGE_NUMBER_WIDTH, content.height);
      const y = flow.reserve(fitted.height + CELL_GAP);
      const line: TextItem = { ...textItem('tocLine', fitted, font, content.x + indent, y, content.width - indent), targetPage: 0, level };
      flow.add(line);
      contentsLines.push(line);
      contents.push({ level, title, page: 0 });
    };
    playbook.chapters.forEach((chapter, index) => {
      addLine(chapterTitles[index]!, 0);
      for (const object of chapter.objects) {
        const play = playOf(object);
        if (play !== undefined) addLine(play.title.length > 0 ? play.title : labels.untitledPlay, 1);
      }
    });
  }

  let entry = 0;
  const landed = (page: number) => {
    const line = contentsLines[entry];
    if (line !== undefined) line.targetPage = page;
    const listed = contents[entry];
    if (listed !== undefined) listed.page = page;
    entry += 1;
  };
  const packed = settings.playLayout.playStart === 'row';
  const classic = playbook.settings.classic.layout;
  const chapterTitleHeight = (title: string) => fitText(flow.measure, title, fonts.title, content.width).height;
  playbook.chapters.forEach((chapter, chapterIndex) => {
    const chapterTitle = chapterTitles[chapterIndex]!;
    // Packed, a chapter starts on the next row when its title and its first play (or a share of a page) fit below.
    const first = chapter.objects.map(playOf).find((play) => play !== undefined);
    const firstHeight = first === undefined ? 0 : playBlockHeight(flow, first, settings, settings.sections.playbook, classic);
    const keep = Math.min(firstHeight, content.height * CHAPTER_KEEP_SHARE);
    if (packed && flow.pages.at(-1)?.kind === 'content' && flow.remaining >= COLUMN_GAP + chapterTitleHeight(chapterTitle) + BLOCK_GAP + keep) {
      flow.space(COLUMN_GAP);
    } else {
      flow.newPage('content');
    }
    flowDescription();
    landed(flow.current.number);
    flow.flowText('chapterTitle', chapterTitle, fonts.title, full);
    flow.space(BLOCK_GAP);
    chapter.objects.forEach((object, objectIndex) => {
      if (objectIndex > 0 && !packed) flow.newPage('content');
      else if (objectIndex > 0) flow.space(COLUMN_GAP);
      const play = playOf(object);
      if (play !== undefined) {
        landed(layoutPlayFlowing(flow, play, settings, settings.sections.playbook, classic));
      } else if (object.type === 'play') {
        flow.flowText('notice', object.data?.error ?? labels.playUnavailable, fonts.description, full);
      } else {
        flow.flowText('textPage', object.text, fonts.description, full);
        if (object.image !== undefined && options.textPageImages?.has(object.image.mediaId)) {
          // Under the text, as wide as the page and at most half as tall; the picture keeps its shape inside.
          if (object.text.length > 0) flow.space(BLOCK_GAP);
          const height = Math.min(content.width * DEFAULT_COVER_IMAGE_ASPECT, content.height / 2);
          const y = flow.reserve(height);
          flow.add({ kind: 'image', role: 'textPage', url: object.image.mediaId, box: { x: content.x, y, width: content.width, height } });
        }
      }
    });
  });
  return finishLayout(flow, options, contents);
}

// ---------------------------------------------------------------------------------------------
// Rotations.
// ---------------------------------------------------------------------------------------------

/** Rotation table columns: jersey number, name, minutes played; the periods share the rest. */
export const ROTATION_NUMBER_WIDTH = 40;
export const ROTATION_NAME_WIDTH = 160;
export const ROTATION_TOTAL_WIDTH = 72;

export interface RotationLabels {
  number: string;
  player: string;
  total: string;
  period: (period: number, periods: number) => string;
}

export const DEFAULT_ROTATION_LABELS: RotationLabels = {
  number: '#',
  player: 'Player',
  total: 'Minutes',
  period: (period, periods) => (periods === 2 ? `H${period}` : `Q${period}`),
};

export interface RotationLayoutOptions extends LayoutOptions {
  labels?: Partial<RotationLabels>;
}

/**
 * A rotation (settings section `rotation`): its title, then a table of the roster, one row a
 * player, each period a column in which the player's stints are bars along the period's time, and
 * the minutes played. Rows flow onto new pages under a repeated header.
 */
export function layoutRotation(rotation: RotationData, settings: PrintSettings, options: RotationLayoutOptions = {}): PrintLayout {
  const labels = { ...DEFAULT_ROTATION_LABELS, ...options.labels };
  const flow = startFlow(settings, options);
  const { content } = flow.frame;
  const fonts = printFonts(settings);
  flow.newPage();
  if (settings.show.title && rotation.title.length > 0) flow.flowText('title', rotation.title, fonts.title, { x: content.x, width: content.width });
  flow.space(BLOCK_GAP);

  const periodsX = content.x + ROTATION_NUMBER_WIDTH + ROTATION_NAME_WIDTH;
  const periodsWidth = content.width - ROTATION_NUMBER_WIDTH - ROTATION_NAME_WIDTH - ROTATION_TOTAL_WIDTH;
  const periodWidth = columnWidth(periodsWidth, rotation.periods);
  const periodX = (period: number) => periodsX + (period - 1) * (periodWidth + COLUMN_GAP);
  const font = fonts.phaseNote;
  const rowHeight = lineHeight(font.size) + 2 * CELL_GAP;
  const cell = (role: TextItem['role'], text: string, x: number, y: number, width: number, bold = false): TextItem => {
    const fitted = fitText(flow.measure, text, { ...font, bold }, width, lineHeight(font.size));
    return textItem(role, fitted, { ...font, bold }, x, y + CELL_GAP, width, role === 'tableHeader' || x >= periodsX ? 'center' : 'start');
  };
  const header = () => {
    const y = flow.reserve(rowHeight);
    flow.add(cell('tableHeader', labels.number, content.x, y, ROTATION_NUMBER_WIDTH, true));
    flow.add(cell('tableHeader', labels.player, content.x + ROTATION_NUMBER_WIDTH, y, ROTATION_NAME_WIDTH, true));
    for (let period = 1; period <= rotation.periods; period += 1) {
      flow.add(cell('tableHeader', labels.period(period, rotation.periods), periodX(period), y, periodWidth, true));
    }
    flow.add(cell('tableHeader', labels.total, content.x + content.width - ROTATION_TOTAL_WIDTH, y, ROTATION_TOTAL_WIDTH, true));
  };
  header();
  for (const player of rotation.players) {
    if (rowHeight > flow.remaining) {
      flow.newPage();
      header();
    }
    const y = flow.reserve(rowHeight);
    flow.add(cell('tableCell', player.number, content.x, y, ROTATION_NUMBER_WIDTH));
    flow.add(cell('tableCell', player.name, content.x + ROTATION_NUMBER_WIDTH, y, ROTATION_NAME_WIDTH));
    let seconds = 0;
    for (const stint of rotation.stints) {
      if (stint.playerId !== player.id || stint.period > rotation.periods) continue;
      const start = Math.max(0, Math.min(stint.start, rotation.periodLength));
      const end = Math.max(start, Math.min(stint.end, rotation.periodLength));
      seconds += end - start;
      flow.add({
        kind: 'bar',
        role: 'stint',
        playerId: player.id,
        period: stint.period,
        box: { x: periodX(stint.period) + (start / rotation.periodLength) * periodWidth, y: y + CELL_GAP, width: ((end - start) / rotation.periodLength) * periodWidth, height: rowHeight - 2 * CELL_GAP },
      });
    }
    flow.add(cell('tableCell', formatPeriodLength(seconds), content.x + content.width - ROTATION_TOTAL_WIDTH, y, ROTATION_TOTAL_WIDTH));
  }
  return finishLayout(flow, options);
}

// ---------------------------------------------------------------------------------------------
// Practice plans.
// ---------------------------------------------------------------------------------------------

/** The width of a practice plan's clock-time column. */
export const PRACTICE_TIME_WIDTH = 128;

export interface PracticePlanLabels {
  minutes: (minutes: number) => string;
  /** The totals line: total minutes, and against the planned length when there is one. */
  totals: (totals: PlanTotals) => string;
  coach: (name: string) => string;
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
}

export const DEFAULT_PRACTICE_PLAN_LABEL_TEXTS: PracticePlanLabelTexts = {
  minutes: '{minutes} min',
  total: 'Total {minutes} min',
  totalOfPlanned: '{total} of {planned} planned ({verdict})',
  over: '{minutes} min over',
  under: '{minutes} min under',
  onTime: 'on time',
  coach: 'Coach: {name}',
};

/** `template` with each `{name}` of `values` filled in; other braces stay as they are. */
export function fillLabel(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}

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
  };
}

export const DEFAULT_PRACTICE_PLAN_LABELS: PracticePlanLabels = practicePlanLabels();

export interface PracticePlanLayoutOptions extends LayoutOptions {
  /** Drills the blocks link to, by String(drillId), migrated: the first phase of each is printed beside its block. */
  drills?: ReadonlyMap<string, PrintablePlay>;
  locale?: PracticeLocale;
  labels?: Partial<PracticePlanLabels>;
}

/**
 * A practice plan (settings section `practicePlan`): title, date, start and end times (the print
 * settings' time and date formats), location, focus and totals; then one row a block: its clock
 * times, title and minutes, coach, stations side by side as lines, notes, and the linked drill's
 * first phase as wide as one grid column. A row goes whole onto the next page.
 */
export function layoutPracticePlan(
  plan: PracticePlanInput & { title: string; date: string },
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
  const details = [formatDate(plan.date, dateFormat, locale), formatTimeRange(totals.startMinutes, totals.endMinutes, timeFormat, locale), plan.location ?? '', plan.focus ?? '']
    .filter((part) => part.length > 0)
    .join(' · ');
  flow.space(CELL_GAP);
  flow.flowText('planDetails', details, fonts.description, full);
  flow.flowText('planDetails', localized(labels.totals(totals)), fonts.description, full);
  flow.space(BLOCK_GAP);

  const drillWidth = columnWidth(content.width, settings.columns);
  plan.exercises.forEach((block, index) => {
    const time = times[index]!;
    const drill = block.drillId === null || block.drillId === undefined ? undefined : options.drills?.get(String(block.drillId));
    const textX = content.x + PRACTICE_TIME_WIDTH + COLUMN_GAP;
    const textWidth = content.width - PRACTICE_TIME_WIDTH - COLUMN_GAP - (drill === undefined ? 0 : drillWidth + COLUMN_GAP);
    const timeText = fitText(flow.measure, formatTimeRange(time.startMinutes, time.endMinutes, timeFormat, locale), fonts.phaseNote, PRACTICE_TIME_WIDTH, content.height);
    const lines: { role: TextItem['role']; text: string; font: typeof fonts.phaseNote }[] = [
      { role: 'blockTitle', text: `${block.title} · ${localized(labels.minutes(blockMinutes(block)))}`, font: fonts.phaseTitle },
      ...(block.coach ? [{ role: 'blockNotes' as const, text: labels.coach(block.coach), font: fonts.phaseNote }] : []),
      ...(block.stations ?? []).map((station) => ({
        role: 'station' as const,
        text: `${station.title} · ${localized(labels.minutes(station.minutes))}${station.coach ? ` · ${labels.coach(station.coach)}` : ''}`,
        font: fonts.phaseNote,
      })),
      ...(block.freeText ? [{ role: 'blockNotes' as const, text: block.freeText, font: fonts.phaseNote }] : []),
      ...(block.notes.length > 0 ? [{ role: 'blockNotes' as const, text: block.notes, font: fonts.phaseNote }] : []),
    ];
    let room = content.height;
    const fitted = lines.map((line) => {
      const fit = fitText(flow.measure, line.text, line.font, textWidth, room);
      room -= fit.height;
      return fit;
    });
    const stackHeight = fitted.reduce((sum, fit) => sum + fit.height, 0);
    const court = drill === undefined ? undefined : courtSlot(drill, 0, settings, settings.sections.practicePlan, 0, 0, drillWidth, content.height);
    const rowHeight = Math.max(timeText.height, stackHeight, court?.box.height ?? 0);
    const y = flow.reserve(rowHeight);
    flow.add(textItem('blockTime', timeText, fonts.phaseNote, content.x, y, PRACTICE_TIME_WIDTH));
    let lineY = y;
    fitted.forEach((fit, lineIndex) => {
      if (fit.lines === 0) return;
      flow.add(textItem(lines[lineIndex]!.role, fit, lines[lineIndex]!.font, textX, lineY, textWidth));
      lineY += fit.height;
    });
    if (court !== undefined) {
      const x = content.x + content.width - drillWidth;
      flow.add({ ...court, box: { ...court.box, x: x + (drillWidth - court.box.width) / 2, y } });
    }
    flow.space(BLOCK_GAP);
  });
  return finishLayout(flow, { ...options, direction });
}
