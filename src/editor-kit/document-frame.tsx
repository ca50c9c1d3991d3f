// The frame around a document editor's screen (playbook, rotation, practice plan): the screen
// shown when it cannot open, and the boundary that turns a render failure into that screen
// rather than a blank page, and the question before leaving unsaved changes. Each editor gives its
// own texts and way back.
import { Component, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { ButtonLink } from '../ui/button';
import { LeaveGuard } from './leave-guard';

export interface DocumentErrorScreenProps {
  title: string;
  message: string;
  /** Where the coach goes instead (the list of such documents), and the button's text. */
  backTo: string;
  backLabel: string;
  testId: string;
}

export function DocumentErrorScreen({ title, message, backTo, backLabel, testId }: DocumentErrorScreenProps) {
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-page p-6 text-center text-ink" data-testid={testId}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-lg text-muted">{message}</p>
      <ButtonLink to={backTo} variant="contained" color="primary" className="min-h-11">
        {backLabel}
      </ButtonLink>
    </main>
  );
}

/** A render failure inside the editor shows `stopped` (an error screen), never a blank page. */
export class DocumentBoundary extends Component<{ children: ReactNode; stopped: (error: Error) => ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.stopped(this.state.error) : this.props.children;
  }
}

/** Leaving with changes not yet saved asks first (the editor's store says whether there are any). */
export function DocumentLeaveGuard({ store, title, description, confirmLabel }: { store: StoreApi<{ dirty: boolean }>; title: string; description: string; confirmLabel: string }) {
  const dirty = useStore(store, (s) => s.dirty);
  return <LeaveGuard dirty={dirty} isDirty={() => store.getState().dirty} title={title} description={description} confirmLabel={confirmLabel} />;
}
