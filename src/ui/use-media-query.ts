import { useSyncExternalStore } from 'react';

/** Spec §9 breakpoints (also in index.css @theme). */
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True at and above the large breakpoint (1200 px): the sidebar and top navigation show. */
export function useIsLargeScreen(): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
}
