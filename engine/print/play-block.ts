// One play on paper (issue 14): title, description, its phases in a grid (or a list), its videos.
// Shared by layoutPlay and layoutPlaybook, and the court slot by layoutPracticePlan's drills.
import { drawPhase, PRINT_COURT_COLORS } from '../draw/draw-phase';
import type { Primitive } from '../draw/primitives';
import { ARROW_STROKE_WIDTH, courtDimensions, DEFAULT_COURT_KIND, PLAYER_BOX_WIDTH } from '../geometry/court';
import type { PlayData } from '../model/play';
import type { PlaybookLayout } from '../model/playbook';
import type { PrintLayoutPreset, PrintSectionSettings, PrintSettings } from '../model/print-settings';
import { PageFlow, fitText, pointsFont, textItem, type FontSpec } from './flow';
import type { CourtItem } from './items';
import type { PrintedVideoLink } from './video-links';
import {
  BLOCK_GAP,
  CELL_GAP,
  CLASSIC_LAYOUT_PRESETS,
  COLUMN_GAP,
  PRINT_MINIMUMS,
  PRINT_PRESET_GRIDS,
  PX_PER_INCH,
  ROW_COURT_GAP,
  ROW_VIDEO_QR_SIZE,
  ROW_VIDEO_SHARE,
  VIDEO_QR_SIZE,
  columnWidth,
  pointsToPx,
  type Box,
} from './page';

/** A play (or drill) as printed: its record's id and title, and its data (migrated to the latest version). */
export interface PrintablePlay {
  id: string | number;
  title: string;
  type?: 'play' | 'drill';
  data: PlayData;
  /** Its videos as printed (video-links.ts), by their index in settings.videos; a video without one prints its stored url. */
  videoLinks?: readonly PrintedVideoLink[];
}

export interface PrintFonts {
  title: FontSpec;
  description: FontSpec;
  phaseTitle: FontSpec;
  phaseNote: FontSpec;
}

/** Spec §3 font sizes: object title 16 (bold), play 14, phase title 12 (bold), phase 12; none under PRINT_MINIMUMS' text. */
export function printFonts(settings: Pick<PrintSettings, 'fontSizes'>): PrintFonts {
  const sizes = settings.fontSizes;
  const legible = (points: number) => Math.max(points, PRINT_MINIMUMS.textPoints);
  return {
    title: pointsFont(legible(sizes.objectTitle), true),
    description: pointsFont(legible(sizes.play), false),
    phaseTitle: pointsFont(legible(sizes.phaseTitle), true),
    phaseNote: pointsFont(legible(sizes.phase), false),
  };
}

/** The section's factor when it overwrites the play's own, else the play's; times the print scale. */
export function printedObjectSizeFactor(play: Pick<PlayData, 'settings'>, section: PrintSectionSettings, scaleFactor: number): number {
  const factor = section.overwriteScaling ? section.objectSizeFactor : play.settings.objectSizeFactor;
  return factor * scaleFactor;
}

/** The court-unit area a play's court is printed with: the court and `sidelines` around it. */
export function courtViewBox(play: Pick<PlayData, 'settings'>, sidelines: number): Box {
  const court = courtDimensions(play.settings.courtType ?? DEFAULT_COURT_KIND, play.settings.viewMode);
  return { x: -sidelines, y: -sidelines, width: court.length + 2 * sidelines, height: court.width + 2 * sidelines };
}

/** The narrowest a play's diagram may print (PRINT_MINIMUMS: a half court's, a full court at the same scale), in page units. */
export function minimumCourtWidth(play: Pick<PlayData, 'settings'>, sidelines: number): number {
  const shown = courtViewBox(play, sidelines);
  const half = courtViewBox({ settings: { ...play.settings, viewMode: 'half' } }, sidelines);
  return PRINT_MINIMUMS.halfCourtWidthInches * PX_PER_INCH * (shown.width / half.width);
}

/**
 * How a court `box` wide prints: its object size factor raised so a player marker keeps
 * PRINT_MINIMUMS' diameter (its number scales with it), its arrows thickened to the minimum stroke.
 */
export function legibleScales(play: PrintablePlay, boxWidth: number, viewBox: Box, factor: number): { objectSizeFactor: number; arrowScale: number } {
  const unit = boxWidth / viewBox.width;
  const view = play.data.settings.viewMode;
  const markerFactor = (PRINT_MINIMUMS.markerInches * PX_PER_INCH) / (PLAYER_BOX_WIDTH[view] * unit);
  const arrowScale = pointsToPx(PRINT_MINIMUMS.arrowStrokePoints) / (ARROW_STROKE_WIDTH[view] * unit);
  return { objectSizeFactor: Math.max(factor, markerFactor), arrowScale: Math.max(1, arrowScale) };
}

/** A court slot `width` wide at most and `maxHeight` high at most, keeping the court's aspect, centred in `width`. */
export function courtSlot(
  play: PrintablePlay,
  phaseIndex: number,
  settings: Pick<PrintSettings, 'sidelines' | 'scaleFactor' | 'playLayout'>,
  section: PrintSectionSettings,
  x: number,
  y: number,
  width: number,
  maxHeight = Infinity,
): CourtItem {
  const viewBox = courtViewBox(play.data, settings.sidelines);
  const height = Math.min(width * (viewBox.height / viewBox.width), maxHeight);
  const slotWidth = height * (viewBox.width / viewBox.height);
  return {
    kind: 'court',
    playId: String(play.id),
    phaseIndex,
    phaseId: play.data.phases[phaseIndex]?.id ?? '',
    box: { x: x + (width - slotWidth) / 2, y, width: slotWidth, height },
    court: play.data.settings.courtType ?? DEFAULT_COURT_KIND,
    view: play.data.settings.viewMode,
    sidelines: settings.sidelines,
    viewBox,
    ...legibleScales(play, slotWidth, viewBox, printedObjectSizeFactor(play.data, section, settings.scaleFactor)),
    courtStyle: settings.playLayout.courtStyle,
  };
}

/** A play's grid on the page: its phases' columns, each court's width and height, and the gap between columns. */
export interface PlayGrid {
  columns: number;
  courtWidth: number;
  courtHeight: number;
  gap: number;
}

/** The preset a play prints with: 'classic' is the playbook's own layout, or (a single play) the columns setting. */
export function resolvedPreset(preset: PrintLayoutPreset, classic: PlaybookLayout | undefined): PrintLayoutPreset {
  return preset === 'classic' && classic !== undefined ? CLASSIC_LAYOUT_PRESETS[classic] : preset;
}

/**
 * The grid of `play` in `width` x `height` of content: the preset's columns, each court as wide as
 * its column and no taller than the preset's share of the page; a court under PRINT_MINIMUMS' width
 * is made wider, and where its column is too narrow for that the play gets a column fewer.
 */
export function playGrid(
  play: Pick<PlayData, 'settings'> & { phases?: readonly unknown[] },
  settings: Pick<PrintSettings, 'sidelines' | 'columns' | 'layout' | 'playLayout'>,
  width: number,
  height: number,
  classic?: PlaybookLayout,
): PlayGrid {
  const preset = resolvedPreset(settings.playLayout.preset, classic);
  const presetGrid = preset === 'classic' ? { columns: settings.columns, heightShare: 1 } : PRINT_PRESET_GRIDS[preset];
  // One play a row: as many columns as it has phases (up to the preset's), closer together.
  const row = preset === 'row';
  const grid = row ? { ...presetGrid, columns: Math.max(1, Math.min(presetGrid.columns, play.phases?.length ?? presetGrid.columns)) } : presetGrid;
  const gap = row ? ROW_COURT_GAP : COLUMN_GAP;
  const viewBox = courtViewBox(play, settings.sidelines);
  const aspect = viewBox.height / viewBox.width;
  const minimum = Math.min(minimumCourtWidth(play, settings.sidelines), width);
  // A list puts one phase a row: the court as wide as one column of a grid (at least two), text beside it.
  const list = settings.layout === 'list';
  let columns = list ? Math.max(2, grid.columns) : grid.columns;
  while (columns > 1 && columnWidth(width, columns, gap) < minimum) columns -= 1;
  const column = columnWidth(width, columns, gap);
  const courtWidth = Math.min(column, Math.max(minimum, (height * grid.heightShare) / aspect));
  return { columns: list ? 1 : columns, courtWidth, courtHeight: courtWidth * aspect, gap };
}

/**
 * Lays one play out from the flow's cursor: title and description across the content width, then
 * rows of `columns` phases (phase title, court, note; courts of a row level), then its videos, each
 * with a QR square. A row goes whole onto the next page when it does not fit; a row taller than a
 * page has its notes cut. Returns the page (1-based) the play starts on.
 */
/** What a court item shows: its phase's display list at the printed object size (the PDF and the preview draw it), or nothing when the play is missing. */
export function courtItemPrimitives(item: CourtItem, play: PrintablePlay | undefined): Primitive[] | undefined {
  const phase = play?.data.phases[item.phaseIndex];
  if (play === undefined || phase === undefined) return undefined;
  const print = item.courtStyle === 'print';
  return drawPhase(
    phase,
    { ...play.data.settings, objectSizeFactor: item.objectSizeFactor },
    { court: item.court, view: item.view, arrowScale: item.arrowScale, ...(print ? { courtColors: PRINT_COURT_COLORS, notation: 'print' } : {}) },
  );
}

export function layoutPlayBlock(flow: PageFlow, play: PrintablePlay, settings: PrintSettings, section: PrintSectionSettings, classic?: PlaybookLayout): number {
  const { content } = flow.frame;
  const fonts = printFonts(settings);
  const show = settings.show;
  const measure = flow.measure;
  const full = { x: content.x, width: content.width };
  let firstPage: number | undefined;
  const mark = () => (firstPage ??= flow.current.number);

  const grid = playGrid(play.data, settings, content.width, content.height, classic);
  const videos = show.videos ? play.data.settings.videos : [];
  const rowPreset = resolvedPreset(settings.playLayout.preset, classic) === 'row';
  if (rowPreset) {
    // One play a row: its title and description with its videos (small QR codes) beside them, in one band.
    if (layoutRowHeader(flow, play, settings, videos)) mark();
    flow.space(CELL_GAP);
  } else {
    if (show.title && play.title.length > 0) {
      flow.flowText('title', play.title, fonts.title, full);
      mark();
    }
    const description = play.data.settings.description;
    if (show.description && description.length > 0) {
      flow.space(CELL_GAP);
      flow.flowText('description', description, fonts.description, full);
      mark();
    }
    flow.space(BLOCK_GAP);
  }

  const phases = play.data.phases;
  const list = settings.layout === 'list';
  const columns = grid.columns;
  // A grid's court is centred in its column; a list's sits at the start of its row, text beside it.
  const courtWidth = list ? grid.courtWidth : columnWidth(content.width, columns, grid.gap);
  const textWidth = list ? content.width - courtWidth - COLUMN_GAP : courtWidth;
  const naturalCourtHeight = grid.courtHeight;

  for (let start = 0; start < phases.length; start += columns) {
    const row = phases.slice(start, start + columns);
    // A phase title takes at most a third of a page, so a row always fits on one.
    const titles = row.map((phase) => fitText(measure, show.phaseTitles ? phase.title : '', fonts.phaseTitle, textWidth, content.height / 3));
    const titleBand = Math.max(0, ...titles.map((title) => title.height));
    const titleGap = titleBand > 0 ? CELL_GAP : 0;
    let courtHeight: number;
    let noteRoom: number;
    if (list) {
      courtHeight = Math.min(naturalCourtHeight, content.height);
      noteRoom = content.height - titleBand - titleGap;
    } else {
      courtHeight = Math.max(0, Math.min(naturalCourtHeight, content.height - titleBand - titleGap));
      noteRoom = content.height - titleBand - titleGap - courtHeight - CELL_GAP;
    }
    const notes = row.map((phase) => fitText(measure, show.phaseDescriptions ? phase.note : '', fonts.phaseNote, textWidth, noteRoom));
    const noteBand = Math.max(0, ...notes.map((note) => note.height));
    const noteGap = noteBand > 0 ? CELL_GAP : 0;
    const rowHeight = list ? Math.max(courtHeight, titleBand + titleGap + noteBand) : titleBand + titleGap + courtHeight + noteGap + noteBand;
    const y = flow.reserve(rowHeight);
    mark();
    row.forEach((_phase, column) => {
      const phaseIndex = start + column;
      const x = content.x + column * (courtWidth + grid.gap);
      const textX = list ? x + courtWidth + COLUMN_GAP : x;
      const title = titles[column]!;
      const note = notes[column]!;
      if (title.lines > 0) flow.add(textItem('phaseTitle', title, fonts.phaseTitle, textX, y, textWidth));
      const courtY = list ? y : y + titleBand + titleGap;
      flow.add(courtSlot(play, phaseIndex, settings, section, x, courtY, courtWidth, courtHeight));
      if (note.lines > 0) flow.add(textItem('phaseNote', note, fonts.phaseNote, textX, list ? y + titleBand + titleGap : courtY + courtHeight + noteGap, textWidth));
    });
    flow.space(COLUMN_GAP);
  }

  if (!rowPreset && videos.length > 0) {
    const linkWidth = content.width - VIDEO_QR_SIZE - COLUMN_GAP;
    for (const [index, video] of videos.entries()) {
      const link = play.videoLinks?.[index] ?? { url: video.url, label: video.url };
      const url = fitText(measure, link.label, fonts.phaseNote, linkWidth, VIDEO_QR_SIZE);
      const note = fitText(measure, video.note, fonts.phaseNote, linkWidth, content.height - url.height - CELL_GAP);
      const rowHeight = Math.max(VIDEO_QR_SIZE, url.height + (note.lines > 0 ? CELL_GAP + note.height : 0));
      const y = flow.reserve(rowHeight);
      mark();
      const linkX = content.x + VIDEO_QR_SIZE + COLUMN_GAP;
      flow.add({
        kind: 'video',
        url: link.url,
        note: video.note,
        box: { x: content.x, y, width: content.width, height: rowHeight },
        qr: { x: content.x, y, width: VIDEO_QR_SIZE, height: VIDEO_QR_SIZE },
      });
      flow.add(textItem('videoUrl', url, fonts.phaseNote, linkX, y, linkWidth));
      if (note.lines > 0) flow.add(textItem('videoNote', note, fonts.phaseNote, linkX, y + url.height + CELL_GAP, linkWidth));
      flow.space(CELL_GAP);
    }
  }
  return mark();
}

/**
 * The 'row' preset's band above a play's courts: its title and description at the start, its
 * videos (each a ROW_VIDEO_QR_SIZE QR code, its link and note beside it) at the end, as tall as the
 * taller side.
 */
function layoutRowHeader(flow: PageFlow, play: PrintablePlay, settings: PrintSettings, videos: PlayData['settings']['videos']): boolean {
  const { content } = flow.frame;
  const fonts = printFonts(settings);
  const show = settings.show;
  const videoWidth = videos.length > 0 ? content.width * ROW_VIDEO_SHARE : 0;
  const textWidth = content.width - (videos.length > 0 ? videoWidth + COLUMN_GAP : 0);
  const title = fitText(flow.measure, show.title ? play.title : '', fonts.title, textWidth, content.height / 4);
  const description = fitText(flow.measure, show.description ? play.data.settings.description : '', fonts.description, textWidth, content.height / 4);
  const textHeight = title.height + (title.lines > 0 && description.lines > 0 ? CELL_GAP : 0) + description.height;
  const linkWidth = videoWidth - ROW_VIDEO_QR_SIZE - CELL_GAP;
  const videoRows = videos.map((video, index) => {
    const link = play.videoLinks?.[index] ?? { url: video.url, label: video.url };
    const label = fitText(flow.measure, link.label, fonts.phaseNote, linkWidth, ROW_VIDEO_QR_SIZE);
    const note = fitText(flow.measure, video.note, fonts.phaseNote, linkWidth, Math.max(0, ROW_VIDEO_QR_SIZE - label.height - CELL_GAP));
    return { link, label, note, height: ROW_VIDEO_QR_SIZE };
  });
  const videosHeight = videoRows.reduce((sum, row, index) => sum + row.height + (index > 0 ? CELL_GAP : 0), 0);
  const height = Math.max(textHeight, videosHeight);
  if (height === 0) return false;
  const y = flow.reserve(height);
  if (title.lines > 0) flow.add(textItem('title', title, fonts.title, content.x, y, textWidth));
  if (description.lines > 0) flow.add(textItem('description', description, fonts.description, content.x, y + title.height + (title.lines > 0 ? CELL_GAP : 0), textWidth));
  const videoX = content.x + content.width - videoWidth;
  let rowY = y;
  for (const [index, row] of videoRows.entries()) {
    const linkX = videoX + ROW_VIDEO_QR_SIZE + CELL_GAP;
    flow.add({
      kind: 'video',
      url: row.link.url,
      note: videos[index]!.note,
      box: { x: videoX, y: rowY, width: videoWidth, height: row.height },
      qr: { x: videoX, y: rowY, width: ROW_VIDEO_QR_SIZE, height: ROW_VIDEO_QR_SIZE },
    });
    flow.add(textItem('videoUrl', row.label, fonts.phaseNote, linkX, rowY, linkWidth));
    if (row.note.lines > 0) flow.add(textItem('videoNote', row.note, fonts.phaseNote, linkX, rowY + row.label.height + CELL_GAP, linkWidth));
    rowY += row.height + CELL_GAP;
  }
  return true;
}

/**
 * A play from the next row (issue 30: packed), kept whole: when it fits on a page but not in what
 * is left of this one, it starts the next page; one taller than a page starts here and runs on.
 * (With `playStart` 'page' the caller starts each play's page.) Returns its first page.
 */
export function layoutPlayFlowing(flow: PageFlow, play: PrintablePlay, settings: PrintSettings, section: PrintSectionSettings, classic?: PlaybookLayout): number {
  if (settings.playLayout.playStart === 'row' && !flow.atTop) {
    const height = playBlockHeight(flow, play, settings, section, classic);
    if (height <= flow.frame.content.height && height > flow.remaining) flow.newPage('content');
  }
  return layoutPlayBlock(flow, play, settings, section, classic);
}

/** The height `play` takes laid out from a page's top (its last gap, which a page's foot absorbs, left out); Infinity when it runs over a page. */
export function playBlockHeight(flow: PageFlow, play: PrintablePlay, settings: PrintSettings, section: PrintSectionSettings, classic?: PlaybookLayout): number {
  const trial = new PageFlow(flow.frame, flow.measure);
  trial.newPage('content');
  layoutPlayBlock(trial, play, settings, section, classic);
  return trial.pages.length > 1 ? Infinity : trial.bottom - trial.remaining - trial.top - COLUMN_GAP;
}
