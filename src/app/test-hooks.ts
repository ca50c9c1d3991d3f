// The end-to-end tests' and benches' hooks: the offline queue (window.__courtsideOffline) and the
// app's engine worker (window.__courtsideEngine). It is its own chunk, loaded only where local
// storage holds TEST_HOOKS_STORAGE_KEY (the tests set it), and kept out of the service worker's
// precache (vite.config.ts): coaches never download it.
import type { QueryClient } from '@tanstack/react-query';
import type { createEngineClient } from '../../workers/engine-client';
import { offlinePersister } from '../data/offline-persister';
import { prepareNewPlay } from '../api/plays/create-play';
import { preparePlaysDelete } from '../api/plays/delete-plays';
import { playsMutationKeys } from '../api/plays/keys';
import { preparePlayChanges } from '../api/plays/update-play';
import { logQueuedChange } from '../data/queued-mutation';
import { prepareNewPlaybook } from '../api/playbooks/create-playbook';
import { preparePlaybookDelete } from '../api/playbooks/delete-playbook';
import { playbooksMutationKeys } from '../api/playbooks/keys';
import { preparePlaybookChanges } from '../api/playbooks/update-playbook';
import { loadOfflineMutations } from './offline';

type Queue = Record<string, (input: never) => unknown>;

declare global {
  interface Window {
    /** End-to-end tests drive the offline queue through this, the way the screens' hooks do. */
    __courtsideOffline?: { client: QueryClient; queue: Queue; flush: () => Promise<void> };
    /** Starts the engine worker the app uses (loaded on first call). */
    __courtsideEngine?: () => Promise<ReturnType<typeof createEngineClient>>;
  }
}

/** Each action prepares its variables as the screens' hooks do, queues the mutation and answers the variables. */
export async function exposeForTests(client: QueryClient): Promise<void> {
  window.__courtsideEngine = () => import('../../workers/engine-client').then((m) => m.createEngineClient());
  // The hook is there once the mutations it queues have their options.
  await loadOfflineMutations(client);
  // Answers once the change is logged and queued, as the screens' hooks show it as done.
  const queued =
    <TInput, TVariables extends { operationId: string }>(mutationKey: readonly unknown[], prepare: (input: TInput) => TVariables) =>
    async (input: TInput) => {
      const variables = prepare(input);
      await logQueuedChange(mutationKey, variables);
      client.getMutationCache().build(client, { mutationKey }).execute(variables).catch((error: unknown) => console.warn('A queued change failed', error));
      return variables;
    };
  window.__courtsideOffline = {
    client,
    queue: {
      createPlay: queued(playsMutationKeys.create, prepareNewPlay),
      updatePlay: queued(playsMutationKeys.update, preparePlayChanges),
      deletePlays: queued(playsMutationKeys.remove, preparePlaysDelete),
      createPlaybook: queued(playbooksMutationKeys.create, prepareNewPlaybook),
      updatePlaybook: queued(playbooksMutationKeys.update, preparePlaybookChanges),
      deletePlaybook: queued(playbooksMutationKeys.remove, preparePlaybookDelete),
    },
    flush: () => offlinePersister.flush(),
  };
}
