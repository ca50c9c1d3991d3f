import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BLOCK_MINUTES } from '../../../engine/model/practice-plan-defaults';
import { playsKeys } from '../../api/plays/keys';
import { blocksFromDrills } from './drill-start';

afterEach(() => onlineManager.setOnline(true));

describe('blocks from drills (issue 32)', () => {
  it('start from each drill’s own minutes and details, in the order chosen; an unknown drill offline from the defaults', async () => {
    const client = new QueryClient();
    client.setQueryData(playsKeys.detail('d1'), { play_id: 'd1', data: { settings: { drill: { minutes: 15, players: 8, equipment: ['Cones'], coachingPoints: 'Stay low' } } } });
    client.setQueryData(playsKeys.detail('d2'), { play_id: 'd2', data: { settings: {} } });
    onlineManager.setOnline(false);
    const blocks = await blocksFromDrills(client, [
      { play_id: 'd1', title: 'Shell' },
      { play_id: 'd2', title: 'Plain' },
      { play_id: 'd3', title: 'Not here' },
    ]);
    expect(blocks).toEqual([
      { title: 'Shell', drillId: 'd1', minutes: 15, players: 8, equipment: ['Cones'], coachingPoints: 'Stay low' },
      { title: 'Plain', drillId: 'd2', minutes: DEFAULT_BLOCK_MINUTES },
      { title: 'Not here', drillId: 'd3', minutes: DEFAULT_BLOCK_MINUTES },
    ]);
  });
});
