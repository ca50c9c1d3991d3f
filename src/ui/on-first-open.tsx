// A dialog loaded when it first opens: a screen keeps the dialogs a coach may never open out of its
// first load. Once opened it stays mounted, so closing still plays its transition.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function onFirstOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((Component) => ({ default: Component })));
  return function OnFirstOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
