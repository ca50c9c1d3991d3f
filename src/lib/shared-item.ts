// What a public share link (spec §2) points at, and the link itself: plain types shared by the data
// layer (src/data/share.ts) and the kit (the detail screen's Share button, the public frame).

export type ShareKind = 'play' | 'playbook' | 'rotation' | 'practice-plan';

export interface ShareLink {
  token: string;
  url: string;
  kind: ShareKind;
  id: string;
  created_at: string;
}

export interface SharedItem {
  kind: ShareKind;
  id: string;
}
