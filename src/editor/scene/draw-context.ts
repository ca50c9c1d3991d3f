// The engine's DrawContext for the current play, shared by every item view (changes only when the
// court, view or object size changes, or when step errors are shown).
import { useMemo } from 'react';
import { type DrawContext, type PlaySettings, playCourt } from '../../../engine';
import { useEditorState } from '../editor-context';

/** Arrow id → the step error drawn on it (the editor's last next-phase report). */
export type StepErrors = Readonly<Record<string, string>> | undefined;

export function drawContextFor(settings: Pick<PlaySettings, 'viewMode' | 'courtType' | 'objectSizeFactor'>, errors: StepErrors): DrawContext {
  return {
    court: playCourt({ viewMode: settings.viewMode, courtType: settings.courtType }),
    view: settings.viewMode,
    objectSizeFactor: settings.objectSizeFactor,
    errorFor: (id: string) => errors?.[id],
  };
}

export function useDrawContext(): DrawContext {
  const viewMode = useEditorState((s) => s.doc.data.settings.viewMode);
  const courtType = useEditorState((s) => s.doc.data.settings.courtType);
  const objectSizeFactor = useEditorState((s) => s.doc.data.settings.objectSizeFactor);
  const errors = useEditorState((s) => s.report?.errors);
  return useMemo(() => drawContextFor({ viewMode, courtType, objectSizeFactor }, errors), [viewMode, courtType, objectSizeFactor, errors]);
}
