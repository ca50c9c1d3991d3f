// Brings a play's data inside the bounds of engine/limits.ts (issue 21). Plays stored, or queued
// offline, before the bounds existed may hold a point far off the court, a giant shape, a long
// text or too many items; they are already at version 11, so this is no version step: migratePlay
// runs it after the steps and before validation, on every play. It only touches values the
// schema accepted before the bounds (numbers clamped, angles wrapped, texts shortened, lists cut
// to their first N) and says what it changed, in notes a coach can read. Anything else (a wrong
// type, a negative size) is left for the schema to name. Pure: answers new records where
// something changed and shares the rest, never changing its input.
import * as limits from '../limits';
import { isRecord, type JsonRecord } from './json';
import type { MigrationNote, MigrationNoteCode, Normalised } from './run';
import { clampField, emptyTally, isFiniteNumber, RecordEdit, shortenField, withinSpec, type LimitSpec } from './within-limits';

/** A drill's details (settings.drill): its numbers into range, its texts and lists shortened. */
const DRILL_LIMITS: LimitSpec = {
  texts: { category: limits.MAX_DRILL_LABEL_LENGTH, coachingPoints: limits.MAX_DESCRIPTION_LENGTH },
  numbers: { players: [1, limits.MAX_DRILL_PLAYERS], minutes: [1, limits.MAX_DRILL_MINUTES] },
  lists: { tags: { max: limits.MAX_DRILL_TAGS }, equipment: { max: limits.MAX_DRILL_EQUIPMENT } },
};

export { shortenText } from './within-limits';

/** What was changed, counted as it is found. */
interface Tally {
  /** Items with a point moved inside limits.COORDINATE_LIMITS. */
  moved: number;
  /** Shapes and texts made smaller (sizes, radii, font sizes, polygon corners). */
  resized: number;
  /** Pauses, orders, angles and the object size factor brought within range. */
  adjusted: number;
  /** Texts shortened. */
  shortened: number;
  droppedPhases: number;
  droppedItems: number;
  droppedLinks: number;
  droppedCorners: number;
  droppedVideos: number;
}

/** A point `{ x, y }` inside the given box; other values as they are. */
function pointInside(value: unknown, minX: number, maxX: number, minY: number, maxY: number): unknown {
  if (!isRecord(value)) return value;
  const edit = new RecordEdit(value);
  clampField(edit, 'x', minX, maxX);
  clampField(edit, 'y', minY, maxY);
  return edit.result();
}

function courtPoint(value: unknown): unknown {
  return pointInside(value, limits.COORDINATE_LIMITS.minX, limits.COORDINATE_LIMITS.maxX, limits.COORDINATE_LIMITS.minY, limits.COORDINATE_LIMITS.maxY);
}

/** Wraps an angle into limits.ANGLE_LIMITS: the same turn, so it draws the same. */
function wrapAngle(edit: RecordEdit, tally: Tally): void {
  const angle = edit.get('angle');
  if (isFiniteNumber(angle) && (angle < limits.ANGLE_LIMITS.min || angle > limits.ANGLE_LIMITS.max) && edit.set('angle', angle % 360)) tally.adjusted++;
}

/** Fields objects and arrows share: id, orders, pause, angle. */
function commonWithinLimits(edit: RecordEdit, tally: Tally): void {
  shortenField(edit, 'id', limits.MAX_TOKEN_LENGTH, tally);
  let adjusted = clampField(edit, 'displayOrder', -limits.MAX_DISPLAY_ORDER, limits.MAX_DISPLAY_ORDER);
  adjusted = clampField(edit, 'animationOrder', -Infinity, limits.MAX_ANIMATION_ORDER) || adjusted;
  adjusted = clampField(edit, 'pause', -Infinity, limits.MAX_PAUSE) || adjusted;
  if (adjusted) tally.adjusted++;
  wrapAngle(edit, tally);
}

function objectWithinLimits(edit: RecordEdit, tally: Tally): void {
  if (edit.set('pos', courtPoint(edit.get('pos')))) tally.moved++;
  let resized = false;
  for (const key of ['width', 'height']) resized = clampField(edit, key, -Infinity, limits.MAX_OBJECT_SIZE) || resized;
  for (const key of ['rx', 'ry']) resized = clampField(edit, key, -Infinity, limits.MAX_OBJECT_RADIUS) || resized;
  resized = clampField(edit, 'fontSize', -Infinity, limits.MAX_FONT_SIZE) || resized;
  const corners = edit.get('points');
  if (Array.isArray(corners)) {
    const kept = corners.slice(0, limits.MAX_POLYGON_POINTS);
    tally.droppedCorners += corners.length - kept.length;
    const inside = kept.map((corner: unknown) => pointInside(corner, -limits.MAX_CORNER_OFFSET, limits.MAX_CORNER_OFFSET, -limits.MAX_CORNER_OFFSET, limits.MAX_CORNER_OFFSET));
    if (inside.some((corner, index) => corner !== kept[index])) resized = true;
    if (resized || kept.length < corners.length) edit.set('points', inside);
  }
  if (resized) tally.resized++;
  const formats = edit.get('formats');
  // Each style counts once: a longer list only repeats one.
  if (Array.isArray(formats) && formats.length > 3) edit.set('formats', [...new Set(formats)]);
  shortenField(edit, 'text', limits.MAX_OBJECT_TEXT_LENGTH, tally);
  for (const key of ['animationType', 'backgroundColor', 'color']) shortenField(edit, key, limits.MAX_TOKEN_LENGTH, tally);
}

function arrowWithinLimits(edit: RecordEdit, tally: Tally): void {
  const points = edit.get('points');
  if (isRecord(points)) {
    const pointsEdit = new RecordEdit(points);
    for (const key of ['s', 'm', 'e', 'h1', 'h2']) pointsEdit.set(key, courtPoint(points[key]));
    if (edit.set('points', pointsEdit.result())) tally.moved++;
  }
  shortenField(edit, 'text', limits.MAX_ARROW_TEXT_LENGTH, tally);
}

function itemWithinLimits(item: unknown, tally: Tally): unknown {
  if (!isRecord(item)) return item;
  const edit = new RecordEdit(item);
  commonWithinLimits(edit, tally);
  if (item.type === 'object') objectWithinLimits(edit, tally);
  else if (item.type === 'arrow') arrowWithinLimits(edit, tally);
  return edit.result();
}

function refWithinLimits(ref: unknown, tally: Tally): unknown {
  if (!isRecord(ref)) return ref;
  const edit = new RecordEdit(ref);
  shortenField(edit, 'id', limits.MAX_TOKEN_LENGTH, tally);
  shortenField(edit, 'subType', limits.MAX_TOKEN_LENGTH, tally);
  return edit.result();
}

function refId(link: unknown, end: 'arrow' | 'object'): unknown {
  return isRecord(link) && isRecord(link[end]) ? link[end].id : undefined;
}

function phaseWithinLimits(phase: unknown, tally: Tally): unknown {
  if (!isRecord(phase)) return phase;
  const edit = new RecordEdit(phase);
  shortenField(edit, 'id', limits.MAX_TOKEN_LENGTH, tally);
  shortenField(edit, 'title', limits.MAX_TITLE_LENGTH, tally);
  shortenField(edit, 'note', limits.MAX_NOTE_LENGTH, tally);
  const items = phase.objects;
  let dropped = new Set<unknown>();
  if (Array.isArray(items)) {
    const kept = items.slice(0, limits.MAX_OBJECTS_PER_PHASE);
    if (kept.length < items.length) {
      tally.droppedItems += items.length - kept.length;
      const keptIds = new Set(kept.map((item: unknown) => (isRecord(item) ? item.id : undefined)));
      dropped = new Set(items.slice(limits.MAX_OBJECTS_PER_PHASE).map((item: unknown) => (isRecord(item) ? item.id : undefined)).filter((id) => !keptIds.has(id)));
    }
    const inside = kept.map((item: unknown) => itemWithinLimits(item, tally));
    if (kept.length < items.length || inside.some((item, index) => item !== kept[index])) edit.set('objects', inside);
  }
  const links = phase.links;
  if (Array.isArray(links)) {
    // Links to items that were left out lead nowhere: they go too.
    const leading = dropped.size === 0 ? links : links.filter((link: unknown) => !dropped.has(refId(link, 'arrow')) && !dropped.has(refId(link, 'object')));
    const kept = leading.slice(0, limits.MAX_LINKS_PER_PHASE);
    tally.droppedLinks += links.length - kept.length;
    const inside = kept.map((link: unknown) => {
      if (!isRecord(link)) return link;
      const linkEdit = new RecordEdit(link);
      linkEdit.set('arrow', refWithinLimits(link.arrow, tally));
      linkEdit.set('object', refWithinLimits(link.object, tally));
      return linkEdit.result();
    });
    if (kept.length < links.length || inside.some((link, index) => link !== kept[index])) edit.set('links', inside);
  }
  return edit.result();
}

function settingsWithinLimits(settings: unknown, tally: Tally): unknown {
  if (!isRecord(settings)) return settings;
  const edit = new RecordEdit(settings);
  shortenField(edit, 'description', limits.MAX_DESCRIPTION_LENGTH, tally);
  if (clampField(edit, 'objectSizeFactor', limits.OBJECT_SIZE_FACTOR_LIMITS.min, limits.OBJECT_SIZE_FACTOR_LIMITS.max)) tally.adjusted++;
  const videos = settings.videos;
  if (Array.isArray(videos)) {
    const kept = videos.slice(0, limits.MAX_VIDEOS_PER_PLAY);
    tally.droppedVideos += videos.length - kept.length;
    const inside = kept.map((video: unknown) => {
      if (!isRecord(video)) return video;
      const videoEdit = new RecordEdit(video);
      shortenField(videoEdit, 'url', limits.MAX_URL_LENGTH, tally);
      shortenField(videoEdit, 'source', limits.MAX_TOKEN_LENGTH, tally);
      shortenField(videoEdit, 'note', limits.MAX_VIDEO_NOTE_LENGTH, tally);
      return videoEdit.result();
    });
    if (kept.length < videos.length || inside.some((video, index) => video !== kept[index])) edit.set('videos', inside);
  }
  const colors = settings.courtColor;
  if (isRecord(colors)) {
    const colorsEdit = new RecordEdit(colors);
    for (const key of ['id', 'lineColor', 'backgroundColor']) shortenField(colorsEdit, key, limits.MAX_TOKEN_LENGTH, tally);
    edit.set('courtColor', colorsEdit.result());
  }
  if (isRecord(settings.drill)) {
    const drillTally = emptyTally();
    edit.set('drill', withinSpec(settings.drill, DRILL_LIMITS, drillTally));
    // A list cut short reads to the coach as a text shortened.
    tally.shortened += drillTally.shortened + drillTally.dropped;
    tally.adjusted += drillTally.adjusted;
  }
  return edit.result();
}

function notesOf(tally: Tally): MigrationNote[] {
  const notes: MigrationNote[] = [];
  const note = (kind: MigrationNote['kind'], code: MigrationNoteCode, count: number, max?: number) => {
    if (count > 0) notes.push(max === undefined ? { kind, code, count } : { kind, code, count, max });
  };
  note('moved', 'movedToCourtEdge', tally.moved);
  note('resized', 'resizedToFit', tally.resized);
  note('adjusted', 'pausesAnglesSizesInRange', tally.adjusted);
  note('shortened', 'textsShortened', tally.shortened);
  note('dropped', 'phasesDropped', tally.droppedPhases, limits.MAX_PHASES_PER_PLAY);
  note('dropped', 'itemsDropped', tally.droppedItems, limits.MAX_OBJECTS_PER_PHASE);
  note('dropped', 'linksDropped', tally.droppedLinks);
  note('dropped', 'cornersDropped', tally.droppedCorners, limits.MAX_POLYGON_POINTS);
  note('dropped', 'videosDropped', tally.droppedVideos, limits.MAX_VIDEOS_PER_PLAY);
  return notes;
}

/** A play's data (latest version, not yet validated) inside engine/limits.ts, and what changed. */
export function playWithinLimits(doc: JsonRecord): Normalised {
  const tally: Tally = { moved: 0, resized: 0, adjusted: 0, shortened: 0, droppedPhases: 0, droppedItems: 0, droppedLinks: 0, droppedCorners: 0, droppedVideos: 0 };
  const edit = new RecordEdit(doc);
  const phases = doc.phases;
  if (Array.isArray(phases)) {
    const kept = phases.slice(0, limits.MAX_PHASES_PER_PLAY);
    tally.droppedPhases = phases.length - kept.length;
    const inside = kept.map((phase: unknown) => phaseWithinLimits(phase, tally));
    if (kept.length < phases.length || inside.some((phase, index) => phase !== kept[index])) edit.set('phases', inside);
  }
  edit.set('settings', settingsWithinLimits(doc.settings, tally));
  return { doc: edit.result(), notes: notesOf(tally) };
}
