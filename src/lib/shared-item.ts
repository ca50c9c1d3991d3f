// What a public share link (spec §2) points at, and the link itself: plain types shared by the
// share API (src/api/share/) and the kit (the detail screen's Share button, the public frame).
import type { ShareKind } from '../../engine/api/records';

// Their shapes are the API's (engine/api/records.ts).
export type { ShareKind, ShareLinkRecord as ShareLink } from '../../engine/api/records';

export interface SharedItem {
  kind: ShareKind;
  id: string;
}
