// A playbook's call sheet (issue 30): one page for the sideline, every play's call name by chapter
// beside a small first-phase diagram, the names large enough to read at arm's length. The cells'
// size is the largest that puts the whole playbook on one page; a playbook too big for that at the
// smallest diagram runs on over more pages.
import type { PlaybookData } from '../model/playbook';
import type { PrintSettings } from '../model/print-settings';
import { PageFlow, fitText, pointsFont, textItem } from './flow';
import type { PrintLayout } from './items';
import { DEFAULT_PLAYBOOK_LABELS, finishLayout, type LayoutOptions, type PlaybookLabels } from './layout';
import { BLOCK_GAP, CELL_GAP, COLUMN_GAP, ESTIMATED_TEXT, PX_PER_INCH, columnWidth, lineHeight, pageFrame } from './page';
import { courtSlot, courtViewBox, printFonts, printedObjectSizeFactor, type PrintablePlay } from './play-block';

/** A call name's size: read from the bench, a few steps away. */
export const CALL_NAME_POINTS = 14;
/** A chapter's heading on the call sheet. */
export const CALL_CHAPTER_POINTS = 16;
/** The first phase's diagram beside a call: at most, and at least (below that a playbook runs on over pages). */
export const CALL_DIAGRAM_INCHES = { max: 1.75, min: 0.7 } as const;
/** Most columns of calls a page. */
const MAX_CALL_COLUMNS = 4;
/** The diagram takes at most this share of its cell; the name the rest. */
const DIAGRAM_CELL_SHARE = 0.45;
/** Between rows of calls. */
const ROW_GAP = 2 * CELL_GAP;

interface Call {
  play: PrintablePlay;
  name: string;
}

interface SheetGrid {
  columns: number;
  diagram: number;
  height: number;
}

/** A playbook's call sheet (settings section `playbook`; its page and court settings). */
export function layoutCallSheet(playbook: PlaybookData, plays: ReadonlyMap<string, PrintablePlay>, settings: PrintSettings, options: LayoutOptions & { labels?: Partial<PlaybookLabels> } = {}): PrintLayout {
  const labels = { ...DEFAULT_PLAYBOOK_LABELS, ...options.labels };
  const flow = new PageFlow(pageFrame(settings), options.measure ?? ESTIMATED_TEXT);
  const { content } = flow.frame;
  const full = { x: content.x, width: content.width };
  const nameFont = pointsFont(CALL_NAME_POINTS, true);
  const chapterFont = pointsFont(CALL_CHAPTER_POINTS, true);
  const titleFont = printFonts(settings).title;
  const chapters = playbook.chapters.map((chapter, index) => ({
    title: chapter.title.length > 0 ? chapter.title : labels.untitledChapter(index + 1),
    calls: chapter.objects.flatMap((object): Call[] => {
      const play = object.type === 'play' && object.data?.error === undefined ? plays.get(String(object.play_id)) : undefined;
      return play === undefined || play.data.phases.length === 0 ? [] : [{ play, name: play.title.length > 0 ? play.title : labels.untitledPlay }];
    }),
  }));
  const title = playbook.settings.cover.title;
  const titleHeight = title.length > 0 ? fitText(flow.measure, title, titleFont, content.width).height + BLOCK_GAP : 0;
  const chapterHeight = lineHeight(chapterFont.size) + CELL_GAP;
  const aspect = Math.max(...[...plays.values()].map((play) => courtViewBox(play.data, settings.sidelines)).map((box) => box.height / box.width), 1);

  // The largest diagram (then the fewest columns) that puts every call on one page; else the most compact.
  const grids: SheetGrid[] = [];
  for (let columns = 1; columns <= MAX_CALL_COLUMNS; columns += 1) {
    const diagram = Math.min(CALL_DIAGRAM_INCHES.max * PX_PER_INCH, columnWidth(content.width, columns) * DIAGRAM_CELL_SHARE);
    if (diagram < CALL_DIAGRAM_INCHES.min * PX_PER_INCH) break;
    const row = Math.max(diagram * aspect, lineHeight(nameFont.size)) + ROW_GAP;
    const used = chapters.filter((chapter) => chapter.calls.length > 0);
    const height = titleHeight + used.reduce((sum, chapter) => sum + chapterHeight + Math.ceil(chapter.calls.length / columns) * row + BLOCK_GAP, 0);
    grids.push({ columns, diagram, height });
  }
  const fitting = grids.filter((grid) => grid.height <= content.height).sort((a, b) => b.diagram - a.diagram || a.columns - b.columns);
  const grid = fitting[0] ?? [...grids].sort((a, b) => a.height - b.height)[0]!;

  flow.newPage('content');
  if (title.length > 0) {
    flow.flowText('title', title, titleFont, { ...full, align: 'center' });
    flow.space(BLOCK_GAP);
  }
  const cell = columnWidth(content.width, grid.columns);
  const nameWidth = cell - grid.diagram - CELL_GAP;
  for (const chapter of chapters) {
    if (chapter.calls.length === 0) continue;
    const rowHeight = Math.max(grid.diagram * aspect, lineHeight(nameFont.size));
    // A chapter's heading stays with its first row.
    if (flow.remaining < chapterHeight + rowHeight && !flow.atTop) flow.newPage('content');
    flow.flowText('chapterTitle', chapter.title, chapterFont, full);
    flow.space(CELL_GAP);
    for (let start = 0; start < chapter.calls.length; start += grid.columns) {
      const y = flow.reserve(rowHeight);
      chapter.calls.slice(start, start + grid.columns).forEach((call, column) => {
        const x = content.x + column * (cell + COLUMN_GAP);
        const court = courtSlot(call.play, 0, settings, settings.sections.playbook, x, y, grid.diagram, rowHeight);
        // A small reminder of the set: the play's own marker size (the minimums are for the play's pages), arrows kept visible.
        flow.add({ ...court, box: { ...court.box, x }, objectSizeFactor: printedObjectSizeFactor(call.play.data, settings.sections.playbook, settings.scaleFactor) });
        const name = fitText(flow.measure, call.name, nameFont, nameWidth, rowHeight);
        flow.add(textItem('callName', name, nameFont, x + grid.diagram + CELL_GAP, y, nameWidth));
      });
      flow.space(ROW_GAP);
    }
    flow.space(BLOCK_GAP);
  }
  return finishLayout(flow, options);
}
