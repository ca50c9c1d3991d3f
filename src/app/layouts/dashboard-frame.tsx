// The authenticated dashboard frame (spec §2, §9; DESIGN.md §6): a header (72 mobile, 60 desktop), a
// sidebar (vertical layout) or top navigation (horizontal layout) on large screens, a drawer below.
// Loaded only once the coach is signed in (dashboard-layout.tsx). Its Headless UI menus and drawer
// load on first use (deferred-menu.tsx, mobile-nav-drawer.tsx): the first visit skips that library.
import { ChevronLeft, Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { useSettings } from '../../lib/settings';
import { IconButton } from '../../ui/button';
import { cn } from '../../ui/cn';
import { Logo } from '../../ui/logo';
import { SettingsButton } from '../../ui/settings-button';
import { Spinner } from '../../ui/spinner';
import { useIsLargeScreen } from '../../ui/use-media-query';
import { AccountMenu } from './account-menu';
import { visibleSections } from './nav';
import { NavList } from './nav-list';
import { useSidebar } from './sidebar-state';
import { TeamSwitcher } from './team-switcher';
import { TopNav } from './top-nav';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

export default function DashboardFrame() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const settings = useSettings();
  const isLarge = useIsLargeScreen();
  const sidebar = useSidebar(isLarge);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing plays its leave transition.
  const [drawerEverOpened, setDrawerEverOpened] = useState(false);
  if (drawerOpen && !drawerEverOpened) setDrawerEverOpened(true);
  const sections = visibleSections(can);
  const vertical = settings.themeLayout === 'vertical';
  const withSidebar = vertical && isLarge;

  return (
    <div className="min-h-screen bg-page text-ink">
      <a href="#main" className="sr-only z-[80] rounded-card bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4">
        {t('nav.skipToContent')}
      </a>
      {withSidebar && (
        <aside
          aria-label={t('nav.sidebar')}
          onMouseEnter={() => sidebar.dispatch({ type: 'enter' })}
          onMouseLeave={() => sidebar.dispatch({ type: 'leave' })}
          style={{ width: sidebar.width }}
          className={cn(
            'fixed inset-y-0 start-0 z-40 flex flex-col border-e border-line bg-surface transition-[width] duration-200',
            sidebar.state.hovered && 'shadow-popover',
          )}
        >
          <div className={cn('flex h-[60px] shrink-0 items-center', sidebar.mini ? 'justify-center' : 'px-5')}>
            <Logo compact={sidebar.mini} />
          </div>
          <button
            type="button"
            onClick={() => sidebar.dispatch({ type: 'toggle' })}
            aria-label={sidebar.state.collapsedByClick ? t('nav.expandSidebar') : t('nav.collapseSidebar')}
            aria-expanded={!sidebar.state.collapsedByClick}
            className="absolute -end-3.5 top-5 z-10 flex size-7 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-card hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
          >
            <ChevronLeft className={cn('size-4 transition', sidebar.state.collapsedByClick && 'rotate-180', 'rtl:-scale-x-100')} aria-hidden="true" />
          </button>
          <div className={cn('flex-1 overflow-y-auto pb-6', sidebar.mini ? 'px-1.5' : 'px-4')}>
            <NavList sections={sections} mini={sidebar.mini} />
          </div>
        </aside>
      )}

      <div style={withSidebar ? { paddingInlineStart: sidebar.reserved } : undefined} className="transition-[padding] duration-200">
        <header className="sticky top-0 z-30 border-b border-line bg-page/85 backdrop-blur">
          <div className={cn('flex h-[72px] items-center gap-2 px-4 sm:px-6 lg:h-[60px]', !settings.themeStretch && !withSidebar && 'mx-auto max-w-[1440px]')}>
            {!isLarge && (
              <IconButton label={t('nav.openMenu')} onClick={() => setDrawerOpen(true)} className="-ms-2">
                <MenuIcon className="size-6" aria-hidden="true" />
              </IconButton>
            )}
            {/* Beside the top navigation the full logo waits for a wide screen: below it, the bar's room
                goes to the menus and the team the coach works in. */}
            {!withSidebar && (
              <>
                <Logo compact className={isLarge ? '2xl:hidden' : 'md:hidden'} />
                <Logo className={isLarge ? 'hidden 2xl:flex' : 'hidden md:flex'} />
              </>
            )}
            {!vertical && isLarge && (
              <div className="ms-4 min-w-0 flex-1">
                <TopNav sections={sections} />
              </div>
            )}
            <div className="ms-auto flex min-w-0 items-center gap-1">
              <TeamSwitcher />
              <SettingsButton />
              <AccountMenu />
            </div>
          </div>
        </header>

        <main id="main" className={cn('px-4 pt-6 pb-16 sm:px-6 lg:px-10', !settings.themeStretch && 'mx-auto max-w-[1200px]')}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      {drawerEverOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen && !isLarge} onClose={() => setDrawerOpen(false)} sections={sections} />
        </Suspense>
      )}
    </div>
  );
}
