// The engine's DrawContext for the current play, shared by every item view (changes only when the
// court, view or object size changes, or when step errors are shown).
import { useMemo } from 'react';
import { type DrawContext, playCourt } from '../../../engine';
import { useEditorState } from '../editor-context';

export function useDrawContext(): DrawContext {
  const view = useEditorState((s) => s.doc.data.settings.viewMode);
  const courtType = useEditorState((s) => s.doc.data.settings.courtType);
  const objectSizeFactor = useEditorState((s) => s.doc.data.settings.objectSizeFactor);
  const errors = useEditorState((s) => s.report?.errors);
  return useMemo(
    () => ({
      court: playCourt({ viewMode: view, courtType }),
      view,
      objectSizeFactor,
      errorFor: (id: string) => errors?.[id],
    }),
    [view, courtType, objectSizeFactor, errors],
  );
}
