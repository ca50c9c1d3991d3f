import { BookOpen, ClipboardList, Dumbbell, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from './cn';

const tabClass = (active: boolean) =>
  cn(
    '-mb-px flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition',
    active ? 'border-primary text-ink' : 'border-transparent text-muted hover:text-ink',
  );

/**
 * Tabs that are links (the plays area: plays, drills, playbooks). A tab told whether it is `current`
 * is so whatever the path (tabs of one path told apart by the query: practice plans and templates).
 */
export function NavTabs({ label, items }: { label: string; items: { to: string; label: string; icon: LucideIcon; current?: boolean }[] }) {
  return (
    <nav aria-label={label} className="mb-6 flex gap-1 overflow-x-auto border-b border-line">
      {items.map((item) =>
        item.current === undefined ? (
          <NavLink key={item.to} to={item.to} className={({ isActive }) => tabClass(isActive)}>
            <item.icon className="size-4" aria-hidden="true" />
            {item.label}
          </NavLink>
        ) : (
          <Link key={item.to} to={item.to} aria-current={item.current ? 'page' : undefined} className={tabClass(item.current)}>
            <item.icon className="size-4" aria-hidden="true" />
            {item.label}
          </Link>
        ),
      )}
    </nav>
  );
}

/** The plays area's tabs, shared by the plays, drills and playbooks lists. */
export function PlaysAreaTabs() {
  const { t } = useTranslation();
  return (
    <NavTabs
      label={t('plays.area')}
      items={[
        { to: '/dashboard/plays', label: t('nav.plays'), icon: ClipboardList },
        { to: '/dashboard/drills', label: t('nav.drills'), icon: Dumbbell },
        { to: '/dashboard/playbooks', label: t('nav.playbooks'), icon: BookOpen },
      ]}
    />
  );
}
