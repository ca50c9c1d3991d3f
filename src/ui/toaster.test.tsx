// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n';
import { notificationStore, notify } from './notifications';
import { NotificationStack, Toaster } from './toaster';
import { TOAST_EXIT_MS, closeToast, toast, toastStore } from './toast';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('toasts and notifications on screen', () => {
  afterEach(async () => {
    closeToast();
    notificationStore.getState().closeAll();
    await act(() => wait(TOAST_EXIT_MS + 20));
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
    await act(() => wait(TOAST_EXIT_MS + 20));
    expect(screen.queryByText('You lost internet connection')).toBeNull();
  });
});
