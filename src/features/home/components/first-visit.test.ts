// @vitest-environment happy-dom
// Issue 32, point 9: the home welcomes a coach's first visit on this device, and welcomes back the next.
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOME_SEEN_STORAGE_KEY, homeSeenBefore, useFirstHomeVisit } from './first-visit';

describe('the first visit to the home', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('is the first on a device that has not seen this coach; the next visit is not', () => {
    const first = renderHook(() => useFirstHomeVisit('coach-1'));
    expect(first.result.current).toBe(true);
    // Still the first visit while its screen stays open (it re-renders).
    first.rerender();
    expect(first.result.current).toBe(true);
    expect(homeSeenBefore('coach-1')).toBe(true);
    first.unmount();
    expect(renderHook(() => useFirstHomeVisit('coach-1')).result.current).toBe(false);
  });

  it('is kept per account: another coach on the same device is welcomed too', () => {
    renderHook(() => useFirstHomeVisit('coach-1')).unmount();
    expect(renderHook(() => useFirstHomeVisit('coach-2')).result.current).toBe(true);
    expect(JSON.parse(localStorage.getItem(HOME_SEEN_STORAGE_KEY)!)).toEqual(['coach-1', 'coach-2']);
  });

  it('waits for the account to be known, and survives a storage that holds something else', () => {
    localStorage.setItem(HOME_SEEN_STORAGE_KEY, '{"not":"a list"}');
    expect(renderHook(() => useFirstHomeVisit(undefined)).result.current).toBe(false);
    expect(renderHook(() => useFirstHomeVisit('coach-3')).result.current).toBe(true);
  });
});
