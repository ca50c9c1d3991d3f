import type { PlaybookData } from '../../../../engine/model/playbook';

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
}

export interface PlaybooksFilter {
  teamId?: string;
  search?: string;
  page: number;
}

export const playbooksKeys = {
  all: ['playbooks'] as const,
  list: (filter: PlaybooksFilter) => ['playbooks', 'list', filter] as const,
  detail: (playbookId: string) => ['playbook', playbookId] as const,
};
