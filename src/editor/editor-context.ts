// React access to the editor: one Editor per screen, narrow selectors so a change re-renders only
// what shows it (a dragged player re-renders that player, not the court).
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { type Phase, type PhaseItem, itemsInDrawOrder } from '../../engine';
import type { Editor } from './store/editor-store';
import type { EditorState } from './store/editor-state';

export const EditorContext = createContext<Editor | null>(null);

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor needs an <EditorContext.Provider>');
  return editor;
}

export function useEditorState<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditor().store, selector);
}

/** For selectors that build arrays or objects: re-renders only when the parts change. */
export function useEditorShallow<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditor().store, useShallow(selector));
}

export function selectPhase(state: EditorState): Phase {
  const phases = state.doc.data.phases;
  return phases[Math.min(state.phaseIndex, phases.length - 1)]!;
}

export function useItem(id: string): PhaseItem | undefined {
  return useEditorState((state) => selectPhase(state).objects.find((item) => item.id === id));
}

/** The current phase's item ids in display-list order (engine itemsInDrawOrder): an index is a rank. */
export function useDrawOrder(): string[] {
  return useEditorShallow((state) => itemsInDrawOrder(selectPhase(state).objects).map((item) => item.id));
}
