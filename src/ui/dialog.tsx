// Dialogs of the kit. The Headless UI dialog (focus trap, Escape, click outside, aria wiring; in
// dialog-frame.tsx) loads the first time a dialog opens: a screen that only might open one, like
// the signed-in home, does not fetch the dialog library on its first visit.
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonColor } from './button';
import type { DialogProps } from './dialog-props';

/** The next frame (a timer where there are none: tests' DOMs). */
const nextFrame = (callback: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16));

export type { DialogProps };

const loadFrame = () => import('./dialog-frame');
const DialogFrame = lazy(loadFrame);

/**
 * Loads the dialog frame ahead: for a screen whose dialogs must open offline too (the live game's
 * period end), loaded while it still has the connection.
 */
export function preloadDialog(): void {
  void loadFrame().catch(() => undefined);
}

/** The control that opened the dialog closed last, until the coach's next key or press: focus given back to it late is not the coach's. */
let lastOpener: HTMLElement | null = null;

/** The control focus goes back to from the dialog that closed last (editor-kit/focus-after.ts holds a command's focus against it). */
export function lastDialogOpener(): HTMLElement | null {
  return lastOpener?.isConnected ? lastOpener : null;
}

/** How long a closing dialog may take to let focus go (its leave transition is 200 ms). */
const GIVE_BACK_MS = 2000;

/**
 * Once a dialog has closed, focus goes back to the control that opened it when it fell to the page's
 * body (Headless UI gives it back only when the dialog closes at once, not after its leave
 * transition; issue 36): unless something else took it meanwhile, or the control is gone.
 */
function giveFocusBack(opener: HTMLElement): void {
  lastOpener = opener;
  // Until the coach's next key or press: focus on the opener after that is theirs.
  const forget = () => {
    if (lastOpener === opener) lastOpener = null;
  };
  document.addEventListener('keydown', forget, { capture: true, once: true });
  document.addEventListener('pointerdown', forget, { capture: true, once: true });
  const started = performance.now();
  const attempt = () => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      if (opener.isConnected) opener.focus();
      return;
    }
    // Focus is somewhere outside any dialog: placed there on purpose (the new item a dialog added).
    if (!active.closest('[role=dialog]')) return;
    if (performance.now() - started < GIVE_BACK_MS) nextFrame(attempt);
  };
  nextFrame(attempt);
}

export function Dialog(props: DialogProps) {
  // Once opened, the frame stays mounted so that closing plays its leave transition.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  // The control that opened it (focused when it opens, before the dialog takes focus).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (props.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (element) giveFocusBack(element);
  }, [props.open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}

/** A yes-or-no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  confirmColor = 'error',
  busy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  confirmColor?: ButtonColor;
  busy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="outlined" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
