// Object status (spec §4): SELECTED, SELECTED_MULTIPLE, INTERACTING, EDIT and EDIT_MOBILE count as
// selected. The editor keeps selection apart from the document (so selecting is not an undo step)
// and derives each object's status from it; a saved play has every status NOT_SELECTED.
import type { ObjectStatus, PlayData } from '../../../engine';

export const SELECTED_STATUSES: readonly ObjectStatus[] = ['SELECTED', 'SELECTED_MULTIPLE', 'INTERACTING', 'EDIT', 'EDIT_MOBILE'];

export function isSelectedStatus(status: ObjectStatus): boolean {
  return SELECTED_STATUSES.includes(status);
}

export interface StatusInputs {
  selection: readonly string[];
  hovered: string | null;
  /** Ids being dragged or resized. */
  interacting: readonly string[];
  editingId: string | null;
  /** True on touch screens: text is edited in the mobile editor (EDIT_MOBILE). */
  mobile: boolean;
}

/** The status the editor's state gives object `id`. */
export function statusOf(id: string, inputs: StatusInputs): ObjectStatus {
  if (inputs.editingId === id) return inputs.mobile ? 'EDIT_MOBILE' : 'EDIT';
  if (inputs.interacting.includes(id)) return 'INTERACTING';
  if (inputs.selection.includes(id)) return inputs.selection.length > 1 ? 'SELECTED_MULTIPLE' : 'SELECTED';
  if (inputs.hovered === id) return 'HOVERING';
  return 'NOT_SELECTED';
}

/**
 * Spec §4: the effective status is the object's own when the editor is editable, HOVERING_ANIMATOR
 * when only animatable and hovered, else NOT_SELECTED.
 */
export function effectiveStatus(status: ObjectStatus, mode: { editable: boolean; animatable: boolean }): ObjectStatus {
  if (mode.editable) return status;
  if (mode.animatable && (status === 'HOVERING' || status === 'HOVERING_ANIMATOR')) return 'HOVERING_ANIMATOR';
  return 'NOT_SELECTED';
}

/** Spec §4: saving resets every status to NOT_SELECTED. Returns a copy; the input is untouched. */
export function withStatusesReset(data: PlayData): PlayData {
  return {
    ...data,
    phases: data.phases.map((phase) => ({
      ...phase,
      objects: phase.objects.map((item) => (item.status === undefined || item.status === 'NOT_SELECTED' ? item : { ...item, status: 'NOT_SELECTED' as const })),
    })),
  };
}
