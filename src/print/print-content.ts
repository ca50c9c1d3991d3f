// What a screen prints (issue 14), built from what it already loaded: a play, a playbook with its
// plays (and its cover image), a rotation or a practice plan. The dialog adds the coach's print
// settings, the language's direction and labels. Light: the screens' first load carries only this.
import type { PlayData, PlaybookData, PracticePlanData, PrintablePlay, RotationData } from '../../engine';
import { textPageImageIds } from '../../engine/model/playbook-defaults';
import { printableImageFormat } from '../../workers/print/image-format';
import type { PrintContent, PrintRequest } from '../../workers/print/print-request';

export type PrintKind = PrintRequest['kind'];

/** What a Print button prints: its kind (the settings' section shown first), its title (the file's name) and its content, loaded when the dialog opens. */
export interface PrintSource {
  kind: PrintKind;
  title: string;
  load: () => PrintContent | Promise<PrintContent>;
}

/** A play or drill record (signed in or shared) as printed. */
interface PlayRecordLike {
  play_id: string | number;
  title: string;
  type?: 'play' | 'drill';
  data: PlayData;
}

export function printablePlay(record: PlayRecordLike): PrintablePlay {
  return { id: record.play_id, title: record.title, ...(record.type ? { type: record.type } : {}), data: record.data };
}

export function printPlay(record: PlayRecordLike): PrintSource {
  return { kind: 'play', title: record.title, load: () => ({ kind: 'play', play: printablePlay(record) }) };
}

/** Text-page pictures fetched at once (stored files: a browser's connections to one host). */
export const PICTURES_FETCHED_AT_ONCE = 6;

/** `load` for each item, at most `atOnce` running together, the answers in the items' order. */
async function eachAtMost<T, R>(items: readonly T[], atOnce: number, load: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await load(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
  return answers;
}

type UrlLoader<T> = (key: T) => string | null | undefined | Promise<string | null | undefined>;

/**
 * A playbook: its plays come from `loadPlays` (what the screen has, or its query), its cover image
 * is fetched now. A site that refuses to hand the image over (CORS, a content security policy)
 * leaves the PDF without it; the dialog says so. A team image (issue 18) is kept as its media path:
 * `loadCoverUrl` gives its signed URL (the screen knows how to find it). The text pages' team images
 * come from `loadMediaUrl` (their printable URLs, PNG or JPEG); one that cannot be had (deleted,
 * unreachable) prints its page without it.
 */
export function printPlaybook(
  title: string,
  playbook: PlaybookData,
  loadPlays: () => readonly PlayRecordLike[] | Promise<readonly PlayRecordLike[]>,
  loadCoverUrl: UrlLoader<string> = (imageUrl) => imageUrl,
  loadMediaUrl: UrlLoader<string> = () => undefined,
): PrintSource {
  const fetchFrom = async <T,>(load: UrlLoader<T>, key: T) => {
    const url = await Promise.resolve()
      .then(() => load(key))
      .catch(() => undefined);
    return url ? fetchCoverImage(url) : undefined;
  };
  return {
    kind: 'playbook',
    title,
    load: async () => {
      const stored = playbook.settings.cover.imageUrl;
      const ids = textPageImageIds(playbook);
      const [plays, coverImage, pictures] = await Promise.all([
        loadPlays(),
        stored ? fetchFrom(loadCoverUrl, stored) : undefined,
        eachAtMost(ids, PICTURES_FETCHED_AT_ONCE, (id) => fetchFrom(loadMediaUrl, id)),
      ]);
      const textImages = Object.fromEntries(ids.flatMap((id, index) => (pictures[index] ? [[id, pictures[index]] as const] : [])));
      return {
        kind: 'playbook',
        playbook,
        plays: plays.map(printablePlay),
        ...(coverImage ? { coverImage } : {}),
        ...(Object.keys(textImages).length > 0 ? { textImages } : {}),
      };
    },
  };
}

export function printRotation(title: string, rotation: RotationData): PrintSource {
  return { kind: 'rotation', title, load: () => ({ kind: 'rotation', rotation }) };
}

/** A practice plan; `loadDrills`, when the screen can, gives the drills its exercises run (each printed beside its exercise). */
export function printPracticePlan(title: string, plan: PracticePlanData, loadDrills?: () => Promise<readonly PlayRecordLike[]>): PrintSource {
  return {
    kind: 'practicePlan',
    title,
    load: async () => {
      const drills = loadDrills === undefined ? undefined : (await loadDrills()).map(printablePlay);
      return { kind: 'practicePlan', plan, ...(drills ? { drills } : {}) };
    },
  };
}

/** A picture's bytes (the cover's, a text page's) when its site hands them over as PNG or JPEG (what a PDF embeds); else undefined. */
export async function fetchCoverImage(url: string): Promise<Uint8Array | undefined> {
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (!response.ok) return undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return printableImageFormat(bytes) === undefined ? undefined : bytes;
  } catch {
    return undefined;
  }
}
