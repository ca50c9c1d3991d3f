// Public share links for a play, playbook, rotation or practice plan (spec §2): created, listed and
// revoked by those who may edit the item; what a link shows is read by anyone who has it.
import type { SharedItem } from '../../lib/shared-item';

export type { ShareKind, ShareLink, SharedItem } from '../../lib/shared-item';

export const shareKeys = {
  all: ['share-links'] as const,
  item: (item: SharedItem) => ['share-links', item.kind, item.id] as const,
};
