// The document editors' polite live region (issue 36): what a command did that focus alone does not
// say ("Block removed", "Stint removed"), read out by screen readers without moving focus. One per
// editor screen, in its header (DocumentHeader); `announce` is called from the command's call site.
import { useEffect, useSyncExternalStore } from 'react';
import { cancelFocusAfter } from './focus-after';

let message = { text: '', id: 0 };
const listeners = new Set<() => void>();

/** Says `text` in the editor's live region (the same text twice is said twice). */
export function announce(text: string): void {
  message = { text, id: message.id + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function EditorAnnouncer() {
  const { text, id } = useSyncExternalStore(
    subscribe,
    () => message,
    () => message,
  );
  // What one screen said is not shown again on the next, and a focus move it waited on is dropped.
  useEffect(
    () => () => {
      message = { text: '', id: message.id + 1 };
      cancelFocusAfter();
    },
    [],
  );
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="editor-announcer">
      {/* A new node each time: the same words said again are announced again. */}
      <span key={id}>{text}</span>
    </p>
  );
}
