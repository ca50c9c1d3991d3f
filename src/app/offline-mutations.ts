// Every queued mutation's options, registered by key (spec §4 "Offline"): loaded by
// loadOfflineMutations (offline.tsx) before the persisted queue is restored; with them, the notice
// that tells the coach a stale save became a conflict copy.
import type { QueryClient } from '@tanstack/react-query';
import { registerCreatePlaybook } from '../api/playbooks/create-playbook';
import { registerDeletePlaybook } from '../api/playbooks/delete-playbook';
import { registerUpdatePlaybook } from '../api/playbooks/update-playbook';
import { registerCreatePlay } from '../api/plays/create-play';
import { registerDeletePlays } from '../api/plays/delete-plays';
import { registerUpdatePlay } from '../api/plays/update-play';
import { registerDuplicatePlay } from '../api/plays/duplicate-play';
import { showConflictNotices } from './conflict-notice';
import { registerCreatePracticePlan } from '../api/practice-plans/create-practice-plan';
import { registerDeletePracticePlan } from '../api/practice-plans/delete-practice-plan';
import { registerUpdatePracticePlan } from '../api/practice-plans/update-practice-plan';
import { registerCreateRotation } from '../api/rotations/create-rotation';
import { registerDeleteRotation } from '../api/rotations/delete-rotation';
import { registerRosterMutations } from '../api/teams/roster';
import { registerUpdateRotation } from '../api/rotations/update-rotation';
import { registerSaveGame } from '../api/games/save-game';
import { registerStudyEvents } from '../api/study/study-events';
import { registerAssignmentMutations } from '../api/assignments/assignments';

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
  registerUpdateRotation(client);
  registerCreatePracticePlan(client);
  registerUpdatePracticePlan(client);
  registerDeletePracticePlan(client);
  registerRosterMutations(client);
  registerSaveGame(client);
  registerStudyEvents(client);
  registerAssignmentMutations(client);
}
