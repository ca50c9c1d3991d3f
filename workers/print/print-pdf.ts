// What the print worker does (issue 14): a play, playbook, rotation or practice plan laid out with
// the real fonts' widths (engine/print), then written as a vector PDF. Requests are plain data, so
// they cross the worker boundary as they are.
import { PDFDocument } from 'pdf-lib';
import {
  layoutPlay,
  layoutPlaybook,
  layoutPracticePlan,
  layoutRotation,
  type PlaybookData,
  type PracticeLocale,
  type PracticePlanInput,
  type PrintDirection,
  type PrintLayout,
  type PrintSettings,
  type PrintablePlay,
  type RotationData,
  type TextMeasurer,
} from '../../engine';
import { embedPrintFonts, fontMeasurer, hasArabic, type PrintFontFiles } from './print-fonts';
import { writeLayout, type PdfSources, type WriteProgress } from './pdf-writer';

interface RequestBase {
  settings: PrintSettings;
  /** 'rtl' mirrors the pages (Arabic). */
  direction?: PrintDirection;
}

export type PrintRequest = RequestBase &
  (
    | { kind: 'play'; play: PrintablePlay }
    | {
        kind: 'playbook';
        playbook: PlaybookData;
        /** The chapters' plays, migrated. */
        plays: readonly PrintablePlay[];
        tableOfContents?: boolean;
        /** The cover image's bytes (PNG or JPEG), when the caller fetched it. */
        coverImage?: Uint8Array;
        /** Labels in the coach's language. */
        labels?: { contents?: string; playUnavailable?: string; untitledPlay?: string };
      }
    | { kind: 'rotation'; rotation: RotationData }
    | { kind: 'practicePlan'; plan: PracticePlanInput & { title: string; date: string }; drills?: readonly PrintablePlay[]; locale?: PracticeLocale }
  );

const byId = (plays: readonly PrintablePlay[] = []) => new Map(plays.map((play) => [String(play.id), play]));

function layoutOf(request: PrintRequest, measure: TextMeasurer): { layout: PrintLayout; sources: PdfSources; title: string } {
  const options = { measure, ...(request.direction !== undefined ? { direction: request.direction } : {}) };
  switch (request.kind) {
    case 'play':
      return { layout: layoutPlay(request.play, request.settings, options), sources: { plays: byId([request.play]) }, title: request.play.title };
    case 'playbook': {
      const plays = byId(request.plays);
      const cover = request.playbook.settings.cover;
      const layout = layoutPlaybook(request.playbook, plays, request.settings, {
        ...options,
        ...(request.tableOfContents !== undefined ? { tableOfContents: request.tableOfContents } : {}),
        ...(request.labels !== undefined ? { labels: request.labels } : {}),
      });
      const images = request.coverImage !== undefined && cover.imageUrl ? new Map([[cover.imageUrl, request.coverImage]]) : undefined;
      return { layout, sources: { plays, ...(images ? { images } : {}) }, title: cover.title };
    }
    case 'rotation':
      return { layout: layoutRotation(request.rotation, request.settings, options), sources: { plays: new Map() }, title: request.rotation.title };
    case 'practicePlan': {
      const drills = byId(request.drills);
      const layout = layoutPracticePlan(request.plan, request.settings, { ...options, drills, ...(request.locale !== undefined ? { locale: request.locale } : {}) });
      return { layout, sources: { plays: drills }, title: request.plan.title };
    }
  }
}

/** The request as PDF bytes: fonts embedded as subsets, every page drawn. */
export async function printPdf(request: PrintRequest, fontFiles: PrintFontFiles, progress: WriteProgress = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedPrintFonts(doc, fontFiles, hasArabic(JSON.stringify(request, (_key, value: unknown) => (value instanceof Uint8Array ? undefined : value))));
  const { layout, sources, title } = layoutOf(request, fontMeasurer(fonts));
  await writeLayout(doc, layout, fonts, sources, { ...progress, title: progress.title ?? title });
  // Object streams save little here and cost time on every save.
  return doc.save({ useObjectStreams: false });
}
