// Dialogs of the kit. The Headless UI dialog (focus trap, Escape, click outside, aria wiring; in
// dialog-frame.tsx) loads the first time a dialog opens: a screen that only might open one, like
// the signed-in home, does not fetch the dialog library on its first visit.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonColor } from './button';
import type { DialogProps } from './dialog-props';

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

export function Dialog(props: DialogProps) {
  // Once opened, the frame stays mounted so that closing plays its leave transition.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
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
