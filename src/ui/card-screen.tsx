// The screens outside the dashboard's frame (sign-in, sign-up, an invite): the logo and the settings
// gear above one card in the middle of the page; and the round icon such screens open with.
import type { ReactNode } from 'react';
import { cn } from './cn';
import { Logo } from './logo';
import { SettingsButton } from './settings-button';

export function CardScreen({ wide = false, children, below, footer }: { wide?: boolean; children: ReactNode; below?: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-page text-ink">
      <header className="flex h-[72px] items-center justify-between px-4 sm:px-6 lg:h-[60px]">
        <Logo />
        <SettingsButton />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className={cn('w-full', wide ? 'max-w-[440px]' : 'max-w-[420px]')}>
          <div className="rounded-card bg-surface p-6 shadow-card sm:p-8">{children}</div>
          {below && <div className="mt-4 text-center text-sm text-muted">{below}</div>}
        </div>
      </main>
      {footer && <footer className="px-6 py-4 text-center text-xs text-muted">{footer}</footer>}
    </div>
  );
}

/** The round icon at the top of a card or an empty screen: the primary colour, or the error's. */
export function IconBadge({ children, tone = 'primary', className }: { children: ReactNode; tone?: 'primary' | 'error'; className?: string }) {
  return (
    <div
      className={cn('flex size-16 items-center justify-center rounded-full [&_svg]:size-8', tone === 'error' ? 'bg-error-soft text-error' : 'bg-primary-soft text-primary-ink', className)}
      aria-hidden="true"
    >
      {children}
    </div>
  );
}
