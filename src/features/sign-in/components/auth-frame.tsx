import type { ReactNode } from 'react';
import { Logo } from '../../../ui/logo';
import { SettingsButton } from '../../../ui/settings-button';
import { ServerStatus } from './server-status';

/** The frame of the sign-in screens: the logo, the settings gear, a card, and the server status. */
export function AuthFrame({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-page text-ink">
      <header className="flex h-[72px] items-center justify-between px-4 sm:px-6 lg:h-[60px]">
        <Logo />
        <SettingsButton />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className="w-full max-w-[420px]">
          <div className="rounded-card bg-surface p-6 shadow-card sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {subtitle && <p className="mt-1.5 text-sm text-muted">{subtitle}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {footer && <div className="mt-4 text-center text-sm text-muted">{footer}</div>}
        </div>
      </main>
      <footer className="px-6 py-4 text-center text-xs text-muted">
        <ServerStatus />
      </footer>
    </div>
  );
}
