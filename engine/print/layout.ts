// Page layout of everything printed (issue 14, spec §3 "Print settings", §9 paper sizes): a play, a
// playbook (cover, table of contents, chapters), a rotation and a practice plan become pages of
// positioned boxes for the PDF writer. Pure and deterministic: same input, same pages.
import type { PlaybookData } from '../model/playbook';
import type { PrintSettings } from '../model/print-settings';
import { type PageFlow, fitText, pointsFont, textItem } from './flow';
import type { ContentsEntry, PrintLayout, TextItem } from './items';
import {
  BLOCK_GAP,
  CELL_GAP,
  COLUMN_GAP,
  COVER_GAP,
  DEFAULT_COVER_IMAGE_ASPECT,
  TOC_INDENT,
  TOC_PAGE_NUMBER_WIDTH,
} from './page';
import { layoutPlayBlock, layoutPlayFlowing, playBlockHeight, printFonts, resolvedPreset, type PrintablePlay } from './play-block';
import { finishLayout, startFlow, type LayoutOptions } from './sheet';

/**
 * `layout` in the settings' orientation (issue 30). Landscape prints one play a row where the
 * preset is the playbook's classic layout. 'auto' is portrait, except where `mayTurn` (a playbook
 * in its classic layout): there both are laid out and the one of fewer pages kept, portrait on a
 * tie (a book of four-phase plays: a play a portrait page, two a landscape one).
 */
function inOrientation(settings: PrintSettings, options: LayoutOptions, mayTurn: boolean, layout: (settings: PrintSettings, options: LayoutOptions) => PrintLayout): PrintLayout {
  const landscape = (): PrintLayout => {
    const turned = settings.playLayout.preset === 'classic' ? { ...settings, playLayout: { ...settings.playLayout, preset: 'row' as const } } : settings;
    return layout(turned, { ...options, orientation: 'landscape' });
  };
  switch (settings.playLayout.orientation) {
    case 'portrait':
      return layout(settings, { ...options, orientation: 'portrait' });
    case 'landscape':
      return landscape();
    case 'auto': {
      const upright = layout(settings, { ...options, orientation: 'portrait' });
      // One portrait page cannot be beaten.
      if (!mayTurn || upright.pages.length <= 1) return upright;
      const turned = landscape();
      return turned.pages.length < upright.pages.length ? turned : upright;
    }
  }
}

/** One play (settings section `play`), from the top of page 1, in the settings' orientation. */
export function layoutPlay(play: PrintablePlay, settings: PrintSettings, options: LayoutOptions = {}): PrintLayout {
  return inOrientation(settings, options, false, (oriented, orientedOptions) => layoutPlayUpright(play, oriented, orientedOptions));
}

function layoutPlayUpright(play: PrintablePlay, settings: PrintSettings, options: LayoutOptions): PrintLayout {
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
  return inOrientation(settings, options, settings.playLayout.preset === 'classic', (oriented, orientedOptions) => layoutPlaybookOriented(playbook, plays, oriented, { ...options, ...orientedOptions }));
}

function layoutPlaybookOriented(playbook: PlaybookData, plays: ReadonlyMap<string, PrintablePlay>, settings: PrintSettings, options: PlaybookLayoutOptions): PrintLayout {
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
  // One play a row: a play's last row already ends with COLUMN_GAP, the next play's title band marks it apart (two a landscape page).
  const objectGap = resolvedPreset(settings.playLayout.preset, classic) === 'row' ? 0 : COLUMN_GAP;
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
      else if (objectIndex > 0) flow.space(objectGap);
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

// Rotations and practice plans: their sheets (issue 30).
export { DEFAULT_ROTATION_LABEL_TEXTS, ROTATION_NAME_WIDTH, ROTATION_NUMBER_WIDTH, ROTATION_TOTAL_WIDTH, layoutRotation, substitutionLines } from './rotation-sheet';
export type { RotationLabelTexts, RotationLayoutOptions, SubstitutionLine } from './rotation-sheet';
export { DEFAULT_PRACTICE_PLAN_LABELS, DEFAULT_PRACTICE_PLAN_LABEL_TEXTS, PRACTICE_DIAGRAM_WIDTH, layoutPracticePlan, practicePlanLabels } from './practice-sheet';
export type { PracticePlanLabelTexts, PracticePlanLabels, PracticePlanLayoutOptions } from './practice-sheet';
export { fillLabel } from './sheet';
export type { LayoutOptions } from './sheet';
export { finishLayout } from './sheet';
