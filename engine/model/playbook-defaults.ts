// The zod-free part of the playbook model (playbook.ts): its defaults and a new playbook's data, for
// the app's offline saves on its first signed-in route, and the team images its text pages show. The version lives in playbook-constants.ts,
// which playbook.ts imports too: playbook.ts never imports this file.
import type { ClassicViewSettings, PlaybookData } from './playbook';
import { PLAYBOOK_VERSION } from './playbook-constants';

export const DEFAULT_CLASSIC_VIEW_SETTINGS: ClassicViewSettings = {
  layout: 'grid-2',
  showPlayTitle: true,
  showPlayDescription: true,
  showPhaseDescription: true,
  showAnimationButton: true,
  showPhaseTitles: true,
  showVideos: true,
};

/** A new playbook: one empty chapter, no cover page. The chapter has no title of its own: every
 * screen and print names an untitled chapter "Chapter 1" in the coach's language. */
export function createEmptyPlaybookData(): PlaybookData {
  return {
    chapters: [{ title: '', objects: [] }],
    settings: {
      cover: { show: false, title: '', subtitle: '', imageUrl: null },
      playbookModelVersion: PLAYBOOK_VERSION,
      type: 'classic',
      advancedEditor: [],
      classic: { ...DEFAULT_CLASSIC_VIEW_SETTINGS },
    },
  };
}

/** The media ids of the team images on a playbook's text pages, each once, in page order. */
export function textPageImageIds(playbook: PlaybookData): string[] {
  const ids = new Set<string>();
  for (const chapter of playbook.chapters) {
    for (const object of chapter.objects) if (object.type === 'text' && object.image) ids.add(object.image.mediaId);
  }
  return [...ids];
}
