// The notification stack (spec §4, §9): at most 5, hidden after 5 s, duplicates refused, bottom-right
// (bottom-left in rtl), each with an icon and a close button. Variants info, success (the default),
// warning, error.
import { createMessageQueue } from './message-queue';

export const NOTIFICATION_MAX = 5;
export const NOTIFICATION_HIDE_AFTER_MS = 5000;
export const NOTIFICATION_EXIT_MS = 195;

export const NOTIFICATION_VARIANTS = ['info', 'success', 'warning', 'error'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

export const notificationStore = createMessageQueue<NotificationVariant>({
  max: NOTIFICATION_MAX,
  hideAfterMs: NOTIFICATION_HIDE_AFTER_MS,
  exitMs: NOTIFICATION_EXIT_MS,
  rejectDuplicates: true,
});

/** Shows a notification unless the same one is showing; answers its id, or null when refused. */
export function notify(message: string, variant: NotificationVariant = 'success'): number | null {
  return notificationStore.getState().show(message, variant);
}

export function closeNotification(id: number): void {
  notificationStore.getState().close(id);
}
