// @vitest-environment happy-dom
// The read-only rotation chart (issue 16) on the detail and shared pages: every stint as a bar on
// its period's clock, the moments with more or fewer than five marked, and nothing to drag or add.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RotationData } from '../../../../engine/model/rotation';
import { createEmptyRotationData } from '../../../../engine/model/rotation-defaults';
import '../../../lib/i18n';
import { RotationBody } from './rotation-body';

const players = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay'].map((name, i) => ({ id: `p${i + 1}`, name, number: String(i), position: (i % 5) + 1 }));

function rotation(): RotationData {
  return {
    ...createEmptyRotationData('Saturday'),
    periods: 2,
    periodLength: 480,
    players,
    // Five on court all of half 1 but Fay comes on for the last two minutes too: six there.
    stints: [...players.slice(0, 5).map((p) => ({ playerId: p.id, period: 1, start: 0, end: 480 })), { playerId: 'p6', period: 1, start: 360, end: 480 }],
  };
}

describe('the read-only rotation chart', () => {
  afterEach(cleanup);

  it('draws each stint on its half and marks the moment with six on court, with nothing to edit', async () => {
    render(<RotationBody data={rotation()} />);
    const chart = await screen.findByTestId('rotation-chart');
    expect(screen.getByRole('img', { name: '6:00–8:00, Fay, Half 1' })).toBeTruthy();
    expect(chart.querySelectorAll('[data-testid=stint]')).toHaveLength(6);
    const moments = [...chart.querySelectorAll<HTMLElement>('[data-testid=period-1] [data-testid=moment]')].map((m) => [m.dataset.count, m.dataset.wrong]);
    expect(moments).toEqual([
      ['5', 'false'],
      ['6', 'true'],
    ]);
    // Half 2 has nobody on court: one moment of none.
    expect([...chart.querySelectorAll<HTMLElement>('[data-testid=period-2] [data-testid=moment]')].map((m) => m.dataset.count)).toEqual(['0']);
    expect(chart.querySelectorAll('button, [tabindex]')).toHaveLength(0);
  });

  it('shows no chart for a rotation without stints', () => {
    render(<RotationBody data={{ ...rotation(), stints: [] }} />);
    expect(screen.queryByTestId('rotation-chart')).toBeNull();
  });
});
