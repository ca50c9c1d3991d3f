// @vitest-environment happy-dom
// Which copy a document editor opens: the server's latest, unless the queue still holds a change of
// the record (then the cache is the latest). A cached record marked not synced with no such change
// (a snapshot written between a save and its answer) waits for the server's.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamsQueryKey, type Team } from '../api/teams/get-teams';
import { ChangeLog } from '../data/change-log';
import { memoryChangeStore } from '../data/change-log-memory';
import type { QueuedVariables } from '../data/offline';
import { QUEUED_CHANGES_STREAM, restoreLoggedQueue, type LoggedChange } from '../data/queued-mutation';
import { useOpenedDocument, type OpenableEditor } from './use-opened-document';

interface DocRecord {
  doc_id: string;
  team_id: string;
  synced: boolean;
  version: number;
  data: { title: string };
}

interface Editor extends OpenableEditor {
  opened: DocRecord;
}

const team = { team_id: 't1', name: 'Varsity', role: 'coach', organization: null } as unknown as Team;
/** What the device kept: a save's change shown, marked not synced, on version 1. */
const cached: DocRecord = { doc_id: 'd1', team_id: 't1', synced: false, version: 1, data: { title: 'Kept on the device' } };
const server: DocRecord = { doc_id: 'd1', team_id: 't1', synced: true, version: 2, data: { title: 'Kept on the device' } };

function open(client: QueryClient, answer: Promise<DocRecord>, migrate = vi.fn((_engine: unknown, data: unknown) => Promise.resolve(data as DocRecord['data']))) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      const query = useQuery({ queryKey: ['doc', 'd1'], queryFn: () => answer, initialData: cached, staleTime: 0 });
      return useOpenedDocument<DocRecord, DocRecord['data'], Editor>({
        id: 'd1',
        query,
        migrate,
        create: (record) => ({ opened: record, state: { editable: false }, update() {} }),
        recordId: (record) => record.doc_id,
        editorId: (editor) => editor.opened.doc_id,
      });
    },
    { wrapper },
  );
}

function clientWithTeam(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(teamsQueryKey, [team]);
  return client;
}

/** A change of `d1` waiting in the queue, put back from the log of changes as after a reload. */
async function queueChange(client: QueryClient): Promise<void> {
  const log = new ChangeLog(memoryChangeStore(), null, 'tab-a');
  await log.append<LoggedChange>(QUEUED_CHANGES_STREAM, 'op-1', { mutationKey: ['docs', 'update'], variables: { docId: 'd1', operationId: 'op-1' } as QueuedVariables });
  await restoreLoggedQueue(client, new Set(['op-1']), async () => undefined, log);
}

describe('useOpenedDocument', () => {
  afterEach(cleanup);

  it('waits for the server’s copy when a record marked not synced has no change left in the queue', async () => {
    let answer!: (record: DocRecord) => void;
    const migrate = vi.fn((_engine: unknown, data: unknown) => Promise.resolve(data as DocRecord['data']));
    const { result } = open(clientWithTeam(), new Promise((resolve) => (answer = resolve)), migrate);
    // Not opened while the fetch runs (the first render's effects have run): the mark is stale, the cached version behind the server's.
    expect(migrate).not.toHaveBeenCalled();
    expect(result.current.kind).toBe('loading');
    answer(server);
    await waitFor(() => expect(result.current.kind).toBe('open'));
    const opening = result.current as Extract<typeof result.current, { kind: 'open' }>;
    expect(opening.editor.opened.version).toBe(2);
    expect(opening.notSynced).toBe(false);
  });

  it('opens the device’s copy at once while a change of it waits in the queue', async () => {
    const client = clientWithTeam();
    await queueChange(client);
    const { result } = open(client, new Promise<DocRecord>(() => {}));
    await waitFor(() => expect(result.current.kind).toBe('open'));
    const opening = result.current as Extract<typeof result.current, { kind: 'open' }>;
    expect(opening.editor.opened.version).toBe(1);
    expect(opening.notSynced).toBe(true);
  });
});
