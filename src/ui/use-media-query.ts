import { useSyncExternalStore } from 'react';

/** Spec §9 breakpoints (also in index.css @theme). */
export const BREAKPOINTS = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
/**
 * Spec §9's editor breakpoints (also in index.css @theme, as the `tablet:` and `desktop:` variants):
 * from 768 px a tablet's layout (the palette a side rail, panels a sheet beside or under the court),
 * from 1100 px the desktop's side columns; below 768 px a phone's drawers.
 */
export const EDITOR_BREAKPOINTS = { tablet: 768, desktop: 1100 } as const;

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
