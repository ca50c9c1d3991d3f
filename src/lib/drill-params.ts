// A drill list's filters live in the URL beside its search and page (lib/list-params.ts), so a
// reload or a shared link shows the same drills.
import { useCallback, useEffect, useMemo, useRef, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router';
import { DRILL_FILTER_PARAMS, drillFilterFromParams, drillFilterQuery, type DrillFilter } from '../../engine/model/drill-constants';

export function useDrillFilterParams() {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const filter = useMemo(() => drillFilterFromParams(new URLSearchParams(text)), [text]);
  // The filter as last set: a change made before the address has caught up with the one before
  // builds on it rather than on what the address still says.
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filter;
  }, [filter]);
  const update = useCallback(
    (change: SetStateAction<DrillFilter>) => {
      const next = typeof change === 'function' ? change(latest.current) : change;
      latest.current = next;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const name of Object.values(DRILL_FILTER_PARAMS)) updated.delete(name);
          for (const [name, value] of Object.entries(drillFilterQuery(next))) if (value !== undefined) updated.set(name, String(value));
          // Other filters start again at page 1.
          updated.delete('page');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filter, update] as const;
}
