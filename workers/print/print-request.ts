// What the print worker is asked to print (issue 14): a play, a playbook with its plays, a rotation
// or a practice plan (the document), with the print settings (the options). Plain data, so they
// cross the worker boundary as they are; light (no PDF code), so the page imports it too: the
// preview draws the same plays. The dialog sends the document once and then only options (issue 31).
import type { PlaybookData, PracticeLocale, PracticePlanInput, PracticePlanLabelTexts, PrintDirection, PrintSettings, PrintablePlay, RotationData, RotationLabelTexts } from '../../engine';

/** How a document is printed: all that a settings change sends to the worker. */
export interface PrintOptions {
  settings: PrintSettings;
  /** 'rtl' mirrors the pages (Arabic). */
  direction?: PrintDirection;
  /** The coach's language: the numbers the layout writes (page numbers, times, minutes) in its digits. */
  locale?: PracticeLocale;
  /** A free account's line in every page's footer (issue 19; the server's billing answer names it). */
  watermark?: string;
}

export type PrintRequest = PrintOptions &
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
        /** The text pages' team images (PNG or JPEG) by media id, those the caller fetched. */
        textImages?: Readonly<Record<string, Uint8Array>>;
        /** Labels in the coach's language; `untitledChapter` with `{number}` for the chapter's. */
        labels?: { contents?: string; playUnavailable?: string; untitledPlay?: string; untitledChapter?: string };
      }
    | {
        kind: 'rotation';
        rotation: RotationData;
        /** Labels in the coach's language, `{name}` filled in by the layout; English where left out. */
        labels?: Partial<RotationLabelTexts>;
      }
    | {
        kind: 'practicePlan';
        plan: PracticePlanInput & { title: string; date: string; notes?: string };
        drills?: readonly PrintablePlay[];
        /** Labels in the coach's language, `{name}` filled in by the layout; English where left out. */
        labels?: Partial<PracticePlanLabelTexts>;
      }
  );

/** What a request prints, without the settings, direction and language it is printed with. */
export type PrintContent = PrintRequest extends infer R ? (R extends PrintRequest ? Omit<R, 'settings' | 'direction' | 'locale'> : never) : never;

/** The plays a request draws, by the id its court items name: the PDF writer draws them and the dialog's preview too. */
export const playsById = (plays: readonly PrintablePlay[] = []): Map<string, PrintablePlay> => new Map(plays.map((play) => [String(play.id), play]));

export function printedPlays(request: PrintContent): Map<string, PrintablePlay> {
  switch (request.kind) {
    case 'play':
      return playsById([request.play]);
    case 'playbook':
      return playsById(request.plays);
    case 'rotation':
      return playsById();
    case 'practicePlan':
      return playsById(request.drills);
  }
}

/** What is printed, with its plays, images and labels: sent to the worker once per print dialog. */
export type PrintDocument = PrintRequest extends infer R ? (R extends PrintRequest ? Omit<R, keyof PrintOptions> : never) : never;

/** The document printed with these options. */
export const withOptions = (document: PrintDocument, options: PrintOptions): PrintRequest => ({ ...document, ...options }) as PrintRequest;

/** A request as its document and its options. */
export function splitRequest(request: PrintRequest): { document: PrintDocument; options: PrintOptions } {
  const { settings, direction, locale, watermark, ...document } = request;
  return { document, options: { settings, ...(direction !== undefined ? { direction } : {}), ...(locale !== undefined ? { locale } : {}), ...(watermark !== undefined ? { watermark } : {}) } };
}

/** The plays a playbook or practice plan carries (the bulk of a big document); none for the others. */
export function carriedPlays(document: PrintDocument): readonly PrintablePlay[] {
  return document.kind === 'playbook' ? document.plays : document.kind === 'practicePlan' ? (document.drills ?? []) : [];
}

/** The document carrying `plays` instead of its own. */
export function withCarriedPlays(document: PrintDocument, plays: readonly PrintablePlay[]): PrintDocument {
  if (document.kind === 'playbook') return { ...document, plays };
  if (document.kind === 'practicePlan') return { ...document, drills: plays };
  return document;
}
