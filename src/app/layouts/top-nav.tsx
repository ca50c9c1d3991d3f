import { Menu, MenuButton, MenuItem, MenuItems } from '../../ui/menu';
import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../ui/cn';
import type { NavSection } from './nav';

/**
 * Whether the entries' labels fit in the bar: measured with the labels shown; without them (icons
 * only) once they do not, until the bar is again as wide as they took or the language changes
 * (a German or Greek bar is longer than an English one; issue 34).
 */
function useLabelsFit(language: string) {
  const nav = useRef<HTMLElement>(null);
  const [fit, setFit] = useState(true);
  /** The bar's width the labels need, measured when last shown. */
  const needed = useRef(0);
  // Another language: its labels are measured afresh (set while rendering, React's way to reset state on a prop).
  const [measuredIn, setMeasuredIn] = useState(language);
  if (measuredIn !== language) {
    setMeasuredIn(language);
    setFit(true);
  }
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    const measure = () => {
      if (fit && element.scrollWidth > element.clientWidth + 1) {
        needed.current = element.scrollWidth;
        setFit(false);
      } else if (!fit && element.clientWidth >= needed.current) setFit(true);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fit]);
  return { nav, fit };
}

/**
 * The horizontal layout's navigation (large screens): one button per section, a menu when it has
 * several. Up to 2xl its entries sit closer, so the whole bar fits beside the settings and account
 * buttons at 1280 px (issue 32, point 9: the Admin menu's chevron ran under the settings gear); where
 * the labels still do not fit (a longer language), the entries show their icons alone, named.
 */
export function TopNav({ sections }: { sections: NavSection[] }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { nav, fit } = useLabelsFit(i18n.language);
  const entryClass = (active: boolean) =>
    cn(
      'flex h-10 shrink-0 items-center gap-1 rounded-card px-2 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-primary 2xl:gap-1.5 2xl:px-2.5',
      active ? 'bg-primary-soft font-semibold text-primary-ink' : 'text-muted hover:bg-line/30 hover:text-ink',
    );
  const isActive = (to: string, end?: boolean) => (end ? pathname === to || `${pathname}/` === to : pathname.startsWith(to));
  return (
    <nav ref={nav} aria-label={t('nav.main')} className="flex items-center gap-0.5">
      {sections.flatMap((section) =>
        section.label === 'nav.sectionCoaching' || section.label === 'nav.sectionOverview'
          ? section.items
              // Get started lives on the home screen's checklist; the bar keeps to the daily screens.
              .filter((item) => item.to !== '/dashboard/get_started')
              .map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive: active }) => entryClass(active)}
                aria-label={fit ? undefined : t(item.label)}
                title={fit ? undefined : t(item.label)}
              >
                <item.icon className="size-[18px]" aria-hidden="true" />
                {fit && t(item.label)}
              </NavLink>
            ))
          : [
              <Menu key={section.label}>
                <MenuButton
                  className={entryClass(section.items.some((item) => isActive(item.to, item.end)))}
                  aria-label={fit ? undefined : t(section.label)}
                  title={fit ? undefined : t(section.label)}
                >
                  {(() => {
                    const Icon = section.items[0]!.icon;
                    return <Icon className="size-[18px]" aria-hidden="true" />;
                  })()}
                  {fit && t(section.label)}
                  <ChevronDown className="size-4" aria-hidden="true" />
                </MenuButton>
                <MenuItems anchor="bottom start" className="z-50 mt-1 w-56 rounded-card bg-surface p-1.5 text-ink shadow-popover focus:outline-none">
                  {section.items.map((item) => (
                    <MenuItem key={item.to}>
                      <NavLink to={item.to} className="flex items-center gap-3 rounded-card px-3 py-2 text-sm data-focus:bg-line/40">
                        <item.icon className="size-4 text-muted" aria-hidden="true" />
                        {t(item.label)}
                      </NavLink>
                    </MenuItem>
                  ))}
                </MenuItems>
              </Menu>,
            ],
      )}
    </nav>
  );
}
