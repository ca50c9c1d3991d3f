import type { RotationData } from '../../../engine/model/rotation';
import type { TeamItemRecord } from '../../../engine/api/records';
import { teamItemKind, type TeamItemsFilter } from '../../data/queued-items';

export type RotationRecord = TeamItemRecord<'rotation_id', RotationData>;

export type RotationsFilter = TeamItemsFilter;

const rotations = teamItemKind<'rotation_id', RotationData>({ lists: 'rotations', item: 'rotation', idField: 'rotation_id' });

export const rotationsKeys = rotations.keys;

/** The rotations' queued creates and deletes (their options are registered under these keys). */
export const rotationsMutationKeys = rotations.mutationKeys;

export const rotationsCache = rotations.cache;
