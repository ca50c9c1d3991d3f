// Headless UI's Menu, MenuButton, MenuItems and MenuItem, loaded on a menu's first use. Until then
// MenuButton is a plain button with the same props (named, aria-haspopup, collapsed) and the items
// are not drawn. Hovering or focusing it fetches the menu library (Headless UI's menu, floating-ui:
// ~30 KB gzipped, kept off the dashboard's first visit); clicking it (mouse, touch, Enter, Space) or
// pressing an arrow key also opens the menu once loaded, with the focus where the coach left it.
import type * as HeadlessMenu from '@headlessui/react';
import {
  createContext,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type * as HeadlessModule from './menu-headless';

type Headless = typeof HeadlessModule;

let headless: Headless | undefined;
let loading: Promise<Headless> | undefined;

/** Loads the menu library once for every menu. */
function loadHeadless(): Promise<Headless> {
  return (loading ??= import('./menu-headless').then(
    (module) => (headless = module),
    (error: unknown) => {
      loading = undefined; // offline without the chunk: a later intent tries again
      throw error;
    },
  ));
}

/** What the coach did to the stand-in while the library loaded. */
interface Handoff {
  focus: boolean;
  open: boolean;
}

interface MenuState {
  headless: Headless | undefined;
  handoff: Handoff;
  /** The coach showed interest in the stand-in: load, and open once loaded when `open`. */
  intent(open: boolean, standIn: HTMLButtonElement | null): void;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const menu = use(MenuContext);
  if (!menu) throw new Error(`${part} must be inside a Menu`);
  return menu;
}

export function Menu({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(() => headless);
  const [handoff, setHandoff] = useState<Handoff>({ focus: false, open: false });
  const wantOpen = useRef(false);
  const intent = (open: boolean, standIn: HTMLButtonElement | null) => {
    wantOpen.current ||= open;
    loadHeadless().then(
      (module) => {
        setHandoff({ focus: standIn !== null && document.activeElement === standIn, open: wantOpen.current });
        setLoaded(module);
      },
      (error: unknown) => console.warn('Could not load the menu', error),
    );
  };
  return (
    <MenuContext value={{ headless: loaded, handoff, intent }}>
      {loaded ? <loaded.Menu>{children}</loaded.Menu> : children}
    </MenuContext>
  );
}

type MenuButtonProps = Omit<ComponentProps<'button'>, 'className' | 'children' | 'ref'> & { className?: string; children?: ReactNode };

/** The real button, once loaded: it takes over the stand-in's focus, and opens if it was asked to. */
function LoadedMenuButton({ headless, handoff, ...props }: MenuButtonProps & { headless: Headless; handoff: Handoff }) {
  const button = useRef<HTMLButtonElement>(null);
  // Each wish is handed over once: an open asked for after the swap (a press whose load promise
  // settled late) still opens, and a second hand-off does not toggle the menu shut again.
  const done = useRef<Handoff>({ focus: false, open: false });
  useEffect(() => {
    if (handoff.focus && !done.current.focus) button.current?.focus();
    // Headless UI toggles on a click that is not a mouse press.
    if (handoff.open && !done.current.open) button.current?.click();
    done.current = { focus: done.current.focus || handoff.focus, open: done.current.open || handoff.open };
  }, [handoff]);
  return <headless.MenuButton ref={button} {...props} />;
}

export function MenuButton(props: MenuButtonProps) {
  const menu = useMenu('MenuButton');
  const standIn = useRef<HTMLButtonElement>(null);
  const pressedBy = useRef<string | undefined>(undefined);
  if (menu.headless) return <LoadedMenuButton headless={menu.headless} handoff={menu.handoff} {...props} />;
  const { onPointerEnter, onPointerDown, onFocus, onClick, onKeyDown } = props;
  return (
    <button
      type="button"
      {...props}
      ref={standIn}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        menu.intent(false, standIn.current);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        menu.intent(false, standIn.current);
      }}
      // A mouse opens it on the press, as Headless UI's button does: the library may load and swap
      // the button between the press and the release, and the click then never comes.
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        pressedBy.current = event.pointerType;
        if (event.pointerType === 'mouse' && event.button === 0) menu.intent(true, standIn.current);
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // A click that is not a mouse's press (touch, Enter, Space); a mouse's opened it already.
        if (pressedBy.current !== 'mouse') menu.intent(true, standIn.current);
        pressedBy.current = undefined;
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          menu.intent(true, standIn.current);
        }
      }}
    />
  );
}

/**
 * Not drawn until the library has loaded (the menu is closed until then anyway). Not modal: an open
 * menu leaves the page readable (a modal one hid its main landmark and heading from assistive
 * technology while open; issue 36); a click outside or Escape still closes it.
 */
export function MenuItems(props: ComponentProps<typeof HeadlessMenu.MenuItems>) {
  const { headless: loaded } = useMenu('MenuItems');
  return loaded ? <loaded.MenuItems modal={false} {...props} /> : null;
}

export function MenuItem(props: ComponentProps<typeof HeadlessMenu.MenuItem>) {
  const { headless: loaded } = useMenu('MenuItem');
  return loaded ? <loaded.MenuItem {...props} /> : null;
}
