// The drill picker the planner opens to add blocks: the playbooks' "Add plays" dialog (team and
// library, searched; library drills copied into the team with an Idempotency-Key). One feature does
// not import another, so the app hands it in (app/router.tsx); this is the shape the planner needs.
import type { ComponentType } from 'react';

export interface DrillPickerProps {
  open: boolean;
  onClose: () => void;
  teamId: string;
  /** The chosen drills as the team's own, in the order chosen (library drills as their new copies). */
  onAdd: (drills: { play_id: string; title: string }[]) => void;
  maxToAdd?: number;
  /** Drills only (the dialog's own filter). */
  only?: 'drill';
}

export type DrillPicker = ComponentType<DrillPickerProps>;
