// Print for a practice plan of the team (issue 14): the drills its exercises and their stations run are fetched (or
// taken from the cache) when the dialog opens, so each is drawn beside its exercise. A drill that
// cannot be read (deleted, offline and never opened) is left out; the exercise still prints.
import { useQueryClient } from '@tanstack/react-query';
import type { PracticePlanData } from '../../../../engine/model/practice-plan';
import { playQueryOptions } from '../../../api/plays/get-play';
import type { PlayRecord } from '../../../api/plays/keys';
import { PrintButton } from '../../../print/print-button';
import { printPracticePlan } from '../../../print/print-content';

export function PrintPracticePlanButton({ title, plan }: { title: string; plan: PracticePlanData }) {
  const queryClient = useQueryClient();
  const loadDrills = async () => {
    // The blocks' drills and their stations' (each station's drill prints its details under it).
    const linked = plan.exercises.flatMap((exercise) => [exercise.drillId, ...exercise.stations.map((station) => station.drillId)]);
    const ids = [...new Set(linked.flatMap((id) => (id === null ? [] : [String(id)])))];
    const drills = await Promise.all(ids.map((id) => queryClient.ensureQueryData(playQueryOptions(id)).catch(() => undefined)));
    return drills.filter((drill): drill is PlayRecord => drill !== undefined);
  };
  return <PrintButton source={printPracticePlan(title, plan, loadDrills)} />;
}
