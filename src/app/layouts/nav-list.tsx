import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../ui/cn';
import type { NavSection } from './nav';

/** The vertical list of entries, in the sidebar and the mobile drawer. `mini` shows icons over small labels. */
export function NavList({ sections, mini, onNavigate }: { sections: NavSection[]; mini?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} className="flex flex-col gap-4">
      {sections.map((section) => (
        <div key={section.label}>
          {!mini && <p className="px-3 pb-1.5 text-[11px] font-bold tracking-wider text-muted uppercase">{t(section.label)}</p>}
          <ul className="flex flex-col gap-1">
            {section.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  title={mini ? t(item.label) : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex rounded-card font-medium transition focus-visible:outline-2 focus-visible:outline-primary',
                      mini ? 'flex-col items-center gap-1 px-1 py-2 text-[10px] leading-tight' : 'min-h-11 items-center gap-3 px-3 text-sm',
                      isActive ? 'bg-primary-soft font-semibold text-primary-ink' : 'text-muted hover:bg-line/30 hover:text-ink',
                    )
                  }
                >
                  <item.icon className={cn('shrink-0', mini ? 'size-5' : 'size-5')} aria-hidden="true" />
                  <span className={cn(mini ? 'w-full truncate text-center' : 'truncate')}>{t(item.label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
