import type { RotationData } from '../../../../engine/model/rotation';

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
}

export const rotationsKeys = {
  all: ['rotations'] as const,
  list: (filter: RotationsFilter) => ['rotations', 'list', filter] as const,
  detail: (rotationId: string) => ['rotation', rotationId] as const,
};
