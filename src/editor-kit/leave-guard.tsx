// Leaving an editor with unsaved changes asks first: the browser's own question on closing the page,
// the editor's dialog on going elsewhere in the app. Every editor (play, playbook, ...) uses this one.
import { useEffect } from 'react';
import { useBlocker, type Location, type NavigationType } from 'react-router';
import { ConfirmDialog } from '../ui/dialog';

export interface LeaveGuardProps {
  /** Unsaved changes now, as the screen renders. */
  dirty: boolean;
  /** Unsaved changes at the moment of leaving, read from the store: a save just before navigating must not be blocked. */
  isDirty: () => boolean;
  /** Navigations that are not leaving (the editor's own address rewritten); by default any other path leaves. */
  stays?: (next: Location, current: Location, historyAction: NavigationType) => boolean;
  title: string;
  description: string;
  confirmLabel: string;
}

export function LeaveGuard({ dirty, isDirty, stays, title, description, confirmLabel }: LeaveGuardProps) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) => isDirty() && currentLocation.pathname !== nextLocation.pathname && !stays?.(nextLocation, currentLocation, historyAction),
  );
  return <ConfirmDialog open={blocker.state === 'blocked'} title={title} description={description} confirmLabel={confirmLabel} onConfirm={() => blocker.proceed?.()} onClose={() => blocker.reset?.()} />;
}
