// What the print worker is asked to print (issue 14): a play, a playbook with its plays, a rotation
// or a practice plan, with the print settings. Plain data, so requests cross the worker boundary as
// they are; light (no PDF code), so the page imports it too: the preview draws the same plays.
import type { PlaybookData, PracticeLocale, PracticePlanInput, PracticePlanLabelTexts, PrintDirection, PrintSettings, PrintablePlay, RotationData, RotationLabelTexts } from '../../engine';

interface RequestBase {
  settings: PrintSettings;
  /** 'rtl' mirrors the pages (Arabic). */
  direction?: PrintDirection;
  /** The coach's language: the numbers the layout writes (page numbers, times, minutes) in its digits. */
  locale?: PracticeLocale;
  /** A free account's line in every page's footer (issue 19; the server's billing answer names it). */
  watermark?: string;
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

/** The plays a playbook or practice plan carries (the bulk of a big request); none for the others. */
export function carriedPlays(request: PrintRequest): readonly PrintablePlay[] {
  return request.kind === 'playbook' ? request.plays : request.kind === 'practicePlan' ? (request.drills ?? []) : [];
}

/** The request carrying `plays` instead of its own. */
export function withCarriedPlays(request: PrintRequest, plays: readonly PrintablePlay[]): PrintRequest {
  if (request.kind === 'playbook') return { ...request, plays };
  if (request.kind === 'practicePlan') return { ...request, drills: plays };
  return request;
}
