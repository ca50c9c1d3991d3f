// Spec §2/§9: the sidebar is 280 wide, 88 collapsed. A click collapses it; while collapsed by click,
// hovering expands it (over the page); below the large breakpoint it resets.
import { useEffect, useReducer } from 'react';

export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 88;

export interface SidebarState {
  collapsedByClick: boolean;
  hovered: boolean;
}

export type SidebarEvent = { type: 'toggle' } | { type: 'enter' } | { type: 'leave' } | { type: 'reset' };

export const INITIAL_SIDEBAR: SidebarState = { collapsedByClick: false, hovered: false };

export function sidebarReducer(state: SidebarState, event: SidebarEvent): SidebarState {
  switch (event.type) {
    case 'toggle':
      return { collapsedByClick: !state.collapsedByClick, hovered: false };
    case 'enter':
      // Hover expansion works only while collapsed by click.
      return state.collapsedByClick ? { ...state, hovered: true } : state;
    case 'leave':
      return state.hovered ? { ...state, hovered: false } : state;
    case 'reset':
      return INITIAL_SIDEBAR;
  }
}

/** The width the sidebar shows, and the room the page keeps for it (hover expands over the page). */
export function sidebarLayout(state: SidebarState): { width: number; reserved: number; mini: boolean } {
  const collapsed = state.collapsedByClick && !state.hovered;
  return {
    width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
    reserved: state.collapsedByClick ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
    mini: collapsed,
  };
}

export function useSidebar(isLargeScreen: boolean) {
  const [state, dispatch] = useReducer(sidebarReducer, INITIAL_SIDEBAR);
  useEffect(() => {
    if (!isLargeScreen) dispatch({ type: 'reset' });
  }, [isLargeScreen]);
  return { state, dispatch, ...sidebarLayout(state) };
}
