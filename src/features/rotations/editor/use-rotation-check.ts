// The live checks, shared by the timeline, the checks and the minutes panels: each subscribes to the
// four fields the checks read (not the title or the game's steps), and the check is worked out once
// per change for all of them.
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { checkRotation, type RotationCheck, type RotationPlan } from '../../../../engine/rotation/checks';
import type { RotationEditor } from './rotation-store';

const lastChecks = new WeakMap<RotationEditor, { plan: RotationPlan; check: RotationCheck }>();

const samePlan = (a: RotationPlan, b: RotationPlan) => a.periods === b.periods && a.periodLength === b.periodLength && a.players === b.players && a.stints === b.stints;

export function useRotationCheck(editor: RotationEditor): RotationCheck {
  const plan = useStore(
    editor.store,
    useShallow((s) => ({ periods: s.doc.data.periods, periodLength: s.doc.data.periodLength, players: s.doc.data.players, stints: s.doc.data.stints })),
  );
  const last = lastChecks.get(editor);
  if (last && samePlan(last.plan, plan)) return last.check;
  const check = checkRotation(plan);
  lastChecks.set(editor, { plan, check });
  return check;
}
