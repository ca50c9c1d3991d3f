import type { PlaybookData } from '../../../engine/model/playbook';

export interface PlaybookRecord {
  playbook_id: string;
  team_id: string;
  title: string;
  synced: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  data: PlaybookData;
  stats?: { plays: number };
  /** The SVG thumbnail of its first play, drawn by the server; null when it has none. */
  thumbnail?: string | null;
}

export interface PlaybooksFilter {
  teamId?: string;
  search?: string;
  page: number;
  /** Items a page, from the local settings; the server's default when left out. */
  perPage?: number;
}

export const playbooksKeys = {
  all: ['playbooks'] as const,
  list: (filter: PlaybooksFilter) => ['playbooks', 'list', filter] as const,
  detail: (playbookId: string) => ['playbook', playbookId] as const,
};

/** The playbooks' queued saves and deletes (their options are registered under these keys). */
export const playbooksMutationKeys = {
  create: ['playbooks', 'create'] as const,
  update: ['playbooks', 'update'] as const,
  remove: ['playbooks', 'delete'] as const,
};
