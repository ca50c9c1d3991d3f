import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayConflict } from '../api/plays/update-play';
import { notificationStore } from '../ui/notifications';
import { showConflictNotices } from './conflict-notice';

const listeners = vi.hoisted(() => new Set<(conflict: PlayConflict) => void>());
vi.mock('../api/plays/update-play', () => ({
  onPlayConflictCopy: (listener: (conflict: PlayConflict) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
}));

const conflict = { playId: 'p1', title: 'Horns', copy: { play_id: 'p2', title: 'Horns (conflict copy)' } } as PlayConflict;

describe('the conflict notice (the app tells the coach; the data layer only says so)', () => {
  afterEach(() => notificationStore.getState().closeAll());

  it('shows one warning per conflict copy, with both titles, however often it is started', () => {
    const stop = showConflictNotices();
    showConflictNotices();
    expect(listeners.size).toBe(1);
    for (const listener of listeners) listener(conflict);
    const shown = notificationStore.getState().messages.filter((m) => !m.leaving);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ variant: 'warning' });
    expect(shown[0]!.message).toContain('Horns');
    expect(shown[0]!.message).toContain('Horns (conflict copy)');
    stop();
    expect(listeners.size).toBe(0);
  });
});
