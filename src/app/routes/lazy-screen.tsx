// Screens the router does not download before they render. React Router loads a route's `lazy`
// module for every matched route before showing any of them, so a signed-out visit to a dashboard
// address would download the screen only to send the coach to sign in. These screens are React
// lazy components instead: they load when the signed-in layout renders them (under its Suspense,
// inside the router's transition, so the previous screen stays up meanwhile).
import { lazy, type ComponentType } from 'react';
import type { RouteObject, UIMatch } from 'react-router';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

interface ScreenHandle {
  preload: () => Promise<unknown>;
}

/** A route whose screen (with fixed props, if any) downloads when it first renders. */
export function lazyScreen<P extends object>(load: Load<P>, props?: P): Pick<RouteObject, 'Component' | 'handle'> {
  const Screen = lazy(load) as unknown as ComponentType<P>;
  const handle: ScreenHandle = { preload: load };
  return { Component: props ? () => <Screen {...props} /> : (Screen as ComponentType), handle };
}

/** Starts downloading the matched lazy screens now (a browser loads each module once). */
export function preloadMatchedScreens(matches: readonly UIMatch[]): void {
  for (const match of matches) {
    const handle = match.handle as Partial<ScreenHandle> | undefined;
    void handle?.preload?.().catch(() => undefined);
  }
}
