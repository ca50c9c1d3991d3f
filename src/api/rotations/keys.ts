import type { RotationData } from '../../../engine/model/rotation';
import type { TeamItemRecord } from '../../../engine/api/records';
import { teamItemKind, type TeamItemsFilter } from '../../data/queued-items';

export type RotationRecord = TeamItemRecord<'rotation_id', RotationData>;

export type RotationsFilter = TeamItemsFilter;

/** Query keys, the queued creates' and deletes' keys (their options are registered under these), and how the cache holds them. */
export const { keys: rotationsKeys, mutationKeys: rotationsMutationKeys, cache: rotationsCache } = teamItemKind<'rotation_id', RotationData>({ lists: 'rotations', item: 'rotation', idField: 'rotation_id' });
