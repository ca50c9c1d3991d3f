// Where keyboard focus goes after an editor's command (issue 36, WCAG 2.4.3 focus order): a command
// that removes, moves or adds an item re-renders the list, and the button pressed is gone or was
// moved in the page, which drops focus to the body. Each editor marks the controls of its items with
// `focusKey(item, control)`, item being the key the editor already gives the item (a block's id, a
// chapter's or page's key, a stint's place on its lane), and after a command asks `focusAfter` for
// the first of a few targets that is there once the page shows the command's result:
//   remove → the next item's main control, else the previous one's, else the list's add control;
//   move   → the moved item's same button, else its other move button (the first became disabled);
//   add    → the new item's first field.
// A removal is also said in the editor's polite live region (`announce`, editor-announcer.tsx).
import { lastDialogOpener } from '../ui/dialog';

/** The attribute a focus target carries. */
export const FOCUS_ATTRIBUTE = 'data-focus-key';

/** The props that make an element the focus target `control` of `item` ('main': the item's main control). */
export function focusKey(item: string, control: string): { [FOCUS_ATTRIBUTE]: string } {
  return { [FOCUS_ATTRIBUTE]: focusName(item, control) };
}

export function focusName(item: string, control: string): string {
  return `${item}::${control}`;
}

/** A target: a focus name, nothing (skipped), or one known only once the command has run (a new item's). */
export type FocusTarget = string | null | undefined | false | (() => string | null | undefined | false);

/** How long a target may take to appear once no dialog is open (a block added after its drill's
 * details load): this long and this many frames both, as a busy machine draws few frames a second. */
const WAIT_MS = 4000;
const WAIT_FRAMES = 120;
/** How long a dialog may take to close (its leave transition is 200 ms; seconds on a busy machine). */
const DIALOG_WAIT_MS = 30_000;

/** The element of `name`, if it can take focus now: there, shown and not disabled. */
function focusable(name: string): HTMLElement | null {
  const element = document.querySelector<HTMLElement>(`[${FOCUS_ATTRIBUTE}="${escaped(name)}"]`);
  if (!element || element.hidden || (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') return null;
  return element.getClientRects().length > 0 ? element : null;
}

let pending = 0;

/** Runs `callback` at the next frame (a timer where the page has no frames: tests' DOMs). */
export function nextFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(callback);
  else setTimeout(callback, 16);
}

const escaped = (name: string) => (typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(name) : name.replace(/["\\]/g, '\\$&'));

/**
 * Once the page shows the command's result (the next frame; later while a dialog still closes or
 * the new item is still coming), focuses the first of `targets` that can take focus. A later call
 * replaces an earlier one still waiting; the coach moving focus themselves in the meantime wins.
 */
export function focusAfter(...targets: FocusTarget[]): void {
  const call = ++pending;
  const started = performance.now();
  // The wait for the target counts from when no dialog is open any more.
  let waitFrom = started;
  let frames = 0;
  // Where focus was when the command ran; taken again once a dialog it was in has closed (the
  // dialog gives focus back to the control that opened it).
  let before: Element | null = document.activeElement;
  let inDialog = before?.closest('[role=dialog]') != null;
  const fromDialog = inDialog;
  const attempt = () => {
    if (call !== pending) return;
    const dialogOpen = document.querySelector('[role=dialog]') !== null;
    if (dialogOpen) {
      waitFrom = performance.now();
      frames = 0;
      if (waitFrom - started < DIALOG_WAIT_MS) nextFrame(attempt);
      return;
    }
    const now = document.activeElement;
    // The dialog gives focus back to its opener a frame or more after it has gone (ui/dialog.tsx):
    // where focus is counts from then on, not the body it passes through meanwhile.
    if (inDialog && now && now !== document.body) {
      before = now;
      inDialog = false;
    }
    // The coach went on elsewhere (a click, Tab) while this waited: focus stays where they put it.
    // Focus given back to a closed dialog's opener is the dialog's doing, not theirs.
    const moved = !inDialog && now !== before && now !== document.body && now !== lastDialogOpener();
    if (moved && now && document.contains(now)) return;
    for (const target of targets) {
      const name = typeof target === 'function' ? target() : target;
      const element = name ? focusable(name) : null;
      if (element) {
        element.focus();
        element.scrollIntoView?.({ block: 'nearest' });
        if (fromDialog || lastDialogOpener()) holdFocus(element, call);
        return;
      }
    }
    if (++frames < WAIT_FRAMES || performance.now() - waitFrom < WAIT_MS) nextFrame(attempt);
  };
  nextFrame(attempt);
}

/** How long focus placed after a dialog's command is held against the dialog giving it back late:
 * this long and this many frames both (a busy machine draws few frames a second, and the give-back
 * comes frames after the dialog has gone). */
const HOLD_MS = 1000;
const HOLD_FRAMES = 60;

/**
 * Keeps focus on `element` for a moment after a command run from a dialog placed it there: the
 * dialog's leave transition may end, and focus be given back to the control that opened it
 * (ui/dialog.tsx, Headless UI's own restore), after the new item took it. Focus given back to that
 * control comes back here; the coach's own moves (a key, a pointer), or a later command, win.
 */
function holdFocus(element: HTMLElement, call: number): void {
  const opener = lastDialogOpener();
  if (!opener || opener === element) return;
  const until = performance.now() + HOLD_MS;
  let frames = 0;
  let coachMoved = false;
  const byCoach = () => {
    coachMoved = true;
  };
  document.addEventListener('keydown', byCoach, true);
  document.addEventListener('pointerdown', byCoach, true);
  const check = () => {
    if (coachMoved || call !== pending || !element.isConnected || (++frames > HOLD_FRAMES && performance.now() > until)) {
      document.removeEventListener('keydown', byCoach, true);
      document.removeEventListener('pointerdown', byCoach, true);
      return;
    }
    if (document.activeElement === opener) element.focus();
    nextFrame(check);
  };
  nextFrame(check);
}

/** Forgets a focus move still waiting (the editor's screen closed). */
export function cancelFocusAfter(): void {
  pending++;
}

/** The item after `index` in `keys`, else the one before it: where focus goes when `index` is removed. */
export function neighbourOf(keys: readonly string[], index: number): string | undefined {
  return keys[index + 1] ?? keys[index - 1];
}

/** The first key in `after` not in `before`: the item a command added. */
export function addedKey(before: readonly string[], after: readonly string[]): string | undefined {
  const had = new Set(before);
  return after.find((key) => !had.has(key));
}

/** The move buttons' control names: an item marks its own with focusKey(item, MOVE.up) and MOVE.down. */
export const MOVE = { up: 'move-up', down: 'move-down' } as const;

/** After item `index` of `keys` was removed: the next item's main control, else the previous one's, else `fallback`. */
export function focusAfterRemove(keys: readonly string[], index: number, fallback?: string): void {
  const neighbour = neighbourOf(keys, index);
  focusAfter(neighbour && focusName(neighbour, 'main'), fallback);
}

/** After `item` moved up or down: the same button, else (now at the end it moved to) the other one. */
export function focusAfterMove(item: string, direction: keyof typeof MOVE): void {
  focusAfter(focusName(item, MOVE[direction]), focusName(item, MOVE[direction === 'up' ? 'down' : 'up']), focusName(item, 'main'));
}

/** After an add: the first field of the item in `keys()` that was not in `before`. */
export function focusAfterAdd(before: readonly string[], keys: () => readonly string[], control = 'main'): void {
  focusAfter(() => {
    const added = addedKey(before, keys());
    return added && focusName(added, control);
  });
}
