// The playbook editor's state (DESIGN.md §2 editor-kit): the playbook being edited, undo/redo
// (editor-kit History over Immer patches), the save state and a notice for the coach. Every change
// to the document is a method here, run by a command (commands.ts) under its undo policy.
import { DocumentEditor, type DocumentEditorState } from '../../../editor-kit/document-editor';
import { MAX_CHAPTERS_PER_PLAYBOOK, MAX_OBJECTS_PER_CHAPTER, MAX_TITLE_LENGTH } from '../../../../engine/limits';
import type { ClassicViewSettings, PlaybookCover, PlaybookData, PlaybookObject, PlaybookTextImage } from '../../../../engine/model/playbook';

/**
 * What the editor edits: the saved title and data, and a stable key for every chapter and page
 * (React and drag and drop need them; they are never saved). Keys live in the document so that
 * undo and redo bring them back with the pages they name.
 */
export interface PlaybookDocument {
  title: string;
  data: PlaybookData;
  keys: { chapters: string[]; items: string[][] };
}

/** Where a page sits: its chapter and its place in it. */
export interface Place {
  chapter: number;
  index: number;
}

export interface PlaybookMeta {
  playbookId: string;
  teamId: string;
  /** The server's version of the record, sent back as base_version. */
  version: number | null;
}

export interface PlaybookEditorState extends DocumentEditorState<PlaybookMeta> {
  doc: PlaybookDocument;
}

function documentOf(data: PlaybookData, title: string, newKey: (kind: string) => string): PlaybookDocument {
  return {
    title,
    data,
    keys: { chapters: data.chapters.map(() => newKey('chapter')), items: data.chapters.map((chapter) => chapter.objects.map(() => newKey('page'))) },
  };
}

function keyCounter(): (kind: string) => string {
  let count = 0;
  return (kind) => `${kind}-${++count}`;
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(length, index));

export class PlaybookEditor extends DocumentEditor<PlaybookDocument, PlaybookMeta, PlaybookEditorState> {
  /** A stable key for a new chapter or page (never saved). */
  private readonly newKey: (kind: string) => string;

  constructor(data: PlaybookData, meta: PlaybookMeta, title = '') {
    const newKey = keyCounter();
    super({ doc: documentOf(data, title, newKey), meta, editable: true, dirty: false, saving: false, canUndo: false, canRedo: false, notice: null }, 'doc');
    this.newKey = newKey;
  }

  get data(): PlaybookData {
    return this.state.doc.data;
  }

  /** What a save sends. */
  serialize(): { title: string; data: PlaybookData } {
    const { title, data } = this.state.doc;
    return { title, data };
  }

  // -------------------------------------------------------------------------------------------
  // Title, description, cover and view settings.
  // -------------------------------------------------------------------------------------------

  setTitle(title: string): void {
    this.change((doc) => void (doc.title = title));
  }

  setDescription(description: string): void {
    this.change((doc) => {
      if (description) doc.data.settings.description = description;
      else delete doc.data.settings.description;
    });
  }

  setCover(cover: Partial<PlaybookCover>): void {
    this.change((doc) => void Object.assign(doc.data.settings.cover, cover));
  }

  setClassic(classic: Partial<ClassicViewSettings>): void {
    this.change((doc) => void Object.assign(doc.data.settings.classic, classic));
  }

  // -------------------------------------------------------------------------------------------
  // Chapters.
  // -------------------------------------------------------------------------------------------

  /** Adds an empty chapter at the end; refused beyond MAX_CHAPTERS_PER_PLAYBOOK. Answers its index. */
  addChapter(title: string): number | null {
    if (this.data.chapters.length >= MAX_CHAPTERS_PER_PLAYBOOK) {
      this.notify({ key: 'playbookEditor.notices.tooManyChapters', values: { max: MAX_CHAPTERS_PER_PLAYBOOK } }, 'error');
      return null;
    }
    const key = this.newKey('chapter');
    this.change((doc) => {
      doc.data.chapters.push({ title, objects: [] });
      doc.keys.chapters.push(key);
      doc.keys.items.push([]);
    });
    return this.data.chapters.length - 1;
  }

  renameChapter(chapter: number, title: string): void {
    this.change((doc) => {
      const found = doc.data.chapters[chapter];
      if (found) found.title = title;
    });
  }

  removeChapter(chapter: number): void {
    this.change((doc) => {
      if (!doc.data.chapters[chapter]) return;
      doc.data.chapters.splice(chapter, 1);
      doc.keys.chapters.splice(chapter, 1);
      doc.keys.items.splice(chapter, 1);
    });
  }

  moveChapter(from: number, to: number): void {
    const count = this.data.chapters.length;
    if (from === to || from < 0 || from >= count || to < 0 || to >= count) return;
    this.change((doc) => {
      for (const list of [doc.data.chapters, doc.keys.chapters, doc.keys.items] as unknown[][]) list.splice(to, 0, list.splice(from, 1)[0]);
    });
  }

  // -------------------------------------------------------------------------------------------
  // Pages in chapters: plays, drills and text.
  // -------------------------------------------------------------------------------------------

  /** Whether chapter `chapter` has room for `count` more pages (MAX_OBJECTS_PER_CHAPTER); says so when not. */
  private roomIn(chapter: number, count: number): boolean {
    const objects = this.data.chapters[chapter]?.objects;
    if (!objects) return false;
    if (objects.length + count <= MAX_OBJECTS_PER_CHAPTER) return true;
    this.notify({ key: 'playbookEditor.notices.chapterFull', values: { max: MAX_OBJECTS_PER_CHAPTER } }, 'error');
    return false;
  }

  private insert(chapter: number, objects: PlaybookObject[]): void {
    if (objects.length === 0 || !this.roomIn(chapter, objects.length)) return;
    const keys = objects.map(() => this.newKey('page'));
    this.change((doc) => {
      doc.data.chapters[chapter]!.objects.push(...objects);
      doc.keys.items[chapter]!.push(...keys);
    });
  }

  /** Adds plays or drills at the end of a chapter. */
  addPlays(chapter: number, playIds: readonly string[]): void {
    this.insert(
      chapter,
      playIds.map((play_id) => ({ type: 'play', play_id })),
    );
  }

  addText(chapter: number, text = ''): void {
    this.insert(chapter, [{ type: 'text', text }]);
  }

  setText(place: Place, text: string): void {
    this.change((doc) => {
      const page = doc.data.chapters[place.chapter]?.objects[place.index];
      if (page?.type === 'text') page.text = text;
    });
  }

  /** Puts a team image on a text page, or takes it off (null). */
  setTextImage(place: Place, image: PlaybookTextImage | null): void {
    this.change((doc) => {
      const page = doc.data.chapters[place.chapter]?.objects[place.index];
      if (page?.type !== 'text') return;
      if (image) page.image = { mediaId: image.mediaId, title: image.title.slice(0, MAX_TITLE_LENGTH) };
      else delete page.image;
    });
  }

  removePage(place: Place): void {
    this.change((doc) => {
      if (!doc.data.chapters[place.chapter]?.objects[place.index]) return;
      doc.data.chapters[place.chapter]!.objects.splice(place.index, 1);
      doc.keys.items[place.chapter]!.splice(place.index, 1);
    });
  }

  /** Moves a page within its chapter or to another (at `to.index` as the list is after it left). */
  movePage(from: Place, to: Place): void {
    const source = this.data.chapters[from.chapter]?.objects;
    const target = this.data.chapters[to.chapter]?.objects;
    if (!source || !target || !source[from.index]) return;
    if (from.chapter !== to.chapter && !this.roomIn(to.chapter, 1)) return;
    const length = from.chapter === to.chapter ? source.length - 1 : target.length;
    const index = clampIndex(to.index, length);
    if (from.chapter === to.chapter && index === from.index) return;
    this.change((doc) => {
      const [page] = doc.data.chapters[from.chapter]!.objects.splice(from.index, 1);
      const [key] = doc.keys.items[from.chapter]!.splice(from.index, 1);
      doc.data.chapters[to.chapter]!.objects.splice(index, 0, page!);
      doc.keys.items[to.chapter]!.splice(index, 0, key!);
    });
  }

  /** Where the page with `key` is, if it is still there. */
  placeOf(key: string): Place | null {
    const items = this.state.doc.keys.items;
    for (let chapter = 0; chapter < items.length; chapter++) {
      const index = items[chapter]!.indexOf(key);
      if (index >= 0) return { chapter, index };
    }
    return null;
  }
}
