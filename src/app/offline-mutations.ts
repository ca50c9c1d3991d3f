// Every queued mutation's options, registered by key (spec §4 "Offline"): loaded by
// loadOfflineMutations (offline.tsx) before the persisted queue is restored; with them, the notice
// that tells the coach a stale save became a conflict copy.
import type { QueryClient } from '@tanstack/react-query';
import { registerCreatePlaybook } from '../features/playbooks/api/create-playbook';
import { registerDeletePlaybook } from '../features/playbooks/api/delete-playbook';
import { registerUpdatePlaybook } from '../features/playbooks/api/update-playbook';
import { registerCreatePlay } from '../data/plays/create-play';
import { registerDeletePlays } from '../data/plays/delete-plays';
import { registerUpdatePlay } from '../data/plays/update-play';
import { registerDuplicatePlay } from '../data/plays/duplicate-play';
import { showConflictNotices } from './conflict-notice';
import { registerCreatePracticePlan } from '../features/practice-plans/api/create-practice-plan';
import { registerDeletePracticePlan } from '../features/practice-plans/api/delete-practice-plan';
import { registerCreateRotation } from '../features/rotations/api/create-rotation';
import { registerDeleteRotation } from '../features/rotations/api/delete-rotation';

export function registerOfflineMutations(client: QueryClient): void {
  showConflictNotices();
  registerCreatePlay(client);
  registerUpdatePlay(client);
  registerDeletePlays(client);
  registerCreatePlaybook(client);
  registerUpdatePlaybook(client);
  registerDeletePlaybook(client);
  registerDuplicatePlay(client);
  registerCreateRotation(client);
  registerDeleteRotation(client);
  registerCreatePracticePlan(client);
  registerDeletePracticePlan(client);
}
