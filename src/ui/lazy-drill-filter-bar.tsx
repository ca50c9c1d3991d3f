// The drill filters for a screen that lists plays and drills alike (the plays list): loaded with
// their texts only when drills show, so the plays list's first load has none.
import { lazy, Suspense, type ComponentProps } from 'react';

const Bar = lazy(() => import('./drill-filter-bar').then((module) => ({ default: module.DrillFilterBar })));

export function LazyDrillFilterBar(props: ComponentProps<typeof Bar>) {
  return (
    <Suspense fallback={null}>
      <Bar {...props} />
    </Suspense>
  );
}
