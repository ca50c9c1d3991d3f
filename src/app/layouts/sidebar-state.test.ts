import { describe, expect, it } from 'vitest';
import { INITIAL_SIDEBAR, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, sidebarLayout, sidebarReducer, type SidebarEvent } from './sidebar-state';

const run = (...events: SidebarEvent['type'][]) => events.reduce((state, type) => sidebarReducer(state, { type } as SidebarEvent), INITIAL_SIDEBAR);

describe('the sidebar (spec §2, §9)', () => {
  it('is 280 wide, 88 when collapsed by a click', () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_COLLAPSED_WIDTH]).toEqual([280, 88]);
    expect(sidebarLayout(run()).width).toBe(280);
    expect(sidebarLayout(run('toggle'))).toEqual({ width: 88, reserved: 88, mini: true });
    expect(sidebarLayout(run('toggle', 'toggle')).width).toBe(280);
  });
  it('expands on hover only while collapsed by a click, over the page', () => {
    expect(run('enter')).toEqual(INITIAL_SIDEBAR);
    expect(sidebarLayout(run('toggle', 'enter'))).toEqual({ width: 280, reserved: 88, mini: false });
    expect(sidebarLayout(run('toggle', 'enter', 'leave')).width).toBe(88);
  });
  it('resets below the large breakpoint', () => {
    expect(run('toggle', 'enter', 'reset')).toEqual(INITIAL_SIDEBAR);
  });
});
