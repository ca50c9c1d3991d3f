import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_HIDE_AFTER_MS, NOTIFICATION_MAX, notificationStore, notify } from './notifications';
import { TOAST_EXIT_MS, TOAST_HIDE_AFTER_MS, TOAST_MAX, closeToast, toast, toastStore } from './toast';

const shownToasts = () => toastStore.getState().messages.filter((item) => !item.leaving).map((item) => item.message);
const shownNotifications = () => notificationStore.getState().messages.filter((item) => !item.leaving);

describe('toasts (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    closeToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('has the limits of spec §9', () => {
    expect([TOAST_MAX, TOAST_HIDE_AFTER_MS, TOAST_EXIT_MS]).toEqual([3, 5000, 195]);
  });

  it('keeps at most 3: a fourth closes the oldest', () => {
    for (const message of ['a', 'b', 'c', 'd']) toast(message);
    expect(shownToasts()).toEqual(['b', 'c', 'd']);
  });

  it('hides after 5 seconds and leaves after the exit animation', () => {
    toast('Saved', 'success');
    vi.advanceTimersByTime(TOAST_HIDE_AFTER_MS - 1);
    expect(shownToasts()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(shownToasts()).toEqual([]);
    expect(toastStore.getState().messages).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_EXIT_MS);
    expect(toastStore.getState().messages).toHaveLength(0);
  });

  it('closes when told to', () => {
    const id = toast('Working', 'info');
    toast('Other');
    closeToast(id);
    expect(shownToasts()).toEqual(['Other']);
  });
});

describe('the notification stack (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    notificationStore.getState().closeAll();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('defaults to success and refuses duplicates', () => {
    expect(notify('You regained internet connection')).not.toBeNull();
    expect(notify('You regained internet connection')).toBeNull();
    expect(notify('You regained internet connection', 'error')).not.toBeNull();
    expect(shownNotifications().map((item) => item.variant)).toEqual(['success', 'error']);
  });

  it('keeps at most 5 and hides after 5 seconds', () => {
    for (let i = 0; i < 7; i++) notify(`n${i}`, 'info');
    expect(shownNotifications().map((item) => item.message)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
    expect(NOTIFICATION_MAX).toBe(5);
    vi.advanceTimersByTime(NOTIFICATION_HIDE_AFTER_MS);
    expect(shownNotifications()).toEqual([]);
  });
});
