import type { PlaybookExtras, TeamItemRecord } from '../../../engine/api/records';
import type { PlaybookData } from '../../../engine/model/playbook';

/** A playbook as the API answers it (engine/api/records.ts), with its plays counted and its first play's drawing. */
export type PlaybookRecord = TeamItemRecord<'playbook_id', PlaybookData> & PlaybookExtras;

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
  // Under the detail key: saving or invalidating the playbook refreshes its plays too.
  plays: (playbookId: string) => ['playbook', playbookId, 'plays'] as const,
};

/** The playbooks' queued saves and deletes (their options are registered under these keys). */
export const playbooksMutationKeys = {
  create: ['playbooks', 'create'] as const,
  update: ['playbooks', 'update'] as const,
  remove: ['playbooks', 'delete'] as const,
};
