// Where toasts and notifications appear. Toasts sit bottom-left; the notification stack bottom-right,
// mirrored in rtl (logical `end`).
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { cn } from './cn';
import { notificationStore, type NotificationVariant } from './notifications';
import { toastStore, type ToastVariant } from './toast';

const TOAST_LOOK: Record<ToastVariant, string> = {
  default: 'bg-[#1c252e] text-white dark:bg-white dark:text-[#1c252e]',
  success: 'bg-[#0a5c3a] text-white',
  warning: 'bg-[#7a4100] text-white',
  error: 'bg-[#7a0916] text-white',
  info: 'bg-[#003768] text-white',
};

export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.messages);
  const region = useRef<HTMLDivElement>(null);

  // A click anywhere outside the toasts closes them (spec §4).
  useEffect(() => {
    if (toasts.length === 0) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!region.current?.contains(event.target as Node)) toastStore.getState().closeAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [toasts.length]);

  return (
    <div ref={region} aria-live="polite" className="pointer-events-none fixed bottom-4 left-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.variant === 'error' ? 'alert' : 'status'}
          className={cn(
            'cs-enter pointer-events-auto rounded-card px-4 py-3 text-sm font-medium shadow-popover transition-opacity duration-[195ms]',
            TOAST_LOOK[item.variant],
            item.leaving && 'opacity-0',
          )}
        >
          {item.message}
        </div>
      ))}
    </div>
  );
}

const NOTIFICATION_ICON_BACKGROUND: Record<NotificationVariant, string> = {
  info: 'bg-info-soft',
  success: 'bg-success-soft',
  warning: 'bg-warning-soft',
  error: 'bg-error-soft',
};

const NOTIFICATION_ICON: Record<NotificationVariant, ReactNode> = {
  info: <Info aria-hidden="true" className="text-info" />,
  success: <CircleCheck aria-hidden="true" className="text-success" />,
  warning: <TriangleAlert aria-hidden="true" className="text-warning" />,
  error: <CircleAlert aria-hidden="true" className="text-error" />,
};

export function NotificationStack() {
  const { t } = useTranslation();
  const notifications = useStore(notificationStore, (state) => state.messages);
  return (
    <div aria-live="polite" className="pointer-events-none fixed bottom-4 end-4 z-[60] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2">
      {notifications.map((item) => (
        <div
          key={item.id}
          role={item.variant === 'error' ? 'alert' : 'status'}
          data-variant={item.variant}
          className={cn(
            'cs-enter pointer-events-auto flex items-center gap-3 rounded-card bg-surface p-3 text-sm text-ink shadow-popover transition-opacity duration-[195ms]',
            item.leaving && 'opacity-0',
          )}
        >
          <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-card [&_svg]:size-5', NOTIFICATION_ICON_BACKGROUND[item.variant])}>
            {NOTIFICATION_ICON[item.variant]}
          </span>
          <span className="min-w-0 flex-1 font-medium">{item.message}</span>
          <button
            type="button"
            onClick={() => notificationStore.getState().close(item.id)}
            aria-label={t('common.close')}
            className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-line/40 hover:text-ink"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}
