import { Menu, MenuButton, MenuItem, MenuItems } from '../../ui/menu';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../ui/cn';
import type { NavSection } from './nav';

/**
 * The horizontal layout's navigation (large screens): one button per section, a menu when it has
 * several. Up to 2xl its entries sit closer, so the whole bar fits beside the settings and account
 * buttons at 1280 px (issue 32, point 9: the Admin menu's chevron ran under the settings gear).
 */
export function TopNav({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entryClass = (active: boolean) =>
    cn(
      'flex h-10 shrink-0 items-center gap-1 rounded-card px-2 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-primary 2xl:gap-1.5 2xl:px-2.5',
      active ? 'bg-primary-soft font-semibold text-primary-ink' : 'text-muted hover:bg-line/30 hover:text-ink',
    );
  const isActive = (to: string, end?: boolean) => (end ? pathname === to || `${pathname}/` === to : pathname.startsWith(to));
  return (
    <nav aria-label={t('nav.main')} className="flex items-center gap-0.5">
      {sections.flatMap((section) =>
        section.label === 'nav.sectionCoaching' || section.label === 'nav.sectionOverview'
          ? section.items
              // Get started lives on the home screen's checklist; the bar keeps to the daily screens.
              .filter((item) => item.to !== '/dashboard/get_started')
              .map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={({ isActive: active }) => entryClass(active)}>
                <item.icon className="size-[18px]" aria-hidden="true" />
                {t(item.label)}
              </NavLink>
            ))
          : [
              <Menu key={section.label}>
                <MenuButton className={entryClass(section.items.some((item) => isActive(item.to, item.end)))}>
                  {(() => {
                    const Icon = section.items[0]!.icon;
                    return <Icon className="size-[18px]" aria-hidden="true" />;
                  })()}
                  {t(section.label)}
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
