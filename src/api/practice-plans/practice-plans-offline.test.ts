// Practice plans work offline like plays (spec §4 "Offline").
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../lib/paged';
import { prepareDelete } from '../../data/queued-items';
import { runQueuedMutation } from '../../data/queued-mutation';
import { prepareNewPracticePlan, registerCreatePracticePlan } from './create-practice-plan';
import { registerDeletePracticePlan } from './delete-practice-plan';
import { createBlock } from '../../../engine/model/practice-plan-defaults';
import { LOCAL_PRACTICE_PLAN_VERSION } from './create-practice-plan';
import { practicePlansCache, practicePlansKeys, practicePlansMutationKeys, practicePlanUpdateKey, type PracticePlanRecord, type PracticePlansFilter } from './keys';
import { preparePracticePlanChanges, registerUpdatePracticePlan } from './update-practice-plan';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('practice plans offline (spec §4)', () => {
  it('shows a plan created offline at the top of page 1, sends it once on return, and drops one deleted offline at once', async () => {
    const sent: { method: string; path: string; key: string | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ method: init.method!, path: new URL(url, 'http://app').pathname, key: (init.headers as Record<string, string>)['Idempotency-Key'] });
        if (init.method === 'DELETE') return new Response(null, { status: 204 });
        return Response.json({ practice_plan_id: 'server-7', team_id: 'team-a', title: 'Tuesday', synced: true, data: { title: 'Tuesday' } }, { status: 201 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    registerCreatePracticePlan(client);
    registerDeletePracticePlan(client);
    const list = practicePlansKeys.list({ page: 1 });
    client.setQueryData<Paged<Partial<PracticePlanRecord>>>(list, { data: [{ practice_plan_id: 'old', team_id: 'team-a', title: 'Monday' }], page: 1, per_page: 20, total: 1 });
    const ids = () => client.getQueryData<Paged<PracticePlanRecord>>(list)!.data.map((plan) => plan.practice_plan_id);

    onlineManager.setOnline(false);
    const variables = prepareNewPracticePlan({ teamId: 'team-a', title: 'Tuesday', date: '2026-11-24', startTime: '17:30' });
    const created = runQueuedMutation(client, practicePlansMutationKeys.create, variables);
    const deleted = runQueuedMutation(client, practicePlansMutationKeys.remove, prepareDelete('old'));
    await vi.waitFor(() => expect(ids()).toEqual([variables.temporaryId]));
    expect(client.getQueryData(practicePlansKeys.detail(variables.temporaryId))).toMatchObject({
      synced: false,
      data: { title: 'Tuesday', date: '2026-11-24', startTime: '17:30', exercises: [] },
    });
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all([created, deleted]);
    expect(sent).toEqual([
      { method: 'POST', path: '/apiv2/practice-plan', key: variables.temporaryId },
      { method: 'DELETE', path: '/apiv2/practice-plan/old', key: undefined },
    ]);
    expect(client.getQueryData(practicePlansKeys.detail('server-7'))).toMatchObject({ synced: true });
  });

  it('sends a plan built offline once, its saves after it on the server id, the first without a base version', async () => {
    const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
    let version = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push({ method: init.method!, path: new URL(url, 'http://app').pathname, body });
        version += 1;
        return Response.json({ practice_plan_id: 'server-9', team_id: 'team-a', title: 'Gym', synced: true, version, data: body.data }, { status: init.method === 'POST' ? 201 : 200 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    registerCreatePracticePlan(client);
    registerUpdatePracticePlan(client);
    onlineManager.setOnline(false);
    const variables = prepareNewPracticePlan({ teamId: 'team-a', title: 'Gym', date: '2026-11-24', startTime: '18:00' });
    const created = runQueuedMutation(client, practicePlansMutationKeys.create, variables);
    const data = { ...variables.data, exercises: [createBlock('exercise_1', 'Slides')] };
    const first = runQueuedMutation(client, practicePlanUpdateKey, preparePracticePlanChanges({ practicePlanId: variables.temporaryId, data, baseVersion: LOCAL_PRACTICE_PLAN_VERSION }));
    const second = runQueuedMutation(client, practicePlanUpdateKey, preparePracticePlanChanges({ practicePlanId: variables.temporaryId, data: { ...data, focus: 'Defense' }, baseVersion: LOCAL_PRACTICE_PLAN_VERSION }));
    await vi.waitFor(() => expect(client.getQueryData<PracticePlanRecord>(practicePlansKeys.detail(variables.temporaryId))?.data.focus).toBe('Defense'));
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await Promise.all([created, first, second]);
    expect(sent.map((request) => [request.method, request.path, request.body.base_version])).toEqual([
      ['POST', '/apiv2/practice-plan', undefined],
      ['PUT', '/apiv2/practice-plan/server-9', undefined],
      // Made on the first save's answer.
      ['PUT', '/apiv2/practice-plan/server-9', 2],
    ]);
    expect((sent[2]!.body.data as { focus: string }).focus).toBe('Defense');
  });

  it('shows a new plan only in the lists it belongs on: a template among templates, a plan among plans', () => {
    const client = new QueryClient();
    const empty = { data: [], page: 1, per_page: 20, total: 0 };
    const key = (filter: PracticePlansFilter) => practicePlansKeys.list(filter);
    const [plans, templates, both] = [key({ page: 1, template: false }), key({ page: 1, template: true }), key({ page: 1 })];
    for (const key of [plans, templates, both]) client.setQueryData(key, empty);
    const record = (id: string, template: boolean) => ({ practice_plan_id: id, team_id: 'team-a', title: id, synced: false, data: { title: id, template } }) as unknown as PracticePlanRecord;
    practicePlansCache.show(client, record('plan', false));
    practicePlansCache.show(client, record('template', true));
    const ids = (key: readonly unknown[]) => client.getQueryData<Paged<PracticePlanRecord>>(key)!.data.map((plan) => plan.practice_plan_id);
    expect(ids(plans)).toEqual(['plan']);
    expect(ids(templates)).toEqual(['template']);
    expect(ids(both)).toEqual(['template', 'plan']);
  });
});
