// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { notificationStore, notify } from './notifications';
import { NotificationStack, Toaster } from './toaster';
import { TOAST_EXIT_MS, closeToast, toast, toastStore } from './toast';

// Fake timers: a closed message leaves after its exit animation, TOAST_EXIT_MS, with no real waiting.
describe('toasts and notifications on screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    closeToast();
    notificationStore.getState().closeAll();
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS));
    vi.useRealTimers();
  });

  it('closes the toasts on a click away, not on a click on them', async () => {
    render(
      <>
        <button type="button">elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => void toast('Play saved', 'success'));
    const shown = screen.getByText('Play saved');
    fireEvent.pointerDown(shown);
    expect(toastStore.getState().messages.filter((item) => !item.leaving)).toHaveLength(1);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(toastStore.getState().messages.filter((item) => !item.leaving)).toHaveLength(0);
  });

  it('shows a notification with an icon and a close button', async () => {
    render(<NotificationStack />);
    act(() => void notify('You lost internet connection', 'error'));
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('You lost internet connection');
    expect(notice.querySelector('svg')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // It stays for its exit animation, then leaves.
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS - 1));
    expect(screen.queryByText('You lost internet connection')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('You lost internet connection')).toBeNull();
  });
});
