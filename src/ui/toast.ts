// Toasts (spec §4, §9): at most 3, bottom-left, hidden after 5 s, enter 225 ms, exit 195 ms. They
// close on timeout, on a click away, when a fourth arrives, or when told to.
import { createMessageQueue } from './message-queue';

export const TOAST_MAX = 3;
export const TOAST_HIDE_AFTER_MS = 5000;
export const TOAST_ENTER_MS = 225;
export const TOAST_EXIT_MS = 195;

export const TOAST_VARIANTS = ['default', 'success', 'warning', 'error', 'info'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export const toastStore = createMessageQueue<ToastVariant>({
  max: TOAST_MAX,
  hideAfterMs: TOAST_HIDE_AFTER_MS,
  exitMs: TOAST_EXIT_MS,
  rejectDuplicates: false,
});

/** Shows a toast; answers its id so it can be closed early. */
export function toast(message: string, variant: ToastVariant = 'default'): number {
  return toastStore.getState().show(message, variant)!;
}

export function closeToast(id?: number): void {
  if (id === undefined) toastStore.getState().closeAll();
  else toastStore.getState().close(id);
}
