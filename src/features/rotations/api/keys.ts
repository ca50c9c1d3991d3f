import type { RotationData } from '../../../../engine/model/rotation';
import { teamItemCache } from '../../../data/queued-items';

export interface RotationRecord {
  rotation_id: string;
  team_id: string;
  title?: string;
  synced: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  data: RotationData;
}

export interface RotationsFilter {
  teamId?: string;
  search?: string;
  page: number;
  perPage?: number;
}

export const rotationsKeys = {
  all: ['rotations'] as const,
  list: (filter: RotationsFilter) => ['rotations', 'list', filter] as const,
  detail: (rotationId: string) => ['rotation', rotationId] as const,
};

/** The rotations' queued creates and deletes (their options are registered under these keys). */
export const rotationsMutationKeys = {
  create: ['rotations', 'create'] as const,
  remove: ['rotations', 'delete'] as const,
};

export const rotationsCache = teamItemCache<RotationRecord>({
  all: rotationsKeys.all,
  detail: rotationsKeys.detail,
  idOf: (rotation) => rotation.rotation_id,
  teamOf: (rotation) => rotation.team_id,
  titleOf: (rotation) => rotation.title ?? rotation.data.title,
});
